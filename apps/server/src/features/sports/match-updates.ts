import { gameSetStatus, sameProgress, shortOfPlayers, type MatchState } from '@powerplay/domain';
import type { Selectable, Transaction } from 'kysely';
import type { DB, SportsMatchesTable, SportsStarter } from '../../db/schema';
import { publish } from '../../platform/live/publish';
import { loadSportsMatches, sportsGameSetTopic } from './events';
import { bumpGameSetEventSeq, claimMatchUpdate, setGameSetStatus } from './match-repo';
import { entryPage } from './entry-page';
import { contestsWithEntries } from './contest-entries-repo';
import { domainMatchesOf } from './match-rows-repo';
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
  const claimed = await claimMatchUpdate(trx, match.id, match.sequence, {
    status: next.status,
    homeScore: next.homeScore,
    awayScore: next.awayScore,
    progress: next.progress,
    sequence: next.sequence,
    // A provider names the pitcher or goalie in; the replay keeps the starters on (no changes in the data).
    homeCurrent:
      next.homeCurrent !== undefined ? next.homeCurrent : live ? match.home_starter : match.home_current,
    awayCurrent:
      next.awayCurrent !== undefined ? next.awayCurrent : live ? match.away_starter : match.away_current,
    finishedAt: next.status === 'FINISHED' ? (match.finished_at ?? now) : null,
  });
  if (!claimed) return { applied: false, resettled: 0 };

  // The game set's row is locked from here: every later statement sees the other matches as committed.
  const set = await bumpGameSetEventSeq(trx, match.game_set_id);
  const on = sportsGameSetTopic(set.id);
  const [event] = await loadSportsMatches(trx, { matchId: match.id });
  await publish(trx, on, { type: 'match', id: set.event_seq, data: event! });

  const status = gameSetStatus(await domainMatchesOf(trx, set.id));
  let resettled = 0;
  if (status !== set.status && canMoveGameSet(set.status, status)) {
    await setGameSetStatus(trx, set.id, status);
    await publish(trx, on, { type: 'status', data: { status } });
    if (status === 'LIVE') await tellLive(trx, settlement, set.id);
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

/**
 * "Live" to each entry of the game set's contests as it starts (docs/rules/notifications.md): entries
 * close then, so this tells both. A contest short of its minimum is left to the lock's cancellation,
 * which tells its players it was cancelled.
 */
async function tellLive(trx: Transaction<DB>, { notify }: Settlement, gameSetId: number) {
  if (!notify) return;
  const contests = await contestsWithEntries(trx, (c) => c.where('c.game_set_id', '=', gameSetId));
  for (const c of contests) {
    if (shortOfPlayers({ minPlayers: c.min_players, entries: c.entries.length })) continue;
    await notify(
      trx,
      { kind: 'live', subject: `sports:${c.id}`, params: { game: `${c.name} · ${c.title}` } },
      c.entries.map((e) => ({ userId: e.user_id, link: entryPage(c.layout, e.id) })),
    );
  }
}

const gameSetOrder = ['UNPLAYED', 'LIVE', 'FINISHED'] as const;
const canMoveGameSet = (from: (typeof gameSetOrder)[number], to: (typeof gameSetOrder)[number]) =>
  gameSetOrder.indexOf(to) > gameSetOrder.indexOf(from);
