import {
  contentPageResponseSchema,
  contentPageUpdateSchema,
  contentRestoreRequestSchema,
  contentSaveResponseSchema,
  contentSlugParamsSchema,
  contentTextResponseSchema,
  contentTextsResponseSchema,
  contentVersionParamsSchema,
  contentVersionResponseSchema,
} from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOperator } from '../../platform/auth';
import { errorResponses } from '../../platform/errors';
import type { ContentEditorService } from './editor-service';

const tags = ['operator'];

/**
 * `/api/operator/content/…`: the back office's content editor (decision 026). Operators only (the
 * prefix is checked before the input, see `authPlugin`); every write is versioned and audited.
 */
export const contentEditorRoutes: FastifyPluginAsyncZod<{
  editor: ContentEditorService;
  /** Forgets this process's copy of a public page at once (the others hear the `saved` event). */
  invalidate: (slug: string) => void;
}> = async (app, { editor, invalidate }) => {
  app.get(
    '/api/operator/content/pages',
    {
      config: { scope: 'content:manage' },
      schema: {
        tags,
        summary: 'Every editable text (policy and marketing pages, Game Rules, how to play) with its version',
        response: { 200: contentTextsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => editor.list(await requireOperator(request)),
  );

  app.get(
    '/api/operator/content/pages/:slug',
    {
      config: { scope: 'content:manage' },
      schema: {
        tags,
        summary: 'One text as the public sees it, its current version and its history (newest first)',
        params: contentSlugParamsSchema,
        response: { 200: contentTextResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => editor.text(await requireOperator(request), request.params.slug),
  );

  app.get(
    '/api/operator/content/pages/:slug/versions/:version',
    {
      config: { scope: 'content:manage' },
      schema: {
        tags,
        summary: "One version's full value (sanitized, as the public would see it)",
        params: contentVersionParamsSchema,
        response: { 200: contentVersionResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      editor.version(await requireOperator(request), request.params.slug, request.params.version),
  );

  app.post(
    '/api/operator/content/pages/:slug/versions/:version/restore',
    {
      config: { scope: 'content:manage' },
      schema: {
        tags,
        summary:
          'Restore a version: its value saved again as a new version (audited); 409 if the text changed since expectedVersion',
        params: contentVersionParamsSchema,
        body: contentRestoreRequestSchema,
        response: { 200: contentSaveResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { slug, version } = request.params;
      const saved = await editor.restore(
        await requireOperator(request),
        slug,
        version,
        request.body.expectedVersion,
      );
      invalidate(slug);
      return saved;
    },
  );

  app.post(
    '/api/operator/content/pages/:slug/preview',
    {
      config: { scope: 'content:manage' },
      schema: {
        tags,
        summary: 'The page as it would be served if these values were saved (sanitized; nothing is written)',
        params: contentSlugParamsSchema,
        body: contentPageUpdateSchema,
        response: { 200: contentPageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      page: editor.preview(await requireOperator(request), request.params.slug, request.body),
    }),
  );
};
