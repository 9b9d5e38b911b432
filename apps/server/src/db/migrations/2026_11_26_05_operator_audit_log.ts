import { sql, type Kysely } from 'kysely';

/**
 * The operator audit log (decision 021): every back-office action, written by `platform/audit.ts` in
 * the transaction of the action itself, with who, when, what and the values before and after. It is
 * append-only, and the database says so: a trigger refuses every UPDATE, DELETE and TRUNCATE, whoever
 * sends it (the API has no such route either).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operator_audit_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('action', 'text', (c) =>
      c.notNull().check(sql`action ~ '^[a-z][a-z_]*(\\.[a-z][a-z_]*)+$' and length(action) <= 64`),
    )
    .addColumn('target_type', 'text', (c) =>
      c.notNull().check(sql`target_type ~ '^[a-z][a-z_.]*$' and length(target_type) <= 64`),
    )
    .addColumn('target_id', 'text', (c) => c.notNull().check(sql`length(target_id) between 1 and 200`))
    .addColumn('before', 'jsonb', (c) => c.check(sql`jsonb_typeof(before) = 'object'`))
    .addColumn('after', 'jsonb', (c) => c.check(sql`jsonb_typeof(after) = 'object'`))
    .execute();
  await db.schema
    .createIndex('operator_audit_log_at_idx')
    .on('operator_audit_log')
    .expression(sql`at desc`)
    .execute();
  await db.schema
    .createIndex('operator_audit_log_operator_idx')
    .on('operator_audit_log')
    .columns(['operator_id', 'at'])
    .execute();
  await db.schema
    .createIndex('operator_audit_log_action_idx')
    .on('operator_audit_log')
    .columns(['action', 'at'])
    .execute();
  await db.schema
    .createIndex('operator_audit_log_target_idx')
    .on('operator_audit_log')
    .columns(['target_type', 'target_id'])
    .execute();

  await sql`
    create function operator_audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'operator_audit_log is append-only: % refused', tg_op
        using errcode = 'restrict_violation', constraint = 'operator_audit_log_append_only';
    end $$`.execute(db);
  await sql`
    create trigger operator_audit_log_no_change
      before update or delete on operator_audit_log
      for each row execute function operator_audit_log_append_only()`.execute(db);
  await sql`
    create trigger operator_audit_log_no_truncate
      before truncate on operator_audit_log
      for each statement execute function operator_audit_log_append_only()`.execute(db);
}
