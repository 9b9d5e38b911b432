import {
  contestOutcome,
  isContestTypeRule,
  pickScores,
  shortOfPlayers,
  splitContestPrizes,
  type ContestResult,
  type PrizeRow,
  winnersByRow,
} from '@powerplay/domain';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { publish } from '../../platform/live/publish';
import { sportsGameSetTopic } from './events';
import { domainMatchesOf } from './repo';
import { ledgerKey, type LedgerService } from '../ledger';
import { entryState } from './live-service';
import { sportOfId, typedOutcome, zonesOf } from './contest-types';

/** What settling needs: the ledger it pays through and the clock it stamps its rows with. */
export interface Settlement {
  ledger: LedgerService;
  clock: Clock;
}

export interface SettlementResult {
  /** Contests settled (or settled again) by this call. */
  contests: number;
  /** Entries whose result or prize this call set or changed. */
  entries: number;
}

/**
 * Settles every contest of a FINISHED game set (docs/rules/sports.md "Contest rules"), inside the caller's
 * transaction. Each contest is claimed by moving `settled_version` v → v+1 (a conditional UPDATE), so
 * with any number of processes each version is settled once. An entry's prize is the domain's: my_scores
 * of its picks, `contestOutcome`, the row's amount split equally among the row's winners; what the
 * ledger is told is the difference from what the entry had (all of it the first time, the change after a
 * feed correction), under a key of contest, entry and version: a correction is paid or reversed once,
 * never twice.
 */
export async function settleGameSet(
  trx: Transaction<DB>,
  { ledger, clock }: Settlement,
  gameSetId: number,
): Promise<SettlementResult> {
  // The time it runs (after the caller's locks), not the request's arrival: the audit trail reads in
  // the order things happened, the ledger's rows (stamped by the same clock) included.
  const now = clock.now();
  const contests = await trx
    .selectFrom('sports_contests as c')
    .innerJoin('sports_game_types as t', 't.id', 'c.game_type_id')
    .select(['c.id', 'c.name', 'c.settled_version', 'c.min_players', 't.rule', 't.sport_id'])
    .select(sql<number>`(select count(*) from sports_entries e where e.contest_id = c.id)::int`.as('entries'))
    .where('c.game_set_id', '=', gameSetId)
    // A contest cancelled for want of players is never settled (the database refuses it too); one still
    // short of its minimum is left to the lock's step, which cancels it (cancellation.ts).
    .where('c.cancelled_at', 'is', null)
    .orderBy('c.id')
    .execute();
  const matches = await domainMatchesOf(trx, gameSetId);

  const result: SettlementResult = { contests: 0, entries: 0 };
  for (const contest of contests) {
    if (!contest.rule) continue;
    if (shortOfPlayers({ minPlayers: contest.min_players, entries: contest.entries })) continue;
    const version = contest.settled_version + 1;
    const claimed = await trx
      .updateTable('sports_contests')
      .set({ settled_version: version, settled_at: now })
      .where('id', '=', contest.id)
      .where('settled_version', '=', contest.settled_version)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    result.contests += 1;

    const grid: PrizeRow[] = (
      await trx.selectFrom('sports_prize_rows').selectAll().where('contest_id', '=', contest.id).execute()
    ).map((r) => ({
      noOfTeam: r.teams,
      kind: r.kind,
      amount: r.amount,
      ...(r.description !== null ? { description: r.description } : {}),
      ...(r.retail_value_cents !== null ? { retailValueCents: r.retail_value_cents } : {}),
    }));
    const entries = await trx
      .selectFrom('sports_entries')
      .select([
        'id',
        'user_id',
        'picks',
        'adjustments',
        'locked',
        'added',
        'multipliers',
        'sixth_skater',
        'locked_at',
        'zones',
        'result',
        'won_amount',
      ])
      .where('contest_id', '=', contest.id)
      .orderBy('id')
      .forUpdate()
      .execute();
    // my_score = (real score + the entry's adjustments) × its multiplier, or 1 while locked (the domain's rule).
    // Each entry's result and the key of the row it plays for: Chase the Ace and Blackjack by its number
    // of teams, the other types by their own measure (docs/rules/sports.md "Other contest types": High 5 the
    // threshold reached, Zones the teams placed, Pick 5 the hand, Brackets the size).
    const rule = contest.rule;
    const outcomes: { result: ContestResult; picks: number; rowKey: number | undefined }[] = entries.map(
      (e) => {
        if (isContestTypeRule(rule))
          return typedOutcome(rule, {
            sport: sportOfId(contest.sport_id),
            state: entryState(e),
            matches,
            zones: zonesOf(e.zones),
            finished: true,
            grid,
          });
        const scores = pickScores(entryState(e), matches).map((s) => s.myScore);
        const o = contestOutcome(rule, scores, true, grid);
        return { result: o.result, picks: o.picks, rowKey: o.picks };
      },
    );
    // Winners per row key, for every rule alike.
    const split = splitContestPrizes(grid, winnersByRow(outcomes));
    // The record of what this settlement decided per row, the house's undivided remainder included.
    if (split.length > 0)
      await trx
        .insertInto('sports_prize_splits')
        .values(
          split.map((s) => ({
            contest_id: contest.id,
            version,
            teams: s.noOfTeam,
            kind: s.kind,
            winners: s.winners,
            // Paid to each winner (nothing when the row had none, or for an item).
            payout: s.winners > 0 && s.kind !== 'items' ? s.payout : 0,
            remainder: s.remainder,
            settled_at: now,
          })),
        )
        .execute();
    const splits = new Map(split.map((s) => [s.noOfTeam, s]));

    for (const [i, entry] of entries.entries()) {
      const outcome = outcomes[i]!;
      const split = outcome.rowKey === undefined ? undefined : splits.get(outcome.rowKey);
      const kind = outcome.result === 'WON' && split && split.kind !== 'items' ? split.kind : undefined;
      const won = kind && split ? split.payout : 0;
      const changed = entry.result !== outcome.result || entry.won_amount !== won;
      await trx
        .updateTable('sports_entries')
        .set({
          result: outcome.result === 'WON' ? 'WON' : 'LOST',
          won_amount: won,
          settled_version: version,
          updated_at: now,
        })
        .where('id', '=', entry.id)
        .execute();
      if (changed) result.entries += 1;
      const about = `${contest.name} #${contest.id}`;
      // The entry's prize is a claim the ledger brings to `won`: only what was not paid yet moves.
      await ledger.settleClaim(trx, {
        userId: entry.user_id,
        claim: ledgerKey('sports-prize', contest.id, entry.id),
        round: version,
        target: { cash: kind === 'cash' ? won : 0, points: kind === 'points' ? won : 0 },
        kind: version === 1 ? 'prize' : 'adjustment',
        reference: `sports:${contest.id}`,
        texts: {
          credit:
            version === 1
              ? isContestTypeRule(rule)
                ? `${about}: won`
                : `${about}: won with ${outcome.picks} team${outcome.picks === 1 ? '' : 's'}`
              : `${about}: prize corrected after a score correction`,
          debit: `${about}: prize reversed after a score correction`,
          owe: `${about}: prize reversed after a score correction; owed, the balance could not cover it`,
          clear: `${about}: owed amount cleared by a score correction`,
        },
      });
    }
  }

  const set = await trx
    .updateTable('sports_game_sets')
    .set({ settled_at: now })
    .where('id', '=', gameSetId)
    .returning('id')
    .executeTakeFirst();
  if (set)
    await publish(trx, sportsGameSetTopic(gameSetId), {
      type: 'settled',
      data: { settledAt: now.toISOString() },
    });
  return result;
}
