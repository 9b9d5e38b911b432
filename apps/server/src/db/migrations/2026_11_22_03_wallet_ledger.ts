import { sql, type Kysely } from 'kysely';

/**
 * The money ledger (decision 001): integer minor units, append-only entries with a unique
 * idempotency key. The ledger *is* the balance (balance = sum of a user's entries per currency), so the
 * two can never disagree. The database refuses any debit that would take a balance below zero: a
 * constraint trigger, run only for negative amounts, serialises debits per user on the user's row and
 * checks the new sum. Credits (prizes: up to a million at once) pay no such cost.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
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
    .columns(['user_id', 'currency', 'created_at'])
    .execute();

  await sql`
    create function ledger_no_negative_balance() returns trigger language plpgsql as $$
    declare
      total bigint;
    begin
      -- One debit at a time per user (NO KEY UPDATE does not block credits' foreign-key checks).
      perform 1 from users where id = new.user_id for no key update;
      select coalesce(sum(amount), 0) into total
        from ledger_entries where user_id = new.user_id and currency = new.currency;
      if total < 0 then
        raise exception 'ledger balance of user % in % would be %', new.user_id, new.currency, total
          using errcode = 'check_violation', constraint = 'ledger_no_negative_balance';
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger ledger_no_negative_balance
      after insert on ledger_entries
      for each row when (new.amount < 0)
      execute function ledger_no_negative_balance()`.execute(db);
}
