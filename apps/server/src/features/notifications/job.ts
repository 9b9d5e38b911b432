import type { Job } from '../../platform/scheduler';
import type { NotificationsService, StartingSoon } from './service';

/**
 * How often the job looks. "Starts soon" looks one interval ahead (domain `startsSoonWindow`), so a game
 * is told at most this long before its ten minutes begin and never late; mails go out as soon.
 */
export const LOOK_EVERY_MS = 5_000;

/**
 * The notifications' timed work, in each partner's context (a thin adapter): "starts soon" of the games
 * `sources` name, and the mail of every notification made since.
 */
export function notificationsJob(deps: {
  notifications: NotificationsService;
  sources: readonly StartingSoon[];
}): Job<'starts-soon' | 'mail'> {
  return {
    name: 'notifications',
    findDue: (now) =>
      Promise.resolve({ due: ['starts-soon', 'mail'] as const, nextAt: now.getTime() + LOOK_EVERY_MS }),
    async runStep(work, now) {
      if (work === 'starts-soon') {
        await deps.notifications.startsSoon(deps.sources, now, LOOK_EVERY_MS);
        return false;
      }
      // A full batch decided: more may wait.
      return (await deps.notifications.mailStep()) > 0;
    },
  };
}
