import {
  CARE_ENTRIES_SHOWN,
  type PlayerCareResponse,
  type TransactionsQuery,
  type TransactionsResponse,
} from '@powerplay/contracts';
import type { Actor } from '../../platform/actor';
import type { MembershipService, SuspensionService } from '../accounts';
import type { EntriesService } from '../entries';
import type { LedgerService } from '../ledger';
import type { ResponsibleGamingService } from '../responsible-gaming';
import type { WalletService } from '../wallet';

/** A contest feature's names of its contests, by id. */
type NamesOf = (ids: number[], userId: number) => Promise<ReadonlyMap<number, string>>;
export interface ContestNames {
  lottery: NamesOf;
  sports: NamesOf;
  draft: NamesOf;
}

/**
 * Player care (decision 023): one player as an operator sees them, composed from each feature's
 * service (features never read each other's tables), and the account's suspension.
 */
export function playerCareService(deps: {
  suspension: SuspensionService;
  membership: MembershipService;
  ledger: LedgerService;
  wallet: WalletService;
  entries: EntriesService;
  rg: ResponsibleGamingService;
  /** Each contest feature's names of its contests, by id (the entries list says them). */
  contestNames: ContestNames;
}) {
  const { suspension, membership, ledger, wallet, entries, rg, contestNames } = deps;

  /** The names of the entries' contests, asked of each feature once, by kind and id. */
  async function namesOf(rows: readonly { contest_kind: string; contest_id: number }[], userId: number) {
    const names = new Map<string, string>();
    for (const kind of Object.keys(contestNames) as (keyof ContestNames)[]) {
      const ids = [...new Set(rows.filter((r) => r.contest_kind === kind).map((r) => r.contest_id))];
      if (ids.length === 0) continue;
      for (const [id, name] of await contestNames[kind](ids, userId)) names.set(`${kind}:${id}`, name);
    }
    return names;
  }

  return {
    async view(actor: Actor, userId: number): Promise<PlayerCareResponse> {
      // 404 before anything else is read.
      const player = await suspension.player(actor, userId);
      const [subscriptions, balance, receivables, withdrawals, recent, responsibleGaming] = await Promise.all(
        [
          membership.subscriptionsOf(userId),
          ledger.balances(userId),
          ledger.receivables(undefined, userId),
          wallet.withdrawalsOf(actor, userId, player.suspension !== null),
          entries.recent(userId, CARE_ENTRIES_SHOWN),
          rg.status(userId),
        ],
      );
      const names = await namesOf(recent.rows, userId);
      return {
        player,
        subscriptions: subscriptions.map((s) => ({
          subscriptionId: s.subscription_id,
          productId: s.product_id,
          sport: s.sport,
          games: s.games,
          startedAt: s.started_at.toISOString(),
          expiresAt: s.expires_at?.toISOString() ?? null,
        })),
        balance,
        receivables,
        withdrawals,
        entries: recent.rows.map((e) => ({
          id: e.id,
          contestKind: e.contest_kind,
          contestId: e.contest_id,
          contestName: names.get(`${e.contest_kind}:${e.contest_id}`) ?? null,
          sport: e.sport,
          enteredAt: e.created_at.toISOString(),
          voidedAt: e.voided_at?.toISOString() ?? null,
        })),
        entriesTotal: recent.total,
        responsibleGaming,
      };
    },

    /** A page of the player's ledger, as the player's own wallet pages it. */
    async transactions(
      actor: Actor,
      userId: number,
      query: TransactionsQuery,
    ): Promise<TransactionsResponse> {
      await suspension.player(actor, userId);
      return ledger.transactions(userId, query);
    },

    suspend: (actor: Actor, userId: number, reason: string) => suspension.suspend(actor, userId, reason),
    reinstate: (actor: Actor, userId: number, reason: string) => suspension.reinstate(actor, userId, reason),
  };
}
export type PlayerCareService = ReturnType<typeof playerCareService>;
