import { sql, type Kysely } from 'kysely';

/**
 * The record of each run of the books' self-check (docs/decisions/038): when it ran, whether every money
 * invariant held, and each check's figures, so the back office shows the last result without running it.
 * Append-only: a record of a break must not be quietly rewritten into a clean one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('book_checks')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('checked_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ok', 'boolean', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('cli', 'job')`))
    .addColumn('duration_ms', 'integer', (c) => c.notNull().check(sql`duration_ms >= 0`))
    // [{ name, examined, breaks, samples }], one per check, in the order they ran.
    .addColumn('checks', 'jsonb', (c) => c.notNull())
    .execute();
  await sql`
    create function book_checks_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'book checks are append-only' using errcode = 'check_violation';
    end $$`.execute(db);
  await sql`
    create trigger book_checks_append_only
      before update or delete on book_checks
      for each row execute function book_checks_append_only()`.execute(db);
  await sql`
    create trigger book_checks_no_truncate
      before truncate on book_checks
      for each statement execute function book_checks_append_only()`.execute(db);
}
