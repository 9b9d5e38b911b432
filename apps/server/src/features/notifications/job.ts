import type { Job } from '../../platform/scheduler';
import type { GamesBetween, NotificationsService } from './service';

/**
 * How often the job looks. "Starts soon" looks one interval ahead (domain `startsSoonWindow`), so a game
 * is told at most this long before its ten minutes begin and never late; mails go out as soon.
 */
export const LOOK_EVERY_MS = 5_000;

/**
 * The notifications' timed work, in each partner's context (a thin adapter): "starts soon" of the games
 * `starting` names, "locked" of those whose picks `locking` names, and the mail of every notification
 * made since.
 */
export function notificationsJob(deps: {
  notifications: NotificationsService;
  starting: readonly GamesBetween[];
  locking: readonly GamesBetween[];
}): Job<'starts-soon' | 'locked' | 'mail'> {
  return {
    name: 'notifications',
    findDue: (now) =>
      Promise.resolve({
        due: ['starts-soon', 'locked', 'mail'] as const,
        nextAt: now.getTime() + LOOK_EVERY_MS,
      }),
    async runStep(work, now) {
      if (work === 'starts-soon') {
        await deps.notifications.startsSoon(deps.starting, now, LOOK_EVERY_MS);
        return false;
      }
      if (work === 'locked') {
        await deps.notifications.locked(deps.locking, now);
        return false;
      }
      // A full batch decided: more may wait.
      return (await deps.notifications.mailStep()) > 0;
    },
  };
}
