import {
  notificationKinds,
  type MarkNotificationsReadRequest,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationsResponse,
  type UpdateNotificationPreferencesRequest,
} from '@powerplay/contracts';
import { lockedWindow, mailWanted, startsSoonWindow } from '@powerplay/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { playerTopic, publishMany } from '../../platform/live';
import { notificationMailStep, type NotificationsDeps } from './mail-step';
import type { NotificationRow } from './repo';
import { unsubscribeTokens } from './unsubscribe-token';
import { wordsOf } from './words';

/** What happened, as every recipient's notification of it says it. */
export interface NotificationEvent {
  kind: NotificationKind;
  /** The event it reports, unique per player and kind (`lottery:12`): made once, whoever makes it. */
  subject: string;
  params: Record<string, string>;
}

/** Who is told, the page their notification leads to (their own entry's, say), and what is theirs alone. */
export interface Recipient {
  userId: number;
  link: string;
  /** Over the event's params: this player's prize, say. */
  params?: Record<string, string>;
}

/** A game as its own feature knows it: its name, and each entry's player and page. */
export interface TimedGame {
  subject: string;
  game: string;
  recipients: Recipient[];
}

/**
 * One kind of game's "which games' moment falls after `from`, up to `to`": their start ("starts
 * soon": draws, sports contests, drafts), or their picks' lock ahead of the start (Elite 8's draws).
 */
export type GamesBetween = (from: Date, to: Date) => Promise<TimedGame[]>;

const PAGE = 20;

/**
 * Notifications (docs/rules/notifications.md): made in the transaction of the change they report (or by
 * the "starts soon" job), each once per player and event; told to the player's open pages over their
 * stream; mailed afterwards by the mail step as the player chose.
 */
export function notificationsService(deps: NotificationsDeps) {
  const { db, repo, clock } = deps;
  /**
   * The games this process has told of, by kind: each is looked at once, not on every pass of its
   * window (another process may look again; the unique key keeps it once). A player who enters after
   * the look is on the game's page already.
   */
  const toldOnce = new Set<string>();

  /** Tells each game's players of it, one transaction per game, once; the number told. */
  async function tellGames(kind: 'starts_soon' | 'locked', games: readonly TimedGame[]) {
    let told = 0;
    for (const g of games) {
      const key = `${kind}:${g.subject}`;
      if (toldOnce.has(key)) continue;
      const done = await db.transaction().execute(async (trx) => {
        // Another process making this game's now: it tells everyone; this one looks again later.
        if (!(await repo.takeTurn(trx, key))) return undefined;
        return notify(trx, { kind, subject: g.subject, params: { game: g.game } }, g.recipients);
      });
      if (done === undefined) continue;
      told += done;
      toldOnce.add(key);
    }
    return told;
  }

  const tokens = unsubscribeTokens(deps.unsubscribeKey);

  async function notify(trx: Transaction<DB>, event: NotificationEvent, recipients: readonly Recipient[]) {
    // In player order: two processes making the same rows lock them in the same order (no deadlock).
    const ordered = [...recipients].sort((a, b) => a.userId - b.userId);
    const made = await repo.insertMany(trx, { ...event, at: clock.now() }, ordered);
    await publishMany(
      trx,
      made.map((n) => ({
        on: playerTopic(n.user_id),
        event: { type: 'notification' as const, data: { id: n.id } },
      })),
    );
    return made.length;
  }

  const view = (r: NotificationRow) => ({
    id: r.id,
    kind: r.kind,
    ...wordsOf(r.kind, r.params),
    link: r.link,
    createdAt: r.created_at.toISOString(),
    read: r.read_at !== null,
  });

  async function preferences(userId: number): Promise<NotificationPreferences> {
    const chosen = new Map((await repo.choices([userId])).map((c) => [c.kind, c.email]));
    return {
      email: Object.fromEntries(
        notificationKinds.map((k) => [k, mailWanted(k, { choice: chosen.get(k), selfExcluded: false })]),
      ) as NotificationPreferences['email'],
    };
  }

  return {
    /**
     * Tells each recipient of `event`, in the caller's transaction, once: a recipient told already is
     * skipped. Their open pages hear of it when it commits. The number told now.
     */
    notify,

    /**
     * "Starts soon" (docs/rules/notifications.md): every game of `sources` in the window of a look made
     * every `lookEveryMs`, to each player with an entry in it. The number told.
     */
    async startsSoon(sources: readonly GamesBetween[], now: Date, lookEveryMs: number) {
      const { after, until } = startsSoonWindow(now.getTime(), lookEveryMs);
      const games = await Promise.all(sources.map((s) => s(new Date(after), new Date(until))));
      return tellGames('starts_soon', games.flat());
    },

    /** "Locked": every game of `sources` whose picks locked lately, ahead of its start. The number told. */
    async locked(sources: readonly GamesBetween[], now: Date) {
      const { after, until } = lockedWindow(now.getTime());
      const games = await Promise.all(sources.map((s) => s(new Date(after), new Date(until))));
      return tellGames('locked', games.flat());
    },

    async list(userId: number, before?: number): Promise<NotificationsResponse> {
      const [rows, unread] = await Promise.all([repo.page(userId, before, PAGE), repo.unreadCount(userId)]);
      return { notifications: rows.map(view), unread };
    },

    /** Marks the player's notifications read: these (every one theirs, else nothing changes), or all. */
    async markRead(userId: number, request: MarkNotificationsReadRequest) {
      await db.transaction().execute(async (trx) => {
        const ids = request.ids ? [...new Set(request.ids)] : 'all';
        if (ids !== 'all' && (await repo.ownedCount(trx, userId, ids)) !== ids.length)
          throw new AppError('NOTIFICATION_NOT_FOUND');
        await repo.markRead(trx, userId, ids, clock.now());
      });
      return { unread: await repo.unreadCount(userId) };
    },

    preferences,

    async setPreferences(userId: number, request: UpdateNotificationPreferencesRequest) {
      const choices = Object.entries(request.email).map(([kind, email]) => ({
        kind: kind as NotificationKind,
        email,
      }));
      await db.transaction().execute((trx) => repo.setChoices(trx, userId, choices));
      return preferences(userId);
    },

    unsubscribeToken: tokens.sign,

    /** A mail's one-click unsubscribe (RFC 8058): that kind's mail off for its player. */
    async unsubscribe(token: string) {
      const found = tokens.read(token);
      if (!found) throw new AppError('UNSUBSCRIBE_LINK_INVALID');
      await db
        .transaction()
        .execute((trx) => repo.setChoices(trx, found.userId, [{ kind: found.kind, email: false }]));
      return { kind: found.kind };
    },

    /**
     * Decides the mail of the oldest notifications not decided yet, and queues what is to go out
     * (mail-step.ts). The number decided.
     */
    mailStep: notificationMailStep(deps),
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
