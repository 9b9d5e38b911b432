import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('display_name', 'text', (c) => c.notNull().check(sql`length(display_name) between 3 and 30`))
    .addColumn('email', 'text', (c) => c.notNull().check(sql`length(email) <= 254`))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('player')
        .check(sql`role in ('player', 'operator')`),
    )
    .addColumn('club', 'text', (c) =>
      c
        .notNull()
        .defaultTo('basic')
        .check(sql`club in ('basic', 'elite', 'super_elite')`),
    )
    .addColumn('country', 'text', (c) => c.notNull().check(sql`country in ('CA', 'US')`))
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('over18', 'boolean', (c) => c.notNull().check(sql`over18`))
    .addColumn('accepted_terms_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Uniqueness is case-insensitive (docs/rules/accounts.md "Sign-up"), enforced by the database.
  await sql`create unique index users_email_lower_key on users (lower(email))`.execute(db);
  await sql`create unique index users_display_name_lower_key on users (lower(display_name))`.execute(db);

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_user_idx')
    .on('login_failures')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('login_failures_ip_idx')
    .on('login_failures')
    .columns(['ip', 'created_at'])
    .execute();
}
