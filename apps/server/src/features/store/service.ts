import type { Product } from '@powerplay/contracts';
import { clubs } from '@powerplay/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { onceFor } from '../../platform/idempotency';
import type { MembershipService } from '../accounts';
import { ledgerKey, type LedgerService } from '../ledger';
import type { ResponsibleGamingService } from '../responsible-gaming';
import { storeRepo, type StoredProduct } from './repo';

/**
 * What a cart may not hold (docs/game-rules-deviations.md), or null: a plan of a sport without contests is
 * not on sale, and Super Elite (every sport's plan, unlimited) is not bought with a sport's plan it already
 * includes.
 */
function cartProblem(
  products: readonly Pick<StoredProduct, 'name' | 'sport'>[],
  sportsWithContests: ReadonlySet<string>,
): AppError | null {
  const notOnSale = products.find((p) => p.sport !== 'all' && !sportsWithContests.has(p.sport));
  if (notOnSale) {
    return new AppError('STORE_PLAN_NOT_ON_SALE', {
      params: { plan: notOnSale.name, sport: notOnSale.sport },
    });
  }
  const included = products.filter((p) => p.sport !== 'all');
  if (included.length > 0 && products.some((p) => p.sport === 'all')) {
    return new AppError('STORE_SUPER_ELITE_INCLUDES_PLANS', {
      params: { plans: included.map((p) => p.name).join(', ') },
    });
  }
  return null;
}

/**
 * Checkout pays from the cash balance, once per Idempotency-Key, and grants the plans and club.
 * Locks are taken in one order — the player's row first (membership `lockPlayer`, the weakest lock that
 * serialises the player), then the order, the ledger debit and the plans — so parallel checkouts queue
 * instead of deadlocking, and the spend-limit check and the debit it guards are one step per player.
 * `sportsWithContests` names the sports whose plans are on sale (the sports feature's: a sport has
 * contests once a league feeds them).
 */
export function storeService(deps: {
  db: Kysely<DB>;
  clock: Clock;
  rg: ResponsibleGamingService;
  ledger: LedgerService;
  membership: MembershipService;
  sportsWithContests: () => Promise<ReadonlySet<string>>;
}) {
  const { db, clock, rg, ledger, membership, sportsWithContests } = deps;
  const repo = storeRepo(db);
  return {
    async products(): Promise<{ products: Product[] }> {
      const [products, playable] = await Promise.all([repo.products(), sportsWithContests()]);
      return {
        products: products.map((p) => ({ ...p, onSale: p.sport === 'all' || playable.has(p.sport) })),
      };
    },

    async order(userId: number, key: string, productIds: string[]) {
      // Read before the transaction: the embedded database has one connection, which the transaction holds.
      const playable = await sportsWithContests();
      return db.transaction().execute(async (trx) => {
        const standing = await membership.lockPlayer(trx, userId);
        return onceFor(trx, clock, { userId, scope: 'order', key, body: { productIds } }, async () => {
          const ids = [...new Set(productIds)];
          const products = await repo.productsById(ids, trx);
          if (products.length !== ids.length) throw new AppError('STORE_UNKNOWN_PRODUCT');
          const problem = cartProblem(products, playable);
          if (problem) throw problem;
          const total = products.reduce((s, p) => s + p.price_cents, 0);
          await rg.assertCanSpend(trx, userId, total);
          const now = clock.now();
          const order = await repo.insertOrder(trx, { userId, productIds: ids, totalCents: total, at: now });
          await ledger.debit(
            trx,
            {
              userId,
              currency: 'cash',
              amount: total,
              kind: 'purchase',
              reference: `order:${order.id}`,
              description: `Store: ${products.map((p) => p.name).join(', ')}`,
              key: ledgerKey('order', order.id),
            },
            'STORE_INSUFFICIENT_FUNDS',
          );
          const plans = products.flatMap((p) =>
            p.subscription_ids.map((sid) => ({
              subscription_id: sid,
              product_id: p.id,
              order_id: order.id,
              sport: p.sport,
              games: p.games,
              started_at: now,
              expires_at: p.period === 'month' ? new Date(now.getTime() + 30 * 86_400_000) : null,
            })),
          );
          const best = products.reduce(
            (c, p) => (clubs.indexOf(p.club) > clubs.indexOf(c) ? p.club : c),
            standing.club,
          );
          await membership.grantPlans(trx, userId, plans, best);
          return { order: { id: order.id, totalCents: total, status: 'paid' as const, productIds: ids } };
        });
      });
    },
  };
}
export type StoreService = ReturnType<typeof storeService>;
