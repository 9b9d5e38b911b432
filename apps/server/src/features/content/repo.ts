import { sql, type Kysely, type Transaction } from 'kysely';
import { contentEventSchemas, liveTopics, type ContentPage } from '@powerplay/contracts';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { publish, topic } from '../../platform/live/publish';
import { AppError } from '../../platform/errors';
import { contentEditorRepo } from './editor-repo';
import { sanitizeRichText } from '../../platform/rich-text';

/** Server-side: a page saved (the public reads of every process rebuild it). */
export const contentTopic = topic(liveTopics.content, contentEventSchemas);

/** A page's values as they are stored, and its version. */
export type SavedPage = Omit<ContentPage, 'updatedAt' | 'slug'> & { version: number };

const columnsOf = (p: Omit<ContentPage, 'updatedAt' | 'slug'>) => ({
  title: p.title,
  intro: p.intro,
  body_html: p.bodyHtml,
  blocks: JSON.stringify(p.blocks),
});

export function contentRepo(db: Kysely<DB>) {
  return {
    ...contentEditorRepo(db),
    async findPage(slug: string): Promise<ContentPage | undefined> {
      const row = await db
        .selectFrom('content_pages')
        .selectAll()
        .where('slug', '=', slug)
        .executeTakeFirst();
      return row
        ? {
            slug: row.slug,
            title: row.title,
            intro: row.intro,
            bodyHtml: sanitizeRichText(row.body_html),
            blocks: row.blocks.map((b) => ({ heading: b.heading, html: sanitizeRichText(b.html) })),
            updatedAt: row.updated_at.toISOString(),
          }
        : undefined;
    },
    /**
     * Writes pages that are missing, each with its version 1 (saved by nobody); pages an operator already
     * has are left as they are.
     */
    async insertMissingPages(pages: readonly Omit<ContentPage, 'updatedAt'>[], at: Date) {
      if (pages.length === 0) return;
      await inTransaction(db, async (trx) => {
        const inserted = await trx
          .insertInto('content_pages')
          .values(pages.map((p) => ({ slug: p.slug, ...columnsOf(p), updated_at: at })))
          .onConflict((oc) => oc.columns(['partner_id', 'slug']).doNothing())
          .returning(['slug', 'title', 'intro', 'body_html', 'blocks'])
          .execute();
        if (inserted.length === 0) return;
        await trx
          .insertInto('content_page_versions')
          .values(
            inserted.map((r) => ({ ...r, blocks: JSON.stringify(r.blocks), version: 1, saved_by: null })),
          )
          .execute();
      });
    },
    /**
     * Brings the seeded pages no operator ever saved (every version saved by nobody, the current one
     * among them) to the seed's words, as a new version saved by nobody: a change of the seed (the site's
     * name became `{brand}`) reaches every install. A page an operator saved or restored is theirs.
     */
    async refreshUntouchedPages(pages: readonly Omit<ContentPage, 'updatedAt'>[], at: Date) {
      if (pages.length === 0) return;
      await db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('content_pages as p')
          .select(['p.slug', 'p.title', 'p.intro', 'p.body_html', 'p.blocks', 'p.version'])
          .where(
            'p.slug',
            'in',
            pages.map((page) => page.slug),
          )
          .where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom('content_page_versions as v')
                  .select('v.slug')
                  .whereRef('v.slug', '=', 'p.slug')
                  .where('v.saved_by', 'is not', null),
              ),
            ),
          )
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('content_page_versions as v')
                .select('v.slug')
                .whereRef('v.slug', '=', 'p.slug')
                .whereRef('v.version', '=', 'p.version'),
            ),
          )
          // One order of locks: processes seeding at the same start never deadlock.
          .orderBy('p.slug')
          .forUpdate()
          .execute();
        // jsonb keeps its own key order: blocks are compared by their values.
        const blocksOf = (blocks: readonly { heading: string; html: string }[]) =>
          JSON.stringify(blocks.map((b) => [b.heading, b.html]));
        for (const row of rows) {
          const seed = pages.find((page) => page.slug === row.slug)!;
          const same =
            seed.title === row.title &&
            seed.intro === row.intro &&
            seed.bodyHtml === row.body_html &&
            blocksOf(seed.blocks) === blocksOf(row.blocks);
          if (same) continue;
          const version = row.version + 1;
          await trx
            .insertInto('content_page_versions')
            .values({ slug: row.slug, version, ...columnsOf(seed), saved_by: null, saved_at: at })
            .execute();
          await trx
            .updateTable('content_pages')
            .set({ ...columnsOf(seed), version, updated_at: at })
            .where('slug', '=', row.slug)
            .execute();
          await publish(trx, contentTopic, { type: 'saved', data: { slug: row.slug } });
        }
      });
    },

    /**
     * Writes the page (values already sanitized) as its next version, and that version's row, in one
     * transaction; `alsoDo` runs in it with the page as it was (its row locked), undefined when it is new
     * (the operator audit log). With `expectedVersion`, a page saved since (or created meanwhile) is
     * refused with 409 rather than overwritten; a page that does not exist with 404 (0: a new page).
     * Answers the new version's number.
     */
    async savePage(
      page: Omit<ContentPage, 'updatedAt'>,
      at: Date,
      by: { operatorId: number; expectedVersion?: number | undefined; restoredFrom?: number },
      alsoDo?: (trx: Transaction<DB>, before: SavedPage | undefined, version: number) => Promise<void>,
    ): Promise<number> {
      const values = { ...columnsOf(page), updated_at: at };
      return db.transaction().execute(async (trx) => {
        const old = await trx
          .selectFrom('content_pages')
          .select(['title', 'intro', 'body_html', 'blocks', 'version', 'updated_at'])
          .where('slug', '=', page.slug)
          .forUpdate()
          .executeTakeFirst();
        const expected = by.expectedVersion;
        if (expected !== undefined && !old && expected !== 0) throw new AppError('CONTENT_PAGE_NOT_FOUND');
        if (expected !== undefined && old && old.version !== expected) {
          throw new AppError('CONTENT_VERSION_STALE');
        }
        let version = 1;
        if (old) {
          version = old.version + 1;
          // A row written behind the editor's back (a hand insert) has no history: keep it as it was.
          await trx
            .insertInto('content_page_versions')
            .values({
              slug: page.slug,
              version: old.version,
              title: old.title,
              intro: old.intro,
              body_html: old.body_html,
              blocks: JSON.stringify(old.blocks),
              saved_by: null,
              saved_at: old.updated_at,
            })
            .onConflict((oc) => oc.columns(['partner_id', 'slug', 'version']).doNothing())
            .execute();
          await trx
            .updateTable('content_pages')
            .set({ ...values, version })
            .where('slug', '=', page.slug)
            .execute();
        } else {
          const created = await trx
            .insertInto('content_pages')
            .values({ slug: page.slug, ...values, version })
            .onConflict((oc) => oc.columns(['partner_id', 'slug']).doNothing())
            .returning('slug')
            .executeTakeFirst();
          // Another operator created it between our read and our insert.
          if (!created) throw new AppError('CONTENT_VERSION_STALE');
        }
        await trx
          .insertInto('content_page_versions')
          .values({
            slug: page.slug,
            version,
            ...columnsOf(page),
            saved_by: by.operatorId,
            saved_at: at,
            restored_from: by.restoredFrom ?? null,
          })
          .execute();
        // Every process's copy of the page is rebuilt when, and only if, this commits.
        await publish(trx, contentTopic, { type: 'saved', data: { slug: page.slug } });
        await alsoDo?.(
          trx,
          old && {
            title: old.title,
            intro: old.intro,
            bodyHtml: old.body_html,
            blocks: old.blocks,
            version: old.version,
          },
          version,
        );
        return version;
      });
    },
    async insertPartnerEnquiry(v: {
      name: string;
      email: string;
      phone: string;
      message: string;
      ip: string;
      at: Date;
    }) {
      const row = await db
        .insertInto('partner_enquiries')
        .values({
          name: v.name,
          email: v.email,
          phone: v.phone,
          message: v.message,
          ip: v.ip,
          created_at: v.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** One row per address and topic; a repeat returns the existing id. */
    async upsertNotifyRequest(
      email: string,
      topic: string,
      at: Date,
    ): Promise<{ id: number; created: boolean }> {
      const inserted = await db
        .insertInto('notify_requests')
        .values({ email, topic, created_at: at })
        .onConflict((oc) => oc.expression(sql`partner_id, lower(email), topic`).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return { id: inserted.id, created: true };
      const existing = await db
        .selectFrom('notify_requests')
        .select('id')
        .where(sql`lower(email)`, '=', email.toLowerCase())
        .where('topic', '=', topic)
        .executeTakeFirstOrThrow();
      return { id: existing.id, created: false };
    },
  };
}
export type ContentRepo = ReturnType<typeof contentRepo>;
