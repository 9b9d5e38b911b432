import { splitDraftPrizes } from '@powerplay/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { ledgerKey, type LedgerService } from '../ledger';
import {
  claimDraftSettlement,
  insertPrizeSplits,
  markEntriesLost,
  markTierWinners,
  matchCounts,
} from './settlement-repo';

/**
 * Pays the tiers (32 → $25,000 … 28 → $100), each divided equally among the entries with that many
 * matches, through the ledger under a key per draft and entry: paid once, whatever retries.
 */
export async function settleDraft(trx: Transaction<DB>, ledger: LedgerService, draftId: number, now: Date) {
  const name = await claimDraftSettlement(trx, draftId, now);
  if (name === undefined) return;
  const counts = await matchCounts(trx, draftId);
  const split = splitDraftPrizes(counts.flatMap((c) => Array<number>(c.n).fill(c.matched)));
  await insertPrizeSplits(
    trx,
    draftId,
    split.map((s) => ({
      hits: s.hits,
      total: s.total,
      winners: s.winners,
      payout: s.winners > 0 ? s.payout : 0,
      remainder: s.remainder,
    })),
    now,
  );
  await markEntriesLost(trx, draftId, now);
  for (const tier of split) {
    if (tier.winners === 0) continue;
    const winners = await markTierWinners(trx, draftId, tier.hits, tier.payout, now);
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
        description: `${name} #${draftId}: ${tier.hits} of 32 picks matched`,
      });
    }
  }
}
