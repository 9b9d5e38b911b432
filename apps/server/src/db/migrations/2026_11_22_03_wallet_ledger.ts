import { sql, type Kysely } from 'kysely';

/**
 * The money ledger (DESIGN principle 3): integer minor units, append-only entries with a unique
 * idempotency key, and balances that the database itself keeps from going negative.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wallet_balances')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in ('cash', 'points')`))
    .addColumn('balance', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`balance >= 0`),
    )
    .addPrimaryKeyConstraint('wallet_balances_pkey', ['user_id', 'currency'])
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in ('cash', 'points')`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .check(sql`kind in ('prize', 'purchase', 'withdrawal_hold', 'withdrawal_reversal', 'adjustment')`),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('complete')
        .check(sql`status in ('complete', 'pending', 'cancel', 'refund')`),
    )
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ledger_entries_user_idx')
    .on('ledger_entries')
    .columns(['user_id', 'created_at'])
    .execute();
}
