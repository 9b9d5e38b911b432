import { z } from 'zod';
import { displayNameRule } from './auth';
import { idParam } from './ids';
import { sportsPrizeRowSchema } from './sports';
import { sportsEntryStateSchema, sportsMatchSoFarSchema } from './sports-live';
import { sportsLeagueSchema } from './sports-matches';

/**
 * Playing with friends (docs/rules/friends.md): private contests on the partner's own contests, joined by
 * an invitation code.
 */

/** Members a private contest may hold, and the least it may ask for to play. */
export const PRIVATE_CONTEST_SIZE = { min: 2, max: 100 } as const;

/**
 * An invitation code: ten letters and digits of Crockford's base 32 (50 random bits), shown as two groups
 * of five (`7KQ2M-X9D4T`). Typed codes are read leniently: case, spaces and dashes do not matter, and the
 * letters I, L and O read as 1, 1 and 0.
 */
export const INVITE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{10}$/;
export const normalizeInviteCode = (typed: string) =>
  typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
export const formatInviteCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

export const inviteCodeSchema = z
  .string({ error: 'FRIENDS_CODE_REQUIRED' })
  .trim()
  .min(1, { error: 'FRIENDS_CODE_REQUIRED', abort: true })
  .transform(normalizeInviteCode)
  .refine((code) => INVITE_CODE_PATTERN.test(code), { error: 'FRIENDS_CODE_INVALID' });

export const privateContestIdParamsSchema = z.object({ id: idParam('FRIENDS_CONTEST_NOT_FOUND') });
export const inviteCodeParamsSchema = z.object({ code: inviteCodeSchema });

const gameId = (error: string) =>
  z.number({ error }).int({ error }).positive({ error }).max(2_147_483_647, { error });

/** The game a private contest is played on: a sports contest (one type on one game set), a draw or a draft. */
export const privateContestGameSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('sports'), contestId: gameId('FRIENDS_GAME_NOT_FOUND') }),
    z.object({ kind: z.literal('lottery'), contestId: gameId('FRIENDS_GAME_NOT_FOUND') }),
    z.object({ kind: z.literal('draft'), contestId: gameId('FRIENDS_GAME_NOT_FOUND') }),
  ],
  // Missing, or of a kind no game is: the request is malformed.
  { error: 'BAD_REQUEST' },
);

export const createPrivateContestRequestSchema = z
  .object({
    game: privateContestGameSchema,
    name: displayNameRule('FRIENDS_NAME_REQUIRED', 'FRIENDS_NAME_INVALID'),
    size: z
      .number({ error: 'FRIENDS_SIZE_INVALID' })
      .int({ error: 'FRIENDS_SIZE_INVALID' })
      .min(PRIVATE_CONTEST_SIZE.min, { error: 'FRIENDS_SIZE_INVALID' })
      .max(PRIVATE_CONTEST_SIZE.max, { error: 'FRIENDS_SIZE_INVALID' }),
    minPlayers: z
      .number({ error: 'FRIENDS_MIN_PLAYERS_INVALID' })
      .int({ error: 'FRIENDS_MIN_PLAYERS_INVALID' })
      .min(PRIVATE_CONTEST_SIZE.min, { error: 'FRIENDS_MIN_PLAYERS_INVALID' }),
    picksVisible: z.boolean({ error: 'BAD_REQUEST' }),
  })
  .refine((r) => r.minPlayers <= r.size, { error: 'FRIENDS_MIN_PLAYERS_INVALID', path: ['minPlayers'] });
export type CreatePrivateContestRequest = z.input<typeof createPrivateContestRequestSchema>;

export const joinPrivateContestRequestSchema = z.object({ code: inviteCodeSchema });

/**
 * Where a private contest stands: open to joins (`waiting` while short of its minimum), `live` once its
 * game started with enough members, `cancelled` when it started short of them, `settled` once its game's
 * results are final.
 */
export const privateContestStatusSchema = z.enum(['open', 'waiting', 'live', 'cancelled', 'settled']);
export type PrivateContestStatus = z.infer<typeof privateContestStatusSchema>;

const gameViewSchema = z.object({
  kind: z.enum(['sports', 'lottery', 'draft']),
  /** The sports contest's, the draw's or the draft's id. */
  contestId: z.number().int(),
  /** Sports: the game set (its stream carries the scores); null for a draw. */
  gameSetId: z.number().int().nullable(),
  /** Lottery: the draw's game type (747, sweet16, elite8, gridlock); null for sports. */
  lotteryGameType: z.string().nullable(),
  /** "High 5 · NBA replay: Tuesday, …", "Lotto 747 · 2026-12-07 10:00 UTC". */
  title: z.string(),
  startAt: z.string(),
});

/** A member in the standings: their entry's score by its contest type, and their place. */
export const privateContestMemberSchema = z.object({
  displayName: z.string(),
  me: z.boolean(),
  creator: z.boolean(),
  joinedAt: z.string(),
  /** Null when the member has no entry (left it, or never entered). */
  entryId: z.number().int().nullable(),
  score: z.number().nullable(),
  place: z.number().int().nullable(),
  /** 1 for the earliest entry among members, 2 for the next…: equal scores rank by it. Null: no entry. */
  entryOrder: z.number().int().nullable(),
  result: z.enum(['WON', 'LOST', 'POSSIBLE']).nullable(),
  /** Shown once the game has started, or before when the contest shows picks; else null. */
  picks: z.array(z.string()).nullable(),
  /**
   * While the contest is live, a team-pick sports entry as its page scores it (with `live` below);
   * else null. A draw's entry needs only its picks.
   */
  entry: z
    .object({ state: sportsEntryStateSchema, zones: z.record(z.string(), z.number().int()) })
    .nullable(),
});
export type PrivateContestMember = z.infer<typeof privateContestMemberSchema>;

/**
 * While the contest is live, what its page needs to score every member's entry itself as the game's own
 * events arrive (a sports match, a ball), by the same domain rules as the server: so a score change
 * costs the server nothing per private contest. Null when the page reads the standings again instead
 * (before the start, after the results, a contest whose picks are players).
 */
export const privateContestLiveSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('sports'),
      rule: z.string().nullable(),
      league: sportsLeagueSchema,
      matches: z.array(sportsMatchSoFarSchema),
      grid: z.array(sportsPrizeRowSchema),
    }),
    z.object({ kind: z.literal('lottery'), drawn: z.array(z.number().int()) }),
  ])
  .nullable();
export type PrivateContestLive = z.infer<typeof privateContestLiveSchema>;

export const privateContestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  game: gameViewSchema,
  size: z.number().int(),
  minPlayers: z.number().int(),
  picksVisible: z.boolean(),
  status: privateContestStatusSchema,
  memberCount: z.number().int(),
  members: z.array(privateContestMemberSchema),
  live: privateContestLiveSchema,
  /** The creator's alone: the code to share (null once revoked, until a new one is issued). */
  invite: z.object({ code: z.string().nullable() }).nullable(),
});
export type PrivateContest = z.infer<typeof privateContestSchema>;

export const privateContestSummarySchema = privateContestSchema.pick({
  id: true,
  name: true,
  game: true,
  size: true,
  status: true,
  memberCount: true,
});
/** `GET /api/private-contests`: mine a page at a time, the newest first. */
export const PRIVATE_CONTESTS_PAGE = 20;
export const myPrivateContestsQuerySchema = z.object({
  /** The id to list before (the next page of older ones). */
  before: idParam('BAD_REQUEST').optional(),
});
export const myPrivateContestsResponseSchema = z.object({ contests: z.array(privateContestSummarySchema) });
export type MyPrivateContestsResponse = z.infer<typeof myPrivateContestsResponseSchema>;

/** What an invitation shows before joining: enough to decide, nothing of the members' picks. */
export const invitationSchema = privateContestSummarySchema.extend({
  creator: z.string(),
  member: z.boolean(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const inviteResponseSchema = z.object({ code: z.string().nullable() });

/** Leagues (docs/rules/friends.md "Leagues"). */
export const LEAGUE_MAX_MEMBERS = 500;

export const leagueIdParamsSchema = z.object({ id: idParam('LEAGUE_NOT_FOUND') });
export const leagueMemberParamsSchema = z.object({
  id: idParam('LEAGUE_NOT_FOUND'),
  userId: idParam('LEAGUE_MEMBER_NOT_FOUND'),
});
export const leagueScheduleParamsSchema = z.object({
  id: idParam('LEAGUE_NOT_FOUND'),
  scheduleId: idParam('LEAGUE_SCHEDULE_NOT_FOUND'),
});
export const leagueSeasonParamsSchema = z.object({
  id: idParam('LEAGUE_NOT_FOUND'),
  number: idParam('LEAGUE_SEASON_NOT_FOUND'),
});

export const createLeagueRequestSchema = z.object({
  name: displayNameRule('LEAGUE_NAME_REQUIRED', 'LEAGUE_NAME_INVALID'),
});
export type CreateLeagueRequest = z.input<typeof createLeagueRequestSchema>;

/**
 * A recurring contest: a private contest for the members on every upcoming contest of a sports game
 * type, or on every draw of a lottery game type.
 */
export const leagueScheduleRequestSchema = z
  .object({
    gameTypeId: gameId('LEAGUE_GAME_TYPE_INVALID').optional(),
    lotteryGameType: z
      .enum(['747', 'sweet16', 'elite8', 'gridlock'], { error: 'LEAGUE_GAME_TYPE_INVALID' })
      .optional(),
  })
  .refine((r) => (r.gameTypeId === undefined) !== (r.lotteryGameType === undefined), {
    error: 'LEAGUE_GAME_TYPE_INVALID',
  })
  .transform((r): { gameTypeId: number } | { lotteryGameType: '747' | 'sweet16' | 'elite8' | 'gridlock' } =>
    r.gameTypeId !== undefined ? { gameTypeId: r.gameTypeId } : { lotteryGameType: r.lotteryGameType! },
  );
export type LeagueScheduleRequest = z.output<typeof leagueScheduleRequestSchema>;

export const leagueMemberSchema = z.object({
  userId: z.number().int(),
  displayName: z.string(),
  me: z.boolean(),
  commissioner: z.boolean(),
  joinedAt: z.string(),
});

export const leagueScheduleSchema = z.object({
  id: z.number().int(),
  gameTypeId: z.number().int().nullable(),
  lotteryGameType: z.string().nullable(),
  /** "Baseball · High 5", "Lotto 747". */
  title: z.string(),
});

export const seasonRowSchema = z.object({
  displayName: z.string(),
  me: z.boolean(),
  points: z.number().int(),
  firsts: z.number().int(),
  contests: z.number().int(),
});

export const leagueSeasonSchema = z.object({
  number: z.number().int(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  /** The members of today, by league points (docs/rules/friends.md "League points"). */
  leaderboard: z.array(seasonRowSchema),
  /** The season's contests, newest first. */
  contests: z.array(privateContestSummarySchema),
});
export type LeagueSeason = z.infer<typeof leagueSeasonSchema>;

export const leagueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  memberCount: z.number().int(),
  members: z.array(leagueMemberSchema),
  schedules: z.array(leagueScheduleSchema),
  /** The open season, in full. */
  season: leagueSeasonSchema,
  /** Every season, the newest first. */
  seasons: z.array(
    z.object({ number: z.number().int(), startedAt: z.string(), endedAt: z.string().nullable() }),
  ),
  /** The commissioner's alone: the code to share (null once revoked). */
  invite: z.object({ code: z.string().nullable() }).nullable(),
});
export type League = z.infer<typeof leagueSchema>;

export const myLeaguesResponseSchema = z.object({
  leagues: z.array(
    leagueSchema.pick({ id: true, name: true, memberCount: true }).extend({ commissioner: z.boolean() }),
  ),
});
export type MyLeaguesResponse = z.infer<typeof myLeaguesResponseSchema>;

export const leagueInvitationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  memberCount: z.number().int(),
  commissioner: z.string(),
  member: z.boolean(),
});
export type LeagueInvitation = z.infer<typeof leagueInvitationSchema>;
