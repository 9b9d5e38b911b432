import type { Product } from '@powerplay/contracts';
import { clubs } from '@powerplay/domain';
import type { Kysely, Selectable } from 'kysely';
import type { DB, StoreProductsTable } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { isNegativeBalance, onceFor } from '../../platform/idempotency';
import type { ResponsibleGamingService } from '../responsible-gaming/service';
import { seedProducts } from './products';

const toProduct = (p: Selectable<StoreProductsTable>): Product => ({
  id: p.id,
  name: p.name,
  sport: p.sport,
  priceCents: p.price_cents,
  period: p.period,
  games: p.games,
  description: p.description,
  club: p.club,
  subscriptionIds: p.subscription_ids,
});

export async function seedStore(db: Kysely<DB>) {
  await db
    .insertInto('store_products')
    .values(
      seedProducts.map((p) => ({
        id: p.id,
        name: p.name,
        sport: p.sport,
        price_cents: p.priceCents,
        period: p.period,
        games: p.games,
        description: p.description,
        club: p.club,
        subscription_ids: p.subscriptionIds,
        sort: p.sort,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** Checkout pays from the cash balance, once per Idempotency-Key, and sets subscriptions and club. */
export function storeService(deps: { db: Kysely<DB>; clock: Clock; rg: ResponsibleGamingService }) {
  const { db, clock, rg } = deps;
  return {
    async products() {
      return {
        products: (await db.selectFrom('store_products').selectAll().orderBy('sort').execute()).map(
          toProduct,
        ),
      };
    },

    order(userId: number, key: string, productIds: string[]) {
      return db.transaction().execute((trx) =>
        onceFor(trx, clock, { userId, scope: 'order', key, body: { productIds } }, async () => {
          const ids = [...new Set(productIds)];
          const products = await trx
            .selectFrom('store_products')
            .selectAll()
            .where('id', 'in', ids)
            .execute();
          if (products.length !== ids.length) throw new AppError('STORE_UNKNOWN_PRODUCT');
          const total = products.reduce((s, p) => s + p.price_cents, 0);
          await rg.assertCanSpend(trx, userId, total);
          const now = clock.now();
          const order = await trx
            .insertInto('store_orders')
            .values({ user_id: userId, product_ids: ids, total_cents: total, created_at: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          try {
            await trx
              .insertInto('ledger_entries')
              .values({
                user_id: userId,
                currency: 'cash',
                amount: -total,
                kind: 'purchase',
                status: 'complete',
                reference: `order:${order.id}`,
                description: `Powerplay store: ${products.map((p) => p.name).join(', ')}`,
                idempotency_key: `order:${order.id}`,
                created_at: now,
              })
              .execute();
          } catch (err) {
            if (isNegativeBalance(err)) throw new AppError('STORE_INSUFFICIENT_FUNDS');
            throw err;
          }
          await trx
            .insertInto('subscriptions')
            .values(
              products.flatMap((p) =>
                p.subscription_ids.map((sid) => ({
                  user_id: userId,
                  subscription_id: sid,
                  product_id: p.id,
                  order_id: order.id,
                  started_at: now,
                  expires_at: p.period === 'month' ? new Date(now.getTime() + 30 * 86_400_000) : null,
                })),
              ),
            )
            .execute();
          // The club only ever goes up with a purchase.
          const user = await trx
            .selectFrom('users')
            .select('club')
            .where('id', '=', userId)
            .forUpdate()
            .executeTakeFirstOrThrow();
          const best = products.reduce(
            (c, p) => (clubs.indexOf(p.club) > clubs.indexOf(c) ? p.club : c),
            user.club,
          );
          if (best !== user.club)
            await trx.updateTable('users').set({ club: best }).where('id', '=', userId).execute();
          return { order: { id: order.id, totalCents: total, status: 'paid' as const, productIds: ids } };
        }),
      );
    },
  };
}
export type StoreService = ReturnType<typeof storeService>;
