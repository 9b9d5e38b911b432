import { z } from 'zod';
import { drawnBallSchema, gameStatusSchema, lotteryEntrySchema } from './lottery';
import { sportsGameSetSchema, sportsMatchSchema } from './sports-matches';
import { sportsEntryEventSchema } from './sports-live';
import { draftActualPickSchema, draftEntryEventSchema, draftStatusSchema } from './draft';

/**
 * Live events (docs/architecture.md "How a live contest flows", decision 006). Every live contest publishes
 * events on a topic; one hub per server process relays them to that process's Server-Sent-Event watchers. A
 * topic's events are described here once, as a map from the SSE event name to the zod schema of its `data`:
 * the server validates what it publishes with it, and the web's one event-stream hook parses what it receives
 * with it.
 */
/** The per-id topics: `<prefix><id>`. */
const perIdPrefixes = {
  lottery: 'lottery:',
  player: 'player:',
  sportsGameSet: 'sports:gameset:',
  draft: 'draft:',
  privateContest: 'friends:',
} as const;
export type PerIdTopic = keyof typeof perIdPrefixes;

/** The id in a per-id topic of `kind` (`lottery:12` → 12), or undefined for any other topic. */
export function topicIdOf(kind: PerIdTopic, topic: string): number | undefined {
  const prefix = perIdPrefixes[kind];
  if (!topic.startsWith(prefix)) return undefined;
  const rest = topic.slice(prefix.length);
  return /^[1-9]\d*$/.test(rest) ? Number(rest) : undefined;
}

export const liveTopics = {
  lottery: (gameId: number) => `${perIdPrefixes.lottery}${gameId}`,
  player: (userId: number) => `${perIdPrefixes.player}${userId}`,
  sportsGameSet: (gameSetId: number) => `${perIdPrefixes.sportsGameSet}${gameSetId}`,
  draft: (draftId: number) => `${perIdPrefixes.draft}${draftId}`,
  privateContest: (id: number) => `${perIdPrefixes.privateContest}${id}`,
  /** Server-side only (never streamed): sessions revoked, so every process ends their private streams. */
  sessions: 'sessions',
  /** Server-side only: a content page saved, so every process serves the new one. */
  content: 'content',
  /**
   * Server-side only: a contest's public part changed (an entry, a contest added, cancelled or handed
   * to the replay), so every process rebuilds its lobby's and the contest's public reads.
   */
  lobby: 'lobby',
  /** Server-side only: the brand saved, so every process rebuilds its brand read and HTML shell. */
  brand: 'brand',
  /** Server-side only: the origins that may frame the widgets changed, so every process reads them again. */
  embed: 'embed',
  /** Server-side only: a partner added, changed, suspended or resumed, so every process reads them again. */
  partners: 'partners',
} as const;

/** The lobby topic: which sports contest (of which sport) or which draft changed. */
export const lobbyEventSchemas = {
  'sports-contest': z.object({ sportId: z.number().int(), contestId: z.number().int() }),
  draft: z.object({ draftId: z.number().int() }),
} as const;

/** The partners topic: `changed` names the partner. */
export const partnerEventSchemas = {
  changed: z.object({ partnerId: z.number().int() }),
} as const;

/** The brand topic: `saved` carries the brand's new version. */
export const brandEventSchemas = {
  saved: z.object({ version: z.number().int() }),
};

/** The content topic: `saved` names the page an operator saved. */
export const contentEventSchemas = {
  saved: z.object({ slug: z.string() }),
};

/**
 * The sessions topic: `revoked` names each revoked session by its tag (a hash of its id: the id is half
 * of a token, and NOTIFY payloads are visible to every database client).
 */
export const sessionEventSchemas = {
  revoked: z.object({ sessions: z.array(z.string()) }),
  /** Users whose row changed (club, email): every process reads their sessions' user again. */
  changed: z.object({ users: z.array(z.number().int()) }),
} as const;

/** `GET /api/lottery/games/:id/events`: `ball` (SSE id = k), `status`, `settled`. */
export const lotteryEventSchemas = {
  ball: drawnBallSchema,
  status: z.object({ status: gameStatusSchema }),
  settled: z.object({ settledAt: z.string() }),
} as const;

/**
 * `GET /api/sports/game-sets/:id/events`: `match` (each match's latest state; the SSE id is
 * the game set's own event number, so a reconnect gets what it missed), `status` when the game set goes
 * live or final, `settled`.
 */
export const sportsGameSetEventSchemas = {
  match: sportsMatchSchema,
  status: z.object({ status: sportsGameSetSchema.shape.status }),
  settled: z.object({ settledAt: z.string() }),
} as const;

/**
 * `GET /api/draft/contests/:id/events`: `pick` (SSE id = the pick number, so a reconnect gets the picks it
 * missed), `status` when the draft goes live or final, `settled` once the tiers are credited.
 */
export const draftEventSchemas = {
  pick: draftActualPickSchema,
  status: z.object({ status: draftStatusSchema }),
  settled: z.object({ settledAt: z.string() }),
} as const;

/**
 * `GET /api/private-contests/:id/events` (members only; 404 to anyone else): `members` when someone joins
 * (the count now). Scores move on the game set's own stream; the page reads the standings again then.
 */
export const privateContestEventSchemas = {
  members: z.object({ memberCount: z.number().int() }),
  /** A member's entry changed while the game is on (a powerplay): the page reads the standings again. */
  entry: z.object({}),
} as const;

/**
 * `GET /api/me/events`: the signed-in player's own topic. Each change a player makes (picks saved, a
 * powerplay used) is pushed to every page that player has open, on any device, so none goes stale.
 */
export const playerEventSchemas = {
  'lottery-entry': lotteryEntrySchema,
  'sports-entry': sportsEntryEventSchema,
  'draft-entry': draftEntryEventSchema,
  /**
   * The account's standing (player care). Suspended: every open page signs out and shows why (the
   * catalogue's texts). A state, not a log entry: a reinstatement publishes `suspended: false`, so a page
   * opened after it never replays the old suspension.
   */
  account: z.object({ suspended: z.boolean(), title: z.string(), message: z.string() }),
  /** A new notification for the centre: the page reads its list again (the unread count goes up). */
  notification: z.object({ id: z.number().int() }),
} as const;

// In a module of its own, without zod: the embeddable widgets import it and stay a few KB.
export { liveEventPaths } from './live-paths';

export type EventSchemas = Record<string, z.ZodType>;
/** The events of a schema map as a discriminated union `{ type, data }`. */
export type LiveEventOf<S extends EventSchemas> = {
  [K in keyof S & string]: { type: K; data: z.infer<S[K]> };
}[keyof S & string];
export type LotteryLiveEvent = LiveEventOf<typeof lotteryEventSchemas>;
export type SportsGameSetLiveEvent = LiveEventOf<typeof sportsGameSetEventSchemas>;
export type DraftLiveEvent = LiveEventOf<typeof draftEventSchemas>;
export type PlayerLiveEvent = LiveEventOf<typeof playerEventSchemas>;

/** `GET /api/time`: the server's clock, for countdowns (never cached). */
export const serverTimeResponseSchema = z.object({ serverTime: z.string() });
export type ServerTimeResponse = z.infer<typeof serverTimeResponseSchema>;
