import { sql, type Kysely } from 'kysely';

/**
 * The partners one deployment serves (docs/partners.md): each with its domains. The default partner
 * (id 1) is every host no partner lists, `localhost` included, so a deployment with one partner needs no
 * row but this one. A host belongs to one partner at most; stored lower case, without port or final dot.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('partners')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`slug ~ '^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$'`),
    )
    .addColumn('name', 'text', (c) => c.notNull().check(sql`length(btrim(name)) between 1 and 80`))
    // Set while the partner is suspended: its site answers "temporarily unavailable", its money untouched.
    .addColumn('suspended_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('partner_domains')
    .addColumn('host', 'text', (c) =>
      c
        .primaryKey()
        .check(
          sql`host ~ '^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$' and length(host) <= 253`,
        ),
    )
    .addColumn('partner_id', 'integer', (c) => c.notNull().references('partners.id'))
    .execute();
  await sql`insert into partners (id, slug, name) values (1, 'default', 'Default partner')`.execute(db);
  await sql`select setval(pg_get_serial_sequence('partners', 'id'), 1)`.execute(db);
}
