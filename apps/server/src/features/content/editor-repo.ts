import type { ContentVersionSummary } from '@powerplay/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The content editor's reads: every page, and a page's history (content_page_versions). */
export function contentEditorRepo(db: Kysely<DB>) {
  const summaryOf = (r: {
    version: number;
    saved_at: Date;
    saved_by: number | null;
    display_name: string | null;
    restored_from: number | null;
  }): ContentVersionSummary => ({
    version: r.version,
    savedAt: r.saved_at.toISOString(),
    savedBy: r.saved_by === null ? null : { id: r.saved_by, displayName: r.display_name ?? '' },
    restoredFrom: r.restored_from,
  });

  const versions = () =>
    db
      .selectFrom('content_page_versions as v')
      .leftJoin('users as u', 'u.id', 'v.saved_by')
      .select(['v.version', 'v.saved_at', 'v.saved_by', 'u.display_name', 'v.restored_from']);

  return {
    /** Every page: slug, title, current version and time. */
    listPages: () =>
      db
        .selectFrom('content_pages')
        .select(['slug', 'title', 'version', 'updated_at'])
        .orderBy('slug')
        .execute(),

    /** The page's current version number, undefined when there is no such page. */
    async currentVersion(slug: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('content_pages')
        .select('version')
        .where('slug', '=', slug)
        .executeTakeFirst();
      return row?.version;
    },

    /** A page's history, newest first (at most `limit` lines: the history only grows). */
    async history(slug: string, limit: number): Promise<ContentVersionSummary[]> {
      const rows = await versions()
        .where('v.slug', '=', slug)
        .orderBy('v.version', 'desc')
        .limit(limit)
        .execute();
      return rows.map(summaryOf);
    },

    /** One version's full value, as stored (the caller sanitizes what it serves). */
    async findVersion(slug: string, version: number) {
      const row = await versions()
        .select(['v.title', 'v.intro', 'v.body_html', 'v.blocks'])
        .where('v.slug', '=', slug)
        .where('v.version', '=', version)
        .executeTakeFirst();
      return row
        ? {
            ...summaryOf(row),
            title: row.title,
            intro: row.intro,
            bodyHtml: row.body_html,
            blocks: row.blocks.map((b) => ({ heading: b.heading, html: b.html })),
          }
        : undefined;
    },
  };
}
export type ContentEditorRepo = ReturnType<typeof contentEditorRepo>;
