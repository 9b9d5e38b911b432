import { sql, type Kysely } from 'kysely';

/**
 * Prize claims and receivables (docs/decisions/016). A prize that can be re-settled (a sports
 * score correction) is a *claim*: every ledger row paying or reversing it carries the claim's name, so
 * what was actually paid is the sum of those rows, never a copy kept beside the entry. When a reversal
 * finds less on the balance than it must take back, the shortfall is a receivable: an append-only row
 * the player owes, which a later correction back clears before anything is credited again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_entries add column claim text`.execute(db);
  await sql`create index ledger_entries_claim_idx on ledger_entries (claim) where claim is not null`.execute(
    db,
  );

  // Prizes paid before claims existed join theirs, so a later correction counts them as paid.
  await sql`alter table ledger_entries disable trigger ledger_entries_immutable`.execute(db);
  await sql`update ledger_entries set claim = regexp_replace(idempotency_key, ':[^:]+$', '')
            where idempotency_key like 'sports-prize:%:%:%'`.execute(db);
  await sql`update ledger_entries set claim = idempotency_key
            where idempotency_key like 'draft-prize:%'`.execute(db);
  await sql`alter table ledger_entries enable trigger ledger_entries_immutable`.execute(db);

  // The claim joins the columns no update may change (the hold's status stays the one exception).
  await sql`
    create or replace function ledger_entries_immutable() returns trigger language plpgsql as $$
    begin
      if (new.user_id, new.currency, new.amount, new.kind, new.reference, new.description, new.idempotency_key, new.created_at, new.claim)
         is distinct from
         (old.user_id, old.currency, old.amount, old.kind, old.reference, old.description, old.idempotency_key, old.created_at, old.claim)
         or old.status <> 'pending' or old.kind <> 'withdrawal_hold' then
        raise exception 'ledger entries are append-only' using errcode = 'check_violation';
      end if;
      return new;
    end $$`.execute(db);

  await db.schema
    .createTable('ledger_receivables')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in ('cash', 'points')`))
    // Positive: the player owes more (a shortfall); negative: what is owed goes down (cleared).
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('claim', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ledger_receivables_claim_idx')
    .on('ledger_receivables')
    .column('claim')
    .execute();
  await db.schema
    .createIndex('ledger_receivables_user_idx')
    .on('ledger_receivables')
    .columns(['user_id', 'created_at'])
    .execute();

  await sql`
    create function ledger_receivables_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger receivables are append-only' using errcode = 'check_violation';
    end $$`.execute(db);
  await sql`create trigger ledger_receivables_append_only before update or delete on ledger_receivables
            for each row execute function ledger_receivables_append_only()`.execute(db);

  // Nothing clears more than a claim owes.
  await sql`
    create function ledger_receivable_not_negative() returns trigger language plpgsql as $$
    declare
      owed bigint;
    begin
      select coalesce(sum(amount), 0) into owed
        from ledger_receivables where claim = new.claim and currency = new.currency;
      if owed < 0 then
        raise exception 'receivable of claim % in % would be %', new.claim, new.currency, owed
          using errcode = 'check_violation', constraint = 'ledger_receivable_not_negative';
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger ledger_receivable_not_negative
      after insert on ledger_receivables
      for each row when (new.amount < 0)
      execute function ledger_receivable_not_negative()`.execute(db);
}
