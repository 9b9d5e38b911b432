import { gameTypeConfigs, splitPrizes } from '@powerplay/domain';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { postCredits } from '../wallet/repo';
import type { GameRow } from './repo';

/**
 * Settles a finished draw in one set-based pass (no per-entry round trips): hits for every entry, the
 * tier table with its equal split (domain rule), then one statement crediting every winner through the
 * ledger. Idempotent: tier rows and ledger keys are unique, so a re-run credits nothing twice.
 */
export async function settleGame(trx: Transaction<DB>, game: GameRow, balls: number[], at: Date) {
  // Hits are computed, not stored: rewriting a million entry rows would cost more than the settlement.
  const hits = sql<number>`(select count(*) from unnest(e.picks) p where p = any(${balls}::int[]))::int`;
  const counts = await trx
    .selectFrom('lottery_entries as e')
    .select([hits.as('hits'), sql<number>`count(*)::int`.as('n')])
    .where('e.game_id', '=', game.id)
    .groupBy(sql`1`)
    .execute();
  const winners = new Map(counts.map((c) => [c.hits, c.n]));
  const tiers = splitPrizes(game.prize_tiers, winners);
  if (tiers.length > 0) {
    await trx
      .insertInto('lottery_tier_results')
      .values(tiers.map((t) => ({ game_id: game.id, ...t })))
      .onConflict((oc) => oc.columns(['game_id', 'hits']).doNothing())
      .execute();
  }

  const name = gameTypeConfigs[game.game_type].name;
  return postCredits(
    trx,
    sql`
      select e.user_id, t.kind as currency, t.payout as amount, 'prize' as kind,
             ${`lottery:${game.id}`} as reference,
             ${name} || ' draw #' || ${game.id} || ': ' || t.hits || ' matched' as description,
             'lottery-prize:' || e.id as idempotency_key
      from (select e.id, e.user_id, ${hits} as hits from lottery_entries e where e.game_id = ${game.id}) e
      join lottery_tier_results t on t.game_id = ${game.id} and t.hits = e.hits
      where t.winners > 0 and t.payout > 0`,
    at,
  );
}
