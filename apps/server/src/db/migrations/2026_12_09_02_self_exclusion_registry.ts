import { sql, type Kysely } from 'kysely';

/**
 * A self-exclusion follows the person (docs/rules/accounts.md "One exclusion, every site"):
 * - `users.email_verified_at`: when the player proved the email is theirs (a link mailed to it);
 * - `email_verifications`: those links, by the SHA-256 of their token, a partner's like its players;
 * - `self_exclusion_registry`: shared by every partner and holding no readable email — each row is a
 *   keyed hash (HMAC-SHA256) of a verified email with the end of its latest exclusion (null: permanent).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column email_verified_at timestamptz`.execute(db);
  await sql`
    create table email_verifications (
      partner_id integer not null default nullif(current_setting('app.partner_id', true), '')::integer,
      id integer primary key generated always as identity,
      user_id integer not null references users (id) on delete cascade,
      token_hash text not null unique,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz)`.execute(db);
  await sql`create index email_verifications_user on email_verifications (user_id)`.execute(db);
  await sql`alter table email_verifications enable row level security`.execute(db);
  await sql`create policy partner_rows on email_verifications
            using (partner_id = nullif(current_setting('app.partner_id', true), '')::integer)`.execute(db);
  await sql`
    create table self_exclusion_registry (
      email_key text primary key check (email_key ~ '^[A-Za-z0-9_-]{43}$'),
      until timestamptz,
      recorded_at timestamptz not null)`.execute(db);
}
