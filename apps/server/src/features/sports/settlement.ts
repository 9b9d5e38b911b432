import { sportNameOf, sportsLedgerName } from '@powerplay/contracts';
import {
  contestTypeOf,
  formatCents,
  shortOfPlayers,
  splitContestPrizes,
  sportsContestOutcome,
  type ContestResult,
  type PrizeRow,
  winnersByRow,
} from '@powerplay/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { publish } from '../../platform/live/publish';
import { sportsGameSetTopic } from './events';
import { domainMatchesOf, matchScriptRows } from './match-rows-repo';
import {
  claimContestSettlement,
  contestPrizeGrid,
  contestsToSettle,
  insertPrizeSplits,
  lockEntriesToSettle,
  markGameSetSettled,
  saveEntryResult,
} from './settlement-repo';
import { ledgerKey, type LedgerService } from '../ledger';
import { resultParams, type NotificationsService, type Recipient } from '../notifications';
import { forEveryPartner } from '../partners';
import { entryState } from './entry-state';
import { sportOfId, typedOutcome, zonesOf } from './contest-types';
import { fantasyMatchesOf, fantasyStateOf, fantasyTypedPicks } from './fantasy-views';

/** What settling needs: the ledger it pays through and the clock it stamps its rows with. */
export interface Settlement {
  ledger: LedgerService;
  clock: Clock;
  /** Tells each entry's player the result, at a contest's first settlement (docs/rules/notifications.md). */
  notify?: NotificationsService['notify'] | undefined;
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
 * of its picks, its type's outcome, the row's amount split equally among the row's winners; what the
 * ledger is told is the difference from what the entry had (all of it the first time, the change after a
 * feed correction), under a key of contest, entry and version: a correction is paid or reversed once,
 * never twice.
 */
export async function settleGameSet(
  trx: Transaction<DB>,
  settlement: Settlement,
  gameSetId: number,
): Promise<SettlementResult> {
  // The time it runs (after the caller's locks), not the request's arrival: the audit trail reads in
  // the order things happened, the ledger's rows (stamped by the same clock) included.
  const now = settlement.clock.now();
  const matches = await domainMatchesOf(trx, gameSetId);
  const result: SettlementResult = { contests: 0, entries: 0 };
  // A game set's matches are every partner's: its result settles every partner's contests on it, here.
  await forEveryPartner(trx, () => settleContests(trx, settlement, { gameSetId, matches, now }, result));
  const set = await markGameSetSettled(trx, gameSetId, now);
  if (set)
    await publish(trx, sportsGameSetTopic(gameSetId), {
      type: 'settled',
      data: { settledAt: now.toISOString() },
    });
  return result;
}

/** Settles the game set's contests that the transaction's partner owns, adding to `result`. */
async function settleContests(
  trx: Transaction<DB>,
  { ledger, notify }: Settlement,
  at: { gameSetId: number; matches: Awaited<ReturnType<typeof domainMatchesOf>>; now: Date },
  result: SettlementResult,
): Promise<void> {
  const { gameSetId, matches, now } = at;
  const contests = await contestsToSettle(trx, gameSetId);
  for (const contest of contests) {
    if (!contest.rule) continue;
    if (shortOfPlayers({ minPlayers: contest.min_players, entries: contest.entries })) continue;
    const version = contest.settled_version + 1;
    if (!(await claimContestSettlement(trx, contest.id, contest.settled_version, now))) continue;
    result.contests += 1;

    const grid: PrizeRow[] = await contestPrizeGrid(trx, contest.id);
    const entries = await lockEntriesToSettle(trx, contest.id);
    // my_score = (real score + the entry's adjustments) × its multiplier, or 1 while locked (the domain's rule).
    // Each entry's result and the key of the row it plays for: Chase the Ace and Blackjack by its number
    // of teams, the other types by their own measure (docs/rules/sports.md "Other contest types": High 5 the
    // threshold reached, Zones the teams placed, Pick 5 the hand, Brackets the size).
    const rule = contest.rule;
    // Fantasy: each pick's counted points, from the set's goals attributed to players (fantasy-views.ts).
    const players = contestTypeOf(rule).picksArePlayers
      ? fantasyMatchesOf(await matchScriptRows(trx, gameSetId))
      : undefined;
    const outcomes: { result: ContestResult; picks: number; rowKey: number | undefined }[] = entries.map(
      (e) =>
        players
          ? sportsContestOutcome(rule, {
              sport: sportOfId(contest.sport_id),
              picks: fantasyTypedPicks(fantasyStateOf(e.fantasy), players),
              finished: true,
              grid,
            })
          : typedOutcome(rule, {
              sport: sportOfId(contest.sport_id),
              state: entryState(e),
              matches,
              zones: zonesOf(e.zones),
              finished: true,
              grid,
            }),
    );
    // Winners per row key, for every rule alike.
    const split = splitContestPrizes(grid, winnersByRow(outcomes));
    // The record of what this settlement decided per row, the house's undivided remainder included.
    if (split.length > 0)
      await insertPrizeSplits(
        trx,
        contest.id,
        version,
        split.map((s) => ({
          teams: s.noOfTeam,
          kind: s.kind,
          winners: s.winners,
          // Paid to each winner (nothing when the row had none, or for an item).
          payout: s.winners > 0 && s.kind !== 'items' ? s.payout : 0,
          remainder: s.remainder,
        })),
        now,
      );
    const splits = new Map(split.map((s) => [s.noOfTeam, s]));
    const about = sportsLedgerName({
      name: contest.name,
      sport: sportNameOf(contest.sport_id),
      gameType: contest.game_type_name,
      startAt: contest.start_at,
    });
    const told: Recipient[] = [];

    for (const [i, entry] of entries.entries()) {
      const outcome = outcomes[i]!;
      const split = outcome.rowKey === undefined ? undefined : splits.get(outcome.rowKey);
      const kind = outcome.result === 'WON' && split && split.kind !== 'items' ? split.kind : undefined;
      const won = kind && split ? split.payout : 0;
      const changed = entry.result !== outcome.result || entry.won_amount !== won;
      await saveEntryResult(trx, entry.id, {
        result: outcome.result === 'WON' ? 'WON' : 'LOST',
        wonAmount: won,
        version,
        now,
      });
      if (changed) result.entries += 1;
      told.push({
        userId: entry.user_id,
        link: `${players ? '/fantasy-live' : '/livescore'}/${entry.id}`,
        params: resultParams(
          outcome.result !== 'WON'
            ? null
            : kind === 'cash'
              ? formatCents(won)
              : kind === 'points'
                ? `${won} points`
                : 'an item prize',
        ),
      });
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
              ? contestTypeOf(rule).rowsByTeams
                ? `${about}: won with ${outcome.picks} team${outcome.picks === 1 ? '' : 's'}`
                : `${about}: won`
              : `${about}: prize corrected after a score correction`,
          debit: `${about}: prize reversed after a score correction`,
          owe: `${about}: prize reversed after a score correction; owed, the balance could not cover it`,
          clear: `${about}: owed amount cleared by a score correction`,
        },
      });
    }
    // The first result only: a correction's changed prize shows in the wallet.
    if (version === 1)
      await notify?.(
        trx,
        { kind: 'settled', subject: `sports:${contest.id}`, params: { game: about } },
        told,
      );
  }
}
