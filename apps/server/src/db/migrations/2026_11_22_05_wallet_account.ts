import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  // A ledger entry is immutable but for the status of a withdrawal hold, which moves once from pending.
  await sql`
    create function ledger_entries_immutable() returns trigger language plpgsql as $$
    begin
      if (new.user_id, new.currency, new.amount, new.kind, new.reference, new.description, new.idempotency_key, new.created_at)
         is distinct from
         (old.user_id, old.currency, old.amount, old.kind, old.reference, old.description, old.idempotency_key, old.created_at)
         or old.status <> 'pending' or old.kind <> 'withdrawal_hold' then
        raise exception 'ledger entries are append-only' using errcode = 'check_violation';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger ledger_entries_immutable before update on ledger_entries
            for each row execute function ledger_entries_immutable()`.execute(db);
  await sql`create trigger ledger_entries_no_delete before delete on ledger_entries
            for each row execute function ledger_entries_immutable()`.execute(db);

  // One answer per (user, scope, key): a replay returns it; the same key with another body is refused.
  await db.schema
    .createTable('idempotency_records')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull().check(sql`length(key) between 1 and 200`))
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_records_pkey', ['user_id', 'scope', 'key'])
    .execute();

  await db.schema
    .createTable('withdrawals')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('paypal_email', 'text', (c) => c.notNull())
    .addColumn('details', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'complete', 'cancel', 'refund')`),
    )
    .addColumn('hold_entry_id', 'bigint', (c) => c.notNull().references('ledger_entries.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'integer', (c) => c.references('users.id'))
    .execute();
  await db.schema
    .createIndex('withdrawals_status_idx')
    .on('withdrawals')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('withdrawals_user_idx')
    .on('withdrawals')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('store_products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sport', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'bigint', (c) => c.notNull().check(sql`price_cents > 0`))
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('games', 'integer')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('club', 'text', (c) => c.notNull())
    .addColumn('subscription_ids', sql`integer[]`, (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('store_orders')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('product_ids', sql`text[]`, (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('subscription_id', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull().references('store_products.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('store_orders.id'))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('subscriptions_user_idx').on('subscriptions').column('user_id').execute();

  // Responsible gaming: every requested limit is a row with the time it takes effect; the latest
  // effective row per key is the limit in force.
  await db.schema
    .createTable('rg_limits')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'bigint', (c) => c.check(sql`value >= 0`))
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
    .addColumn('effective_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rg_limits_user_idx')
    .on('rg_limits')
    .columns(['user_id', 'key', 'effective_at'])
    .execute();
  await db.schema
    .createTable('rg_exclusions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('until', 'timestamptz')
    .execute();
  await db.schema.createIndex('rg_exclusions_user_idx').on('rg_exclusions').column('user_id').execute();
}
