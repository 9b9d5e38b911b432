import { sql, type Kysely } from 'kysely';
import { contentEventSchemas, liveTopics, type ContentPage } from '@powerplay/contracts';
import type { DB } from '../../db/schema';
import { publish, topic } from '../../platform/live/publish';
import { sanitizeRichText } from '../../platform/rich-text';

/** Server-side: a page saved (the public reads of every process rebuild it). */
export const contentTopic = topic(liveTopics.content, contentEventSchemas);

export function contentRepo(db: Kysely<DB>) {
  return {
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
    /** Writes pages that are missing; pages an operator already has are left as they are. */
    async insertMissingPages(pages: readonly Omit<ContentPage, 'updatedAt'>[], at: Date) {
      if (pages.length === 0) return;
      await db
        .insertInto('content_pages')
        .values(
          pages.map((p) => ({
            slug: p.slug,
            title: p.title,
            intro: p.intro,
            body_html: p.bodyHtml,
            blocks: JSON.stringify(p.blocks),
            updated_at: at,
          })),
        )
        .onConflict((oc) => oc.column('slug').doNothing())
        .execute();
    },
    async upsertPage(page: Omit<ContentPage, 'updatedAt'>, at: Date) {
      const values = {
        title: page.title,
        intro: page.intro,
        body_html: page.bodyHtml,
        blocks: JSON.stringify(page.blocks),
        updated_at: at,
      };
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('content_pages')
          .values({ slug: page.slug, ...values })
          .onConflict((oc) => oc.column('slug').doUpdateSet(values))
          .execute();
        // Every process's copy of the page is rebuilt when, and only if, this commits.
        await publish(trx, contentTopic, { type: 'saved', data: { slug: page.slug } });
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
        .onConflict((oc) => oc.expression(sql`lower(email), topic`).doNothing())
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
