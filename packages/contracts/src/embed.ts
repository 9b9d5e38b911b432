import { z } from 'zod';
import { idParam } from './ids';
import { embedWidgets } from './embed-widgets';

/**
 * Embeddable live widgets (decision 029): pages under `/embed/...` a
 * partner frames on its own site, the `embed.js` that inserts and sizes them, and the operator's
 * allow-list of the origins that may frame them (`frame-ancestors`).
 */

// The widgets' names, paths and messages: without zod (the widgets and embed.js import them).
export * from './embed-widgets';

export const embedWidgetSchema = z.enum(embedWidgets, { error: 'NOT_FOUND' });

/** The widget's query string: each id optional (the draw and draft boards pick the live one). */
export const embedWidgetQuerySchema = z.object({
  game: idParam('NOT_FOUND').optional(),
  gameSet: idParam('NOT_FOUND').optional(),
  draft: idParam('NOT_FOUND').optional(),
});
export type EmbedWidgetQuery = z.infer<typeof embedWidgetQuerySchema>;

/** Allowed origins kept at most (each one is in every widget's CSP header). */
export const EMBED_ORIGINS_MAX = 50;

/**
 * An origin that may frame the widgets, normalized to `scheme://host[:port]` (lower case, no default
 * port, no path): what a browser compares `frame-ancestors` against. http or https only; no user, path,
 * query or fragment; no wildcard (each partner site is named).
 */
export const embedOriginSchema = z
  .string({ error: 'EMBED_ORIGIN_REQUIRED' })
  .trim()
  .min(1, { error: 'EMBED_ORIGIN_REQUIRED' })
  .max(200, { error: 'EMBED_ORIGIN_INVALID' })
  .transform((value, ctx) => {
    const origin = normalizeOrigin(value);
    if (origin === null) {
      ctx.addIssue({ code: 'custom', message: 'EMBED_ORIGIN_INVALID' });
      return z.NEVER;
    }
    return origin;
  });

/** `scheme://host[:port]` of a value that is exactly an http(s) origin (a trailing `/` allowed), else null. */
export function normalizeOrigin(value: string): string | null {
  if (!/^https?:\/\/[^\s/?#@\\]+\/?$/i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  // What the database's check accepts: ASCII host names (IDNs arrive as punycode), IPv4, [IPv6].
  return /^https?:\/\/[a-z0-9.[\]:-]+$/.test(url.origin) && url.origin.length <= 200 ? url.origin : null;
}

export const embedOriginRequestSchema = z.object(
  { origin: embedOriginSchema },
  { error: 'EMBED_ORIGIN_REQUIRED' },
);
export type EmbedOriginRequest = z.input<typeof embedOriginRequestSchema>;

export const embedOriginSchemaOut = z.object({
  id: z.number().int(),
  origin: z.string(),
  addedAt: z.string(),
  addedBy: z.string(),
});
export type EmbedOrigin = z.infer<typeof embedOriginSchemaOut>;

/** `GET /api/operator/embed/origins`: oldest first; `siteOrigin` is the site's own (for the snippets). */
export const embedOriginsResponseSchema = z.object({
  origins: z.array(embedOriginSchemaOut),
  siteOrigin: z.string(),
});
export type EmbedOriginsResponse = z.infer<typeof embedOriginsResponseSchema>;

/** `POST /api/operator/embed/origins` → 201 */
export const embedOriginResponseSchema = z.object({ origin: embedOriginSchemaOut });
export type EmbedOriginResponse = z.infer<typeof embedOriginResponseSchema>;

export const embedOriginIdParamsSchema = z.object({ id: idParam('EMBED_ORIGIN_NOT_FOUND') });

/** The server-side live topic `embed`: the allow-list changed, so every process reads it again. */
export const embedEventSchemas = {
  origins: z.object({ count: z.number().int() }),
} as const;
