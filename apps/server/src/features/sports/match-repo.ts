import type { MatchState } from '@powerplay/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, SportsStarter } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** What a match update writes over the row (the starters currently in included). */
export interface MatchRowUpdate extends Pick<MatchState, 'status' | 'homeScore' | 'awayScore' | 'progress'> {
  sequence: number;
  homeCurrent: SportsStarter | null;
  awayCurrent: SportsStarter | null;
  finishedAt: Date | null;
}

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

/** Writes a match's new state if its `sequence` is still `fromSequence`; false when another process got there first. */
export async function claimMatchUpdate(
  trx: Transaction<DB>,
  matchId: number,
  fromSequence: number,
  next: MatchRowUpdate,
): Promise<boolean> {
  const claimed = await trx
    .updateTable('sports_matches')
    .set({
      status: next.status,
      home_score: next.homeScore,
      away_score: next.awayScore,
      progress: next.progress ? JSON.stringify(next.progress) : null,
      sequence: next.sequence,
      home_current: json(next.homeCurrent),
      away_current: json(next.awayCurrent),
      finished_at: next.finishedAt,
    })
    .where('id', '=', matchId)
    .where('sequence', '=', fromSequence)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Bumps the game set's event number (the SSE id), which locks its row; answers the set as it now is. */
export function bumpGameSetEventSeq(trx: Transaction<DB>, gameSetId: number) {
  return trx
    .updateTable('sports_game_sets')
    .set({ event_seq: sql`event_seq + 1` })
    .where('id', '=', gameSetId)
    .returning(['id', 'event_seq', 'status', 'settled_at'])
    .executeTakeFirstOrThrow();
}

export async function setGameSetStatus(
  trx: Transaction<DB>,
  gameSetId: number,
  status: 'UNPLAYED' | 'LIVE' | 'FINISHED',
) {
  await trx.updateTable('sports_game_sets').set({ status }).where('id', '=', gameSetId).execute();
}

/** The sport a contest is played in (undefined: no such contest). */
export async function sportOfContest(trx: Transaction<DB>, contestId: number): Promise<number | undefined> {
  const row = await trx
    .selectFrom('sports_contests as c')
    .innerJoin('sports_game_types as t', 't.id', 'c.game_type_id')
    .select('t.sport_id')
    .where('c.id', '=', contestId)
    .executeTakeFirst();
  return row?.sport_id;
}

/** A game set's matches, or one match, with their teams' names, in start order. */
export function matchesWithTeams(q: Db, where: { gameSetId: number } | { matchId: number }) {
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
  return query.orderBy('m.start_at').orderBy('m.id').execute();
}
