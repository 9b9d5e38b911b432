import { sql, type Kysely } from 'kysely';

/**
 * The origins that may frame the embeddable widgets (decision 029): `frame-ancestors` of every
 * `/embed/...` page. Stored normalized (`scheme://host[:port]`, lower case, no path): the database
 * refuses anything else and a second copy of one, whatever the route checked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('embed_origins')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('origin', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`origin ~ '^https?://[a-z0-9.\\[\\]:-]+$' and length(origin) <= 200`),
    )
    .addColumn('added_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
