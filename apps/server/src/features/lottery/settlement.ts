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
  await sql`
    update lottery_entries e
    set hits = (select count(*) from unnest(e.picks) p where p = any(${balls}::int[]))::int
    where e.game_id = ${game.id}`.execute(trx);

  const counts = await trx
    .selectFrom('lottery_entries')
    .select(['hits', sql<number>`count(*)::int`.as('n')])
    .where('game_id', '=', game.id)
    .groupBy('hits')
    .execute();
  const winners = new Map(counts.map((c) => [c.hits ?? 0, c.n]));
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
             ${name} || ' draw #' || e.game_id || ': ' || e.hits || ' matched' as description,
             'lottery-prize:' || e.id as idempotency_key
      from lottery_entries e
      join lottery_tier_results t on t.game_id = e.game_id and t.hits = e.hits
      where e.game_id = ${game.id} and t.winners > 0 and t.payout > 0`,
    at,
  );
}
