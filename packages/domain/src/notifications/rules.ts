/**
 * Notifications (docs/rules/notifications.md): when a player is told, and what reaches them by email.
 * Pure: the server's jobs and transactions apply these to the clock and rows they hold.
 */

/**
 * "Starts soon" is sent this long before a game's start, to players with an entry in it: a game starting
 * after now and at most this long from now is due (the features' queries read that window).
 */
export const STARTS_SOON_MS = 10 * 60_000;

/** At most one "starts soon" mail per player in this long: the games starting meanwhile are batched. */
export const STARTS_SOON_MAIL_GAP_MS = 60 * 60_000;

/**
 * The starts looked for at `now` by a look made every `lookEveryMs`: not begun, and starting within the
 * ten minutes plus one look's interval — so the first look that finds a game is at most one interval
 * before its ten minutes begin, and never after them.
 */
export const startsSoonWindow = (now: number, lookEveryMs: number) => ({
  after: now,
  until: now + STARTS_SOON_MS + lookEveryMs,
});

/**
 * The picks' locks told at `now` ("locked", for a game whose picks lock ahead of its start): those of
 * the last ten minutes, so a look a few seconds late, or a process restarted meanwhile, still tells it.
 */
export const lockedWindow = (now: number) => ({ after: now - STARTS_SOON_MS, until: now });

/** Whether a game starting at `startAt` is due its "starts soon" at a look at `now` (see the window). */
export const startsSoonDue = (startAt: number, now: number, lookEveryMs: number) => {
  const { after, until } = startsSoonWindow(now, lookEveryMs);
  return startAt > after && startAt <= until;
};

/** Whether a player last mailed "starts soon" at `lastAt` (null: never) may be mailed again at `now`. */
export const startsSoonMailDue = (lastAt: number | null, now: number) =>
  lastAt === null || now - lastAt >= STARTS_SOON_MAIL_GAP_MS;

/** The kinds mailed unless the player turns them off: the game starting, and its result. */
const EMAILED_BY_DEFAULT: readonly string[] = ['starts_soon', 'settled'];

/** Mail a self-excluded player still gets: about their money (a withdrawal), as account mail. */
const MAILED_WHEN_EXCLUDED: readonly string[] = ['withdrawal'];

/** Whether a kind is mailed to a player who has not chosen. */
export const emailedByDefault = (kind: string) => EMAILED_BY_DEFAULT.includes(kind);

/**
 * Whether a notification of `kind` is mailed: the player's choice (or the default), and nothing but
 * account and withdrawal mail to a self-excluded player.
 */
export function mailWanted(kind: string, o: { choice: boolean | undefined; selfExcluded: boolean }): boolean {
  if (o.selfExcluded && !MAILED_WHEN_EXCLUDED.includes(kind)) return false;
  return o.choice ?? emailedByDefault(kind);
}
