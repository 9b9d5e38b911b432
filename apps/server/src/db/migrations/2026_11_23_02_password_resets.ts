import { sql, type Kysely } from 'kysely';

/**
 * Forgot password: single-use, expiring reset tokens, kept only as their SHA-256, and the
 * local outbox mail goes to when no SMTP server is configured (so the two-command setup still works).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // SHA-256 of the token, base64url: 43 characters. The token itself is never stored.
    .addColumn('token_hash', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`length(token_hash) = 43`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addCheckConstraint('password_resets_expiry_after_creation', sql`expires_at > created_at`)
    .execute();
  await db.schema.createIndex('password_resets_user_idx').on('password_resets').column('user_id').execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('to', 'text', (c) => c.notNull().check(sql`length("to") between 3 and 254`))
    .addColumn('subject', 'text', (c) => c.notNull().check(sql`length(subject) between 1 and 200`))
    .addColumn('text', 'text', (c) => c.notNull().check(sql`length(text) <= 20000`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_outbox_created_idx').on('mail_outbox').column('created_at').execute();
}
