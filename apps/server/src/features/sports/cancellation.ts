import { cancelsAtLock } from '@powerplay/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { EntriesService } from '../entries';
import { publishContestChanged } from './events';

/**
 * docs/rules/sports.md "Waiting For Players": a contest still short of its `min_players` when it locks (its
 * first match starts, by the clock or by the feed) is cancelled — its entries voided, each entrant's monthly
 * allowance given back, nothing paid. The feed's scheduler job runs it (engine.ts); settlement leaves a
 * short contest alone (settlement.ts), so one finished before this step ran is cancelled here too.
 */

/** Contests that have a minimum and are neither cancelled nor settled (a partial index), as the rule reads them. */
export async function contestsWithMinimum(db: Kysely<DB>) {
  return db
    .selectFrom('sports_contests as c')
    .innerJoin('sports_game_sets as g', 'g.id', 'c.game_set_id')
    .select([
      'c.id',
      'c.min_players',
      'g.status',
      'g.start_at',
      sql<number>`(select count(*) from sports_entries e where e.contest_id = c.id)::int`.as('entries'),
    ])
    .where('c.min_players', '>', 1)
    .where('c.cancelled_at', 'is', null)
    .where('c.settled_version', '=', 0)
    .execute();
}

/** The contests the lock's step must cancel at `now` (the domain decides). */
export async function contestsToCancel(db: Kysely<DB>, now: Date): Promise<number[]> {
  const rows = await contestsWithMinimum(db);
  return rows
    .filter((r) =>
      cancelsAtLock(
        { minPlayers: r.min_players, entries: r.entries, cancelled: false },
        { status: r.status, startAt: r.start_at.getTime() },
        now.getTime(),
      ),
    )
    .map((r) => r.id);
}

/**
 * Cancels one contest if the rule says so at `now`, inside `trx`; answers the entries voided, or null
 * when there was nothing to do (not short, not locked, cancelled or settled already — a second run, or
 * another process that got there first). The game set is locked first, as every writer of its rows does:
 * an entry being taken (under the set's share lock) is counted, and one that comes after waits and then
 * finds the contest cancelled. The cancellation is claimed with one conditional UPDATE, so it and the
 * voiding happen once.
 */
export async function cancelShortContest(
  trx: Transaction<DB>,
  entries: EntriesService,
  contestId: number,
  now: Date,
): Promise<number | null> {
  const contest = await trx
    .selectFrom('sports_contests')
    .select(['id', 'game_set_id', 'min_players', 'cancelled_at', 'settled_version'])
    .where('id', '=', contestId)
    .executeTakeFirst();
  if (!contest || contest.cancelled_at !== null || contest.settled_version > 0) return null;
  const set = await trx
    .selectFrom('sports_game_sets')
    .select(['id', 'status', 'start_at'])
    .where('id', '=', contest.game_set_id)
    .forUpdate()
    .executeTakeFirst();
  if (!set) return null;
  const { n } = await trx
    .selectFrom('sports_entries')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('contest_id', '=', contest.id)
    .executeTakeFirstOrThrow();
  const players = { minPlayers: contest.min_players, entries: n, cancelled: false };
  if (!cancelsAtLock(players, { status: set.status, startAt: set.start_at.getTime() }, now.getTime()))
    return null;

  const claimed = await trx
    .updateTable('sports_contests')
    .set({ cancelled_at: now })
    .where('id', '=', contest.id)
    .where('cancelled_at', 'is', null)
    .where('settled_version', '=', 0)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return null;
  const voided = await entries.voidContest(trx, { kind: 'sports', id: contest.id }, now);
  await publishContestChanged(trx, contest.id);
  return voided.length;
}
