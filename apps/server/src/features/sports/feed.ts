import type { SportsMatch } from '@powerplay/contracts';
import {
  baseballStateAt,
  baseballTimeline,
  canMoveMatch,
  gameSetStatus,
  hockeyStateAt,
  hockeyTimeline,
  simulateHockeyGame,
  teamPickKey,
  type HockeyGame,
  type HockeyGoal,
  type LineScore,
  type MatchProgress,
  type MatchStatus,
} from '@powerplay/domain';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, SportsMatchesTable, SportsStarter } from '../../db/schema';
import { publish } from '../../platform/live/publish';
import type { Job } from '../../platform/scheduler';
import { settleGameSet, sportsGameSetTopic, type Settlement } from './settlement';

export { sportsGameSetTopic };

/**
 * The sports feed (GAME-RULES "Live data"): what each demo match replays, and how a match state is
 * applied. A state change is claimed with a conditional UPDATE on the match's `sequence`, bumps the game
 * set's `event_seq` (the SSE id) and publishes a `match` event in the same transaction; the game set moves
 * UNPLAYED → LIVE → FINISHED with `status` events, and is settled in the transaction that finishes it.
 */

/** What the feed replays for a match (stored as `sports_matches.script`, so a game can be replayed). */
export type MatchScript =
  | {
      kind: 'retrosheet';
      /** Game seconds per real second. */
      compression: number;
      /** The real game's inning-by-inning line score. */
      line: LineScore;
      /** Where it comes from in Retrosheet's 2019 game log. */
      game: { date: string; gameNumber: number; park: string; visitor: string; home: string };
    }
  | {
      kind: 'simulated';
      compression: number;
      /** The simulator's seed (hex) and the game id it was simulated under: `simulateHockeyGame(seed, gameId)`. */
      seed: string;
      gameId: string;
      /** The recorded result, for reading (the replay recomputes it from the seed). */
      homeScore: number;
      awayScore: number;
      decidedBy: HockeyGame['decidedBy'];
      goals: HockeyGoal[];
    };

export interface MatchState {
  status: MatchStatus;
  homeScore: number;
  awayScore: number;
  progress: MatchProgress | null;
}

/** The running hockey clock is published once per game minute (and at every goal and period change). */
export const HOCKEY_CLOCK_STEP_SECONDS = 60;

interface HockeyReplay {
  game: HockeyGame;
  /** Game seconds at which the state changes (clock ticks aside), ascending. */
  moments: number[];
}
const hockeyCache = new Map<string, HockeyReplay>();

function hockeyReplay(seed: string, gameId: string): HockeyReplay {
  const key = `${seed}:${gameId}`;
  let replay = hockeyCache.get(key);
  if (!replay) {
    const game = simulateHockeyGame(seed, gameId);
    replay = { game, moments: hockeyTimeline(game).map((m) => m.at) };
    if (hockeyCache.size > 2000) hockeyCache.clear();
    hockeyCache.set(key, replay);
  }
  return replay;
}

/** The game seconds whose state is shown at `t`: the last change, or the last whole clock minute. */
function hockeyShownAt(replay: HockeyReplay, t: number): number {
  if (t < 0) return t;
  let last = 0;
  for (const m of replay.moments) {
    if (m > t) break;
    last = m;
  }
  return Math.max(last, Math.floor(t / HOCKEY_CLOCK_STEP_SECONDS) * HOCKEY_CLOCK_STEP_SECONDS);
}

/** A scripted match's state `now`, from its scheduled start. */
export function scriptStateAt(script: MatchScript, startAt: Date, now: Date): MatchState {
  const offset = (now.getTime() - startAt.getTime()) / 1000;
  if (script.kind === 'retrosheet') return baseballStateAt(script.line, offset, script.compression);
  const replay = hockeyReplay(script.seed, script.gameId);
  return hockeyStateAt(replay.game, hockeyShownAt(replay, offset * script.compression));
}

/** When (epoch ms) a scripted match's state changes next after `now`; undefined once it is final. */
export function nextChangeAt(script: MatchScript, startAt: Date, now: Date): number | undefined {
  const start = startAt.getTime();
  const offset = (now.getTime() - start) / 1000;
  if (script.kind === 'retrosheet') {
    const next = baseballTimeline(script.line, script.compression).find((m) => m.at > offset);
    return next && start + Math.ceil(next.at * 1000);
  }
  const replay = hockeyReplay(script.seed, script.gameId);
  const t = offset * script.compression;
  if (t >= replay.game.endsAt) return undefined;
  const moment = replay.moments.find((m) => m > t) ?? replay.game.endsAt;
  const tick = (Math.floor(t / HOCKEY_CLOCK_STEP_SECONDS) + 1) * HOCKEY_CLOCK_STEP_SECONDS;
  return start + Math.ceil((Math.min(moment, Math.max(tick, 0)) / script.compression) * 1000);
}

/** Progress as one comparable string (jsonb does not keep key order). */
function progressKey(p: unknown): string {
  const v = p as MatchProgress | null | undefined;
  if (!v) return '';
  return v.league === 'hockey' ? `h:${v.period}:${v.clockSeconds}` : `b:${v.inning}:${v.half}`;
}
const sameProgress = (a: unknown, b: unknown) => progressKey(a) === progressKey(b);

export const sameState = (row: Selectable<SportsMatchesTable>, s: MatchState) =>
  row.status === s.status &&
  row.home_score === s.homeScore &&
  row.away_score === s.awayScore &&
  sameProgress(row.progress, s.progress);

type Db = Kysely<DB> | Transaction<DB>;

/** A match as the contracts describe it (the `match` event and the game set's matches). */
export async function loadSportsMatches(
  q: Db,
  where: { gameSetId: number } | { matchId: number },
): Promise<SportsMatch[]> {
  let query = q
    .selectFrom('sports_matches as m')
    .innerJoin('sports_teams as h', 'h.id', 'm.home_team_id')
    .innerJoin('sports_teams as a', 'a.id', 'm.away_team_id')
    .selectAll('m')
    .select([
      'h.name as home_name',
      'h.abbreviation as home_abbreviation',
      'a.name as away_name',
      'a.abbreviation as away_abbreviation',
    ]);
  query =
    'gameSetId' in where
      ? query.where('m.game_set_id', '=', where.gameSetId)
      : query.where('m.id', '=', where.matchId);
  const rows = await query.orderBy('m.start_at').orderBy('m.id').execute();
  return rows.map((r) => ({
    feedGameId: r.feed_game_id,
    league: r.league,
    status: r.status,
    startAt: r.start_at.toISOString(),
    location: r.location,
    home: {
      teamId: r.home_team_id,
      name: r.home_name,
      abbreviation: r.home_abbreviation,
      score: r.home_score,
      starter: r.home_starter,
      current: r.home_current,
      pickKey: teamPickKey(r.feed_game_id, r.home_team_id),
    },
    away: {
      teamId: r.away_team_id,
      name: r.away_name,
      abbreviation: r.away_abbreviation,
      score: r.away_score,
      starter: r.away_starter,
      current: r.away_current,
      pickKey: teamPickKey(r.feed_game_id, r.away_team_id),
    },
    progress: (r.progress as SportsMatch['progress'] | null) ?? null,
    sequence: r.sequence,
  }));
}

export interface MatchUpdate extends MatchState {
  /** The match's sequence after the update (the feed: +1; a provider: its own). */
  sequence: number;
  homeCurrent?: SportsStarter | null | undefined;
  awayCurrent?: SportsStarter | null | undefined;
}

export interface AppliedUpdate {
  applied: boolean;
  /** Entries whose settlement a correction to a finished match redid. */
  resettled: number;
}

/**
 * Applies a new state to a match inside `trx`: claimed by `sequence` (another process that got there
 * first wins, this one does nothing), the game set's event number bumped, the `match` event published,
 * the game set's status moved (and settled once FINISHED); a score change to a FINISHED match of a
 * settled game set re-settles its contests once.
 */
export async function applyMatchUpdate(
  trx: Transaction<DB>,
  settlement: Settlement,
  match: Selectable<SportsMatchesTable>,
  next: MatchUpdate,
  now: Date,
): Promise<AppliedUpdate> {
  const live = next.status === 'LIVE' || next.status === 'INTRO';
  const claimed = await trx
    .updateTable('sports_matches')
    .set({
      status: next.status,
      home_score: next.homeScore,
      away_score: next.awayScore,
      progress: next.progress ? JSON.stringify(next.progress) : null,
      sequence: next.sequence,
      // A provider names the pitcher or goalie in; the replay keeps the starters on (no changes in the data).
      home_current: json(
        next.homeCurrent !== undefined ? next.homeCurrent : live ? match.home_starter : match.home_current,
      ),
      away_current: json(
        next.awayCurrent !== undefined ? next.awayCurrent : live ? match.away_starter : match.away_current,
      ),
      finished_at: next.status === 'FINISHED' ? (match.finished_at ?? now) : null,
    })
    .where('id', '=', match.id)
    .where('sequence', '=', match.sequence)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return { applied: false, resettled: 0 };

  // The game set's row is locked from here: every later statement sees the other matches as committed.
  const set = await trx
    .updateTable('sports_game_sets')
    .set({ event_seq: sql`event_seq + 1` })
    .where('id', '=', match.game_set_id)
    .returning(['id', 'event_seq', 'status', 'settled_at'])
    .executeTakeFirstOrThrow();
  const on = sportsGameSetTopic(set.id);
  const [event] = await loadSportsMatches(trx, { matchId: match.id });
  await publish(trx, on, { type: 'match', id: set.event_seq, data: event! });

  const matches = await trx
    .selectFrom('sports_matches')
    .select(['feed_game_id', 'home_team_id', 'away_team_id', 'status', 'home_score', 'away_score'])
    .where('game_set_id', '=', set.id)
    .execute();
  const status = gameSetStatus(
    matches.map((m) => ({
      feedGameId: m.feed_game_id,
      homeTeamId: m.home_team_id,
      awayTeamId: m.away_team_id,
      status: m.status,
      homeScore: m.home_score,
      awayScore: m.away_score,
    })),
  );
  let resettled = 0;
  if (status !== set.status && canMoveGameSet(set.status, status)) {
    await trx.updateTable('sports_game_sets').set({ status }).where('id', '=', set.id).execute();
    await publish(trx, on, { type: 'status', data: { status } });
    if (status === 'FINISHED') await settleGameSet(trx, settlement, set.id);
  } else if (
    set.status === 'FINISHED' &&
    match.status === 'FINISHED' &&
    (match.home_score !== next.homeScore || match.away_score !== next.awayScore)
  ) {
    resettled = (await settleGameSet(trx, settlement, set.id)).entries;
  }
  return { applied: true, resettled };
}

const gameSetOrder = ['UNPLAYED', 'LIVE', 'FINISHED'] as const;
const canMoveGameSet = (from: (typeof gameSetOrder)[number], to: (typeof gameSetOrder)[number]) =>
  gameSetOrder.indexOf(to) > gameSetOrder.indexOf(from);

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

/**
 * One feed step of a scripted match: its state at `now`, applied if it differs from the stored one.
 * True when a step was done (the scheduler asks again at once; the next call finds nothing to do).
 */
export async function feedStep(
  db: Kysely<DB>,
  settlement: Settlement,
  matchId: number,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const match = await trx
      .selectFrom('sports_matches')
      .selectAll()
      .where('id', '=', matchId)
      .executeTakeFirst();
    if (!match?.script) return false;
    const state = scriptStateAt(match.script as MatchScript, match.start_at, now);
    if (sameState(match, state) || !canMoveMatch(match.status, state.status)) return false;
    // The game set first, as every writer of its rows does (no lock-order deadlock with a provider
    // batch); the claim on `sequence` below still decides which process applies the step.
    await trx
      .selectFrom('sports_game_sets')
      .select('id')
      .where('id', '=', match.game_set_id)
      .forUpdate()
      .execute();
    const done = await applyMatchUpdate(
      trx,
      settlement,
      match,
      { ...state, sequence: match.sequence + 1 },
      now,
    );
    return done.applied;
  });
}

/** Settles a FINISHED game set whose settlement has not happened (e.g. finished by a provider). */
export async function settleStep(
  db: Kysely<DB>,
  settlement: Settlement,
  gameSetId: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const set = await trx
      .selectFrom('sports_game_sets')
      .select(['id', 'status', 'settled_at'])
      .where('id', '=', gameSetId)
      .forUpdate()
      .executeTakeFirst();
    if (!set || set.status !== 'FINISHED' || set.settled_at) return false;
    await settleGameSet(trx, settlement, set.id);
    return false;
  });
}

/**
 * The feed as a scheduler job: every scripted match that has started and is not final, whose state at
 * `now` differs from the stored one; and every finished game set not settled yet.
 */
export function sportsFeedJob(db: Kysely<DB>, settlement: Settlement): Job<string> {
  return {
    name: 'sports-feed',
    async findDue(now) {
      // Through the game sets not settled (a partial index), so finished history is never scanned.
      const active = await db
        .selectFrom('sports_matches as m')
        .innerJoin('sports_game_sets as s', 's.id', 'm.game_set_id')
        .selectAll('m')
        .where('s.settled_at', 'is', null)
        .where('s.start_at', '<=', new Date(now.getTime() + 1000))
        .where('m.status', '<>', 'FINISHED')
        .where('m.script', 'is not', null)
        .where('m.start_at', '<=', new Date(now.getTime() + 1000))
        .execute();
      const due: string[] = [];
      let nextAt: number | undefined;
      for (const match of active) {
        const script = match.script as MatchScript;
        if (match.start_at <= now && !sameState(match, scriptStateAt(script, match.start_at, now))) {
          due.push(`match:${match.id}`);
        }
        const next =
          match.start_at > now ? match.start_at.getTime() : nextChangeAt(script, match.start_at, now);
        if (next !== undefined) nextAt = Math.min(nextAt ?? next, next);
      }
      const unsettled = await db
        .selectFrom('sports_game_sets')
        .select('id')
        .where('status', '=', 'FINISHED')
        .where('settled_at', 'is', null)
        .execute();
      for (const s of unsettled) due.push(`settle:${s.id}`);
      const upcoming = await db
        .selectFrom('sports_game_sets')
        .select(sql<Date>`min(start_at)`.as('at'))
        .where('settled_at', 'is', null)
        .where('start_at', '>', now)
        .executeTakeFirst();
      if (upcoming?.at) {
        const at = new Date(upcoming.at).getTime();
        nextAt = Math.min(nextAt ?? at, at);
      }
      return { due, nextAt };
    },
    runStep(work, now) {
      const [kind, id] = work.split(':');
      return kind === 'settle'
        ? settleStep(db, settlement, Number(id))
        : feedStep(db, settlement, Number(id), now);
    },
  };
}
