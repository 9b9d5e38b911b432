import { cancelsAtLock } from '@powerplay/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { EntriesService } from '../entries';
import type { NotificationsService } from '../notifications';
import { publishContestChanged } from './events';
import {
  claimCancellation,
  contestsWithMinimum,
  countContestEntries,
  findContestToCancel,
  lockGameSetForUpdate,
} from './settlement-repo';

/**
 * docs/rules/sports.md "Waiting For Players": a contest still short of its `min_players` when it locks (its
 * first match starts, by the clock or by the feed) is cancelled — its entries voided, each entrant's monthly
 * allowance given back, nothing paid. The feed's scheduler job runs it (engine.ts); settlement leaves a
 * short contest alone (settlement.ts), so one finished before this step ran is cancelled here too.
 */

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
  notify?: NotificationsService['notify'],
): Promise<number | null> {
  const contest = await findContestToCancel(trx, contestId);
  if (!contest || contest.cancelled_at !== null || contest.settled_version > 0) return null;
  const set = await lockGameSetForUpdate(trx, contest.game_set_id);
  if (!set) return null;
  const n = await countContestEntries(trx, contest.id);
  const players = { minPlayers: contest.min_players, entries: n, cancelled: false };
  if (!cancelsAtLock(players, { status: set.status, startAt: set.start_at.getTime() }, now.getTime()))
    return null;

  if (!(await claimCancellation(trx, contest.id, now))) return null;
  const voided = await entries.voidContest(trx, { kind: 'sports', id: contest.id }, now);
  await publishContestChanged(trx, contest.id);
  await notify?.(
    trx,
    { kind: 'cancelled', subject: `sports:${contest.id}`, params: { game: contest.name } },
    voided.map((e) => ({ userId: e.user_id, link: `/livescore/${e.id}` })),
  );
  return voided.length;
}
