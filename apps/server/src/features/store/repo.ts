import type { Product } from '@powerplay/contracts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB, StoreProductsTable } from '../../db/schema';
import { seedProducts } from './products';

type Db = Kysely<DB> | Transaction<DB>;

/** A product as stored; whether it is on sale is the service's to say. */
export type StoredProduct = Omit<Product, 'onSale'>;

const toProduct = (p: Selectable<StoreProductsTable>): StoredProduct => ({
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

/** Demo content: the store's products, added when missing. */
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

export function storeRepo(db: Kysely<DB>) {
  return {
    async products(): Promise<StoredProduct[]> {
      return (await db.selectFrom('store_products').selectAll().orderBy('sort').execute()).map(toProduct);
    },
    productsById(ids: string[], q: Db = db) {
      return q.selectFrom('store_products').selectAll().where('id', 'in', ids).execute();
    },
    insertOrder(
      trx: Transaction<DB>,
      v: { userId: number; productIds: string[]; totalCents: number; at: Date },
    ) {
      return trx
        .insertInto('store_orders')
        .values({ user_id: v.userId, product_ids: v.productIds, total_cents: v.totalCents, created_at: v.at })
        .returning('id')
        .executeTakeFirstOrThrow();
    },
  };
}
