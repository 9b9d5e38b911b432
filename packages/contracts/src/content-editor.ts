import { z } from 'zod';
import { contentBlockSchema, contentPageSchema, contentPageUpdateSchema, pageSlugSchema } from './content';
import { idParam, MAX_ID } from './ids';

/**
 * The back office's content editor (decision 026): every server-held text is a content page, each
 * save an append-only version (who, when, the full value).
 */
export const contentKinds = ['policy', 'marketing', 'rules', 'how-to-play'] as const;
export const contentKindSchema = z.enum(contentKinds);
export type ContentKind = z.infer<typeof contentKindSchema>;

export const contentKindLabels: Record<ContentKind, string> = {
  policy: 'Policy pages',
  marketing: 'Marketing pages and highlights',
  rules: 'Sports Game Rules',
  'how-to-play': 'How to play',
};

const POLICY_SLUGS: ReadonlySet<string> = new Set([
  'terms-of-use',
  'privacy',
  'faq',
  'trust-and-safety',
  'account-security',
]);

/** Which kind of text a page is, by its slug (the Game Rules pages are `sports-rules-…`). */
export function contentKindOf(slug: string): ContentKind {
  if (slug.startsWith('sports-rules-')) return 'rules';
  if (slug === 'how-to-play') return 'how-to-play';
  return POLICY_SLUGS.has(slug) ? 'policy' : 'marketing';
}

/** Who saved a version: null for the text as it was before versions were kept (seed, migration). */
export const contentAuthorSchema = z.object({ id: z.number().int(), displayName: z.string() }).nullable();

/** `GET /api/operator/content/pages`: every editable text. */
export const contentTextSummarySchema = z.object({
  slug: pageSlugSchema,
  title: z.string(),
  kind: contentKindSchema,
  version: z.number().int(),
  updatedAt: z.string(),
});
export type ContentTextSummary = z.infer<typeof contentTextSummarySchema>;
export const contentTextsResponseSchema = z.object({ texts: z.array(contentTextSummarySchema) });
export type ContentTextsResponse = z.infer<typeof contentTextsResponseSchema>;

/** One line of a text's history, newest first. */
export const contentVersionSummarySchema = z.object({
  version: z.number().int(),
  savedAt: z.string(),
  savedBy: contentAuthorSchema,
  /** The version this one restored, if it is a restore. */
  restoredFrom: z.number().int().nullable(),
});
export type ContentVersionSummary = z.infer<typeof contentVersionSummarySchema>;

/** `GET /api/operator/content/pages/:slug`: the text as the public sees it, its version and history. */
export const contentTextResponseSchema = z.object({
  page: contentPageSchema,
  kind: contentKindSchema,
  version: z.number().int(),
  versions: z.array(contentVersionSummarySchema),
});
export type ContentTextResponse = z.infer<typeof contentTextResponseSchema>;

/** `GET /api/operator/content/pages/:slug/versions/:version`: one version's full value (sanitized). */
export const contentVersionResponseSchema = z.object({
  version: contentVersionSummarySchema.extend({
    title: z.string(),
    intro: z.string(),
    bodyHtml: z.string(),
    blocks: z.array(contentBlockSchema),
  }),
});
export type ContentVersionResponse = z.infer<typeof contentVersionResponseSchema>;

/** What a save sends (the editor's form). */
export type ContentPageUpdate = z.input<typeof contentPageUpdateSchema>;

/** The answer to a save or a restore: the page as served and its new version. */
export const contentSaveResponseSchema = z.object({ page: contentPageSchema, version: z.number().int() });
export type ContentSaveResponse = z.infer<typeof contentSaveResponseSchema>;

export const contentSlugParamsSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,60}$/, { error: 'CONTENT_PAGE_NOT_FOUND' }),
});
export const contentVersionParamsSchema = contentSlugParamsSchema.extend({
  version: idParam('CONTENT_VERSION_NOT_FOUND'),
});

/** `POST …/versions/:version/restore`: the version the operator's screen showed as current. */
export const contentRestoreRequestSchema = z.object({
  expectedVersion: z
    .number({ error: 'CONTENT_INVALID' })
    .int({ error: 'CONTENT_INVALID' })
    .min(1, { error: 'CONTENT_INVALID' })
    .max(MAX_ID, { error: 'CONTENT_INVALID' }),
});
export type ContentRestoreRequest = z.infer<typeof contentRestoreRequestSchema>;
