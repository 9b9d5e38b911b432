import type { Job } from '../../platform/scheduler';
import type { NotificationsService, StartingSoon } from './service';

// "Starts soon" is due ten minutes ahead: a look every 5 s tells each game within 5 s of its moment, and mails go out as soon.
const LOOK_EVERY_MS = 5_000;

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
        await deps.notifications.startsSoon(deps.sources, now);
        return false;
      }
      // A full batch decided: more may wait.
      return (await deps.notifications.mailStep()) > 0;
    },
  };
}
