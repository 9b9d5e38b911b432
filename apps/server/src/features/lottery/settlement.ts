import { ledgerWhen } from '@powerplay/contracts';
import { gameTypeConfigs, splitPrizes } from '@powerplay/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { LedgerService } from '../ledger';
import { claimTierResults, hitCounts, prizeCredits } from './draw-repo';
import type { GameRow } from './game-view';

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
  const winners = await hitCounts(trx, game.id, balls);
  const tiers = splitPrizes(game.prize_tiers, winners);
  if (tiers.length === 0) return 0;
  if (!(await claimTierResults(trx, game.id, tiers))) return 0;

  const name = gameTypeConfigs[game.game_type].name;
  return ledger.creditMany(trx, prizeCredits(game.id, `${name} draw of ${ledgerWhen(game.start_at)}`, balls));
}
