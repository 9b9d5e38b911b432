import { sql, type Kysely } from 'kysely';

/**
 * Account suspension (decision 023). The account's current state lives on its row — who suspended it,
 * when and why, all three or none — so the sign-in and session checks read it with the user they already
 * read; its history is the operator audit log ('account.suspended', 'account.reinstated'). Nothing is
 * deleted by a suspension. The database refuses what the service refuses: a suspension without a reason,
 * an operator suspending themself, and a suspended operator account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('suspended_at', 'timestamptz')
    .addColumn('suspended_by', 'integer', (c) => c.references('users.id'))
    .addColumn('suspension_reason', 'text')
    .execute();
  await sql`
    alter table users
      add constraint users_suspension_complete check (
        (suspended_at is null) = (suspended_by is null)
        and (suspended_at is null) = (suspension_reason is null)
      ),
      add constraint users_suspension_reason_length check (
        suspension_reason is null or char_length(btrim(suspension_reason)) between 1 and 500
      ),
      add constraint users_suspension_not_self check (suspended_by is distinct from id),
      add constraint users_suspended_players_only check (suspended_at is null or role = 'player')
  `.execute(db);
  // The back office lists suspended accounts; few rows, so a partial index.
  await sql`create index users_suspended_idx on users (suspended_at) where suspended_at is not null`.execute(
    db,
  );
}
