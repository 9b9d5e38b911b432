import { sql, type Kysely } from 'kysely';

/**
 * The platform operator (docs/partners.md): a role above the partners' operators, who creates and
 * suspends partners. Made only from the command line (`create-platform-operator`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop constraint users_role_check`.execute(db);
  await sql`alter table users add constraint users_role_check check (role in ('player', 'operator', 'platform'))`.execute(
    db,
  );
}
