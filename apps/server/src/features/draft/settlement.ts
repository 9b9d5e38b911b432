import { splitDraftPrizes } from '@powerplay/domain';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { ledgerKey, type LedgerService } from '../ledger';

/**
 * Pays the tiers (32 → $25,000 … 28 → $100), each divided equally among the entries with that many
 * matches, through the ledger under a key per draft and entry: paid once, whatever retries.
 */
export async function settleDraft(trx: Transaction<DB>, ledger: LedgerService, draftId: number, now: Date) {
  const claimed = await trx
    .updateTable('draft_contests')
    .set({ settled_at: now })
    .where('id', '=', draftId)
    .where('settled_at', 'is', null)
    .returning('name')
    .executeTakeFirst();
  if (!claimed) return;
  const counts = await trx
    .selectFrom('draft_entries')
    .select(['matched', sql<number>`count(*)::int`.as('n')])
    .where('draft_id', '=', draftId)
    .groupBy('matched')
    .execute();
  const split = splitDraftPrizes(counts.flatMap((c) => Array<number>(c.n).fill(c.matched)));
  await trx
    .insertInto('draft_prize_splits')
    .values(
      split.map((s) => ({
        draft_id: draftId,
        hits: s.hits,
        total: s.total,
        winners: s.winners,
        payout: s.winners > 0 ? s.payout : 0,
        remainder: s.remainder,
        settled_at: now,
      })),
    )
    .execute();
  await trx
    .updateTable('draft_entries')
    .set({ result: 'LOST', updated_at: now })
    .where('draft_id', '=', draftId)
    .execute();
  for (const tier of split) {
    if (tier.winners === 0) continue;
    const winners = await trx
      .updateTable('draft_entries')
      .set({ result: 'WON', won_cents: tier.payout, updated_at: now })
      .where('draft_id', '=', draftId)
      .where('matched', '=', tier.hits)
      .returning(['id', 'user_id'])
      .execute();
    for (const w of winners) {
      const claim = ledgerKey('draft-prize', draftId, w.id);
      await ledger.credit(trx, {
        userId: w.user_id,
        currency: 'cash',
        amount: tier.payout,
        kind: 'prize',
        reference: `draft:${draftId}`,
        key: claim,
        // Paid once (a draft's picks are final), but as a claim: settleClaim would count it as paid.
        claim,
        description: `${claimed.name} #${draftId}: ${tier.hits} of 32 picks matched`,
      });
    }
  }
}
