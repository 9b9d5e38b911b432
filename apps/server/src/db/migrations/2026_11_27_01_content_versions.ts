import { sql, type Kysely } from 'kysely';

/**
 * Versions of every server-held text (decision 026). `content_pages` keeps the current
 * value where the public reads it, plus its version number; `content_page_versions` is the append-only
 * history (who, when, the full value), one row per save, written in the save's transaction. A trigger
 * refuses UPDATE, DELETE and TRUNCATE, as for the operator audit log. Every page gets its current text as
 * version 1 (saved by nobody: it was there before), so the first edit can be undone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('content_pages')
    .addColumn('version', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`version >= 1`),
    )
    .execute();

  await db.schema
    .createTable('content_page_versions')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('slug', 'text', (c) => c.notNull().references('content_pages.slug'))
    .addColumn('version', 'integer', (c) => c.notNull().check(sql`version >= 1`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('blocks', 'jsonb', (c) => c.notNull().check(sql`jsonb_typeof(blocks) = 'array'`))
    // Null: the text as it was before versions were kept (seed, migrations), or a page the seed adds.
    .addColumn('saved_by', 'integer', (c) => c.references('users.id'))
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('restored_from', 'integer')
    .addUniqueConstraint('content_page_versions_slug_version_key', ['slug', 'version'])
    // A restore brings back an older version of the same text.
    .addCheckConstraint(
      'content_page_versions_restored_from_check',
      sql`restored_from is null or (restored_from >= 1 and restored_from < version)`,
    )
    .execute();

  await sql`
    insert into content_page_versions (slug, version, title, intro, body_html, blocks, saved_at)
    select slug, version, title, intro, body_html, blocks, updated_at from content_pages`.execute(db);

  await sql`
    create function content_page_versions_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'content_page_versions is append-only: % refused', tg_op
        using errcode = 'restrict_violation', constraint = 'content_page_versions_append_only';
    end $$`.execute(db);
  await sql`
    create trigger content_page_versions_no_change
      before update or delete on content_page_versions
      for each row execute function content_page_versions_append_only()`.execute(db);
  await sql`
    create trigger content_page_versions_no_truncate
      before truncate on content_page_versions
      for each statement execute function content_page_versions_append_only()`.execute(db);
}
