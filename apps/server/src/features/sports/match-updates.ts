import { gameSetStatus, sameProgress, type MatchState } from '@powerplay/domain';
import { sql, type Selectable, type Transaction } from 'kysely';
import type { DB, SportsMatchesTable, SportsStarter } from '../../db/schema';
import { publish } from '../../platform/live/publish';
import { loadSportsMatches, sportsGameSetTopic } from './events';
import { domainMatchesOf } from './repo';
import { settleGameSet, type Settlement } from './settlement';

/**
 * The match-update use case (docs/rules/sports.md "Live data"): how a match state — the demo's replay or a
 * provider's update — is applied. A state change is claimed with a conditional UPDATE on the match's
 * `sequence`, bumps the game set's `event_seq` (the SSE id) and publishes a `match` event in the same
 * transaction; the game set moves UNPLAYED → LIVE → FINISHED with `status` events, and is settled in the
 * transaction that finishes it.
 */

/** True when a stored match already shows a state. */
export const sameState = (row: Selectable<SportsMatchesTable>, s: MatchState) =>
  row.status === s.status &&
  row.home_score === s.homeScore &&
  row.away_score === s.awayScore &&
  sameProgress(row.progress, s.progress);

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

  const status = gameSetStatus(await domainMatchesOf(trx, set.id));
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
