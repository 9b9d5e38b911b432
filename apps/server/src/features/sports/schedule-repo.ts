import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, SportsLeague, SportsMatchesTable, SportsPrizeRowsTable } from '../../db/schema';

/** The demo schedule's writes: game sets claimed by slot, their matches, contests and prize grids. */

type Trx = Transaction<DB>;

/** Claims the (league, start_at) slot; the new game set's id, or undefined when it exists. */
export async function claimGameSet(
  trx: Trx,
  values: {
    league: SportsLeague;
    title: string;
    start: number;
    source: 'retrosheet' | 'nba-stats' | 'nfl' | 'simulated';
    sourceKey: string;
  },
) {
  const row = await trx
    .insertInto('sports_game_sets')
    .values({
      league: values.league,
      title: values.title,
      start_at: new Date(values.start),
      source: values.source,
      source_key: values.sourceKey,
    })
    .onConflict((oc) => oc.columns(['league', 'start_at']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The sport's first game type (by position) playing `rule`. */
export async function gameTypeIdOf(
  trx: Trx,
  sportId: number,
  rule: NonNullable<DB['sports_game_types']['rule']>,
) {
  const row = await trx
    .selectFrom('sports_game_types')
    .select('id')
    .where('sport_id', '=', sportId)
    .where('rule', '=', rule)
    .orderBy('position')
    .executeTakeFirst();
  return row?.id;
}

export async function insertMatches(trx: Trx, matches: readonly Insertable<SportsMatchesTable>[]) {
  await trx
    .insertInto('sports_matches')
    .values([...matches])
    .execute();
}

/** A contest and its prize grid; the contest's id. */
export async function insertContestWithGrid(
  trx: Trx,
  contest: Insertable<DB['sports_contests']>,
  grid: readonly Omit<Insertable<SportsPrizeRowsTable>, 'contest_id'>[],
): Promise<number> {
  const { id } = await trx
    .insertInto('sports_contests')
    .values(contest)
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('sports_prize_rows')
    .values(grid.map((row) => ({ ...row, contest_id: id })))
    .execute();
  return id;
}

/** The game sets (league and start) that start at any of `starts`. */
export function gameSetsStartingAt(db: Kysely<DB>, starts: readonly number[]) {
  return db
    .selectFrom('sports_game_sets')
    .select(['league', 'start_at'])
    .where(
      'start_at',
      'in',
      starts.map((s) => new Date(s)),
    )
    .execute();
}
