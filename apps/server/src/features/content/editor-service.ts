import {
  contentKindOf,
  type ContentPage,
  type ContentSaveResponse,
  type ContentTextResponse,
  type ContentTextsResponse,
  type ContentVersionResponse,
} from '@powerplay/contracts';
import { assertOperator, type Actor } from '../../platform/actor';
import { changedValues, recordOperatorAction } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { sanitizeRichText } from '../../platform/rich-text';
import type { ContentRepo, SavedPage } from './repo';

type PageValues = Omit<ContentPage, 'updatedAt' | 'slug'>;

/** The history lines a text's screen shows (the newest; each is one save). */
const HISTORY_LIMIT = 100;

/**
 * The rich text as the public will see it: sanitized once, on save (decision 026), so the stored value,
 * the preview and the history are what the public page shows. Titles, intros and headings are plain text.
 */
function sanitized(v: PageValues): PageValues {
  return {
    title: v.title,
    intro: v.intro,
    bodyHtml: sanitizeRichText(v.bodyHtml),
    blocks: v.blocks.map((b) => ({ heading: b.heading, html: sanitizeRichText(b.html) })),
  };
}

/** The values an audit line keeps: what changed, and the version before and after. */
function auditValues(old: SavedPage | undefined, now: PageValues, version: number) {
  const was = old && { title: old.title, intro: old.intro, bodyHtml: old.bodyHtml, blocks: old.blocks };
  const { before, after } = changedValues<PageValues>(was, now);
  return {
    before: before && old ? { ...before, version: old.version } : null,
    after: { ...after, version },
  };
}

/** The back office's content editor (decision 026): every server-held text, its versions, restore. */
export function contentEditorService(deps: { repo: ContentRepo; clock: Clock }) {
  const { repo, clock } = deps;

  async function served(slug: string): Promise<ContentPage> {
    const page = await repo.findPage(slug);
    if (!page) throw new AppError('CONTENT_PAGE_NOT_FOUND');
    return page;
  }

  return {
    /** Saves a text as its next version (operators only); with `expectedVersion`, never over a newer one. */
    async save(
      actor: Actor,
      slug: string,
      update: PageValues & { expectedVersion?: number | undefined },
    ): Promise<ContentSaveResponse> {
      assertOperator(actor);
      const values = sanitized(update);
      const version = await repo.savePage(
        { slug, ...values },
        clock.now(),
        { operatorId: actor.id, expectedVersion: update.expectedVersion },
        (trx, old, v) =>
          recordOperatorAction(trx, {
            operatorId: actor.id,
            action: 'content.page.saved',
            target: { type: 'content_page', id: slug },
            ...auditValues(old, values, v),
          }),
      );
      return { page: await served(slug), version };
    },

    /** Saves an older version's value again, as a new version (audited as a restore). */
    async restore(actor: Actor, slug: string, from: number, expectedVersion: number) {
      assertOperator(actor);
      const old = await repo.findVersion(slug, from);
      if (!old) {
        throw new AppError(
          (await repo.currentVersion(slug)) === undefined
            ? 'CONTENT_PAGE_NOT_FOUND'
            : 'CONTENT_VERSION_NOT_FOUND',
        );
      }
      // Sanitized again: a version kept from before sanitize-on-save holds the text as it was stored.
      const values = sanitized(old);
      const version = await repo.savePage(
        { slug, ...values },
        clock.now(),
        { operatorId: actor.id, expectedVersion, restoredFrom: from },
        (trx, before, v) =>
          recordOperatorAction(trx, {
            operatorId: actor.id,
            action: 'content.page.restored',
            target: { type: 'content_page', id: slug },
            ...auditValues(before, values, v),
          }),
      );
      return { page: await served(slug), version };
    },

    /** Every editable text, with its kind (policy, marketing, Game Rules, how to play). */
    async list(actor: Actor): Promise<ContentTextsResponse> {
      assertOperator(actor);
      const rows = await repo.listPages();
      return {
        texts: rows.map((r) => ({
          slug: r.slug,
          title: r.title,
          kind: contentKindOf(r.slug),
          version: r.version,
          updatedAt: r.updated_at.toISOString(),
        })),
      };
    },

    /** One text as the public sees it, its current version and its history. */
    async text(actor: Actor, slug: string): Promise<ContentTextResponse> {
      assertOperator(actor);
      const version = await repo.currentVersion(slug);
      if (version === undefined) throw new AppError('CONTENT_PAGE_NOT_FOUND');
      const [page, versions] = await Promise.all([served(slug), repo.history(slug, HISTORY_LIMIT)]);
      return { page, kind: contentKindOf(slug), version, versions };
    },

    /** One version's full value, sanitized as the public would see it. */
    async version(actor: Actor, slug: string, n: number): Promise<ContentVersionResponse> {
      assertOperator(actor);
      const found = await repo.findVersion(slug, n);
      if (!found) {
        throw new AppError(
          (await repo.currentVersion(slug)) === undefined
            ? 'CONTENT_PAGE_NOT_FOUND'
            : 'CONTENT_VERSION_NOT_FOUND',
        );
      }
      return { version: { ...found, ...sanitized(found) } };
    },

    /** What the public page would show if these values were saved (nothing is written). */
    preview(actor: Actor, slug: string, values: PageValues): ContentPage {
      assertOperator(actor);
      return { slug, ...sanitized(values), updatedAt: clock.now().toISOString() };
    },
  };
}
export type ContentEditorService = ReturnType<typeof contentEditorService>;
