import { gameTypeConfigs, splitPrizes } from '@powerplay/domain';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { ledgerKey, type LedgerService } from '../ledger';
import type { GameRow } from './repo';

/**
 * Settles a finished draw set-based (no per-entry round trips): hits for every entry, the tier table
 * with its equal split (domain rule), then one statement crediting every winner through the ledger.
 * Idempotent: the tier rows are the settlement's claim — written once per draw, in the transaction that
 * credits — so a re-run (or a concurrent run, which waits on them) finds them and credits nothing; the
 * ledger's unique keys would still skip a second payment if it did not.
 */
export async function settleGame(
  trx: Transaction<DB>,
  ledger: LedgerService,
  game: GameRow,
  balls: number[],
) {
  // Hits are computed, not stored: rewriting a million entry rows would cost more than the settlement.
  // Balls and picks are distinct numbers, so an entry's hits are how many balls are among its picks:
  // one sum of constant tests per row, not a subquery over unnest(picks) per row.
  const terms = balls.map((b) => sql`(${b}::int = any(e.picks))::int`);
  const hits = sql<number>`(${sql.join([sql`0`, ...terms], sql` + `)})`;
  const counts = await trx
    .selectFrom('lottery_entries as e')
    .select([hits.as('hits'), sql<number>`count(*)::int`.as('n')])
    .where('e.game_id', '=', game.id)
    .groupBy(sql`1`)
    .execute();
  const winners = new Map(counts.map((c) => [c.hits, c.n]));
  const tiers = splitPrizes(game.prize_tiers, winners);
  if (tiers.length === 0) return 0;
  const claim = await trx
    .insertInto('lottery_tier_results')
    .values(tiers.map((t) => ({ game_id: game.id, ...t })))
    .onConflict((oc) => oc.columns(['game_id', 'hits']).doNothing())
    .executeTakeFirst();
  if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0) return 0;

  const name = gameTypeConfigs[game.game_type].name;
  return ledger.creditMany(
    trx,
    sql`
      select e.user_id, t.kind as currency, t.payout as amount, 'prize' as kind,
             ${`lottery:${game.id}`} as reference,
             ${name} || ' draw #' || ${game.id} || ': ' || t.hits || ' matched' as description,
             ${ledgerKey('lottery-prize', '')} || e.id as idempotency_key
      from (select e.id, e.user_id, ${hits} as hits from lottery_entries e where e.game_id = ${game.id}) e
      join lottery_tier_results t on t.game_id = ${game.id} and t.hits = e.hits
      where t.winners > 0 and t.payout > 0`,
  );
}
