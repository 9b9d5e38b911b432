import {
  gameTypeSchema,
  legacyContentRecordsResponseSchema,
  legacyCorporatePages,
  legacyCorporateQuerySchema,
  legacyFooterPages,
  legacyFooterQuerySchema,
  legacyImageQuerySchema,
  legacyImagesQuerySchema,
  legacyImagesResponseSchema,
  legacyPartnerFormSchema,
  legacyPartnerSentSchema,
  legacyPrizesResponseSchema,
  notices,
  type LegacyPrizeRecord,
  type GameListResponse,
} from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors';
import type { ContentService } from '../content';
import type { ReadModel } from '../../platform/public-reads';
import type { SportsService } from '../sports';
import { currentOf, prizeValue } from './shapes';

const tags = ['legacy'];

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The old client's content calls: content pages, the partner form, the prize list and the promo images, over the
 * content, lottery and sports services (the content feature sanitises rich text as it serves it).
 */
export const legacyContentRoutes: FastifyPluginAsyncZod<{
  content: ContentService;
  /** The public draw list from memory (the JSON API's own model). */
  lotteryGames: ReadModel<GameListResponse>;
  sports: SportsService;
  formRateLimitPerMinute: number;
}> = async (app, { content, lotteryGames, sports, formRateLimitPerMinute }) => {
  app.get(
    '/api/website_corporate/get.php',
    {
      schema: {
        tags,
        summary:
          'Marketing highlights (type=sport: the sports platform page, type=lotto: the lotto platform page): records of {id, title, content}',
        querystring: legacyCorporateQuerySchema,
        response: { 200: legacyContentRecordsResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const page = await content.page(legacyCorporatePages[request.query.type]);
      return {
        records: page.blocks.map((b, i) => ({
          id: i + 1,
          title: b.heading,
          // The old client shows `content` alone: the block's heading goes with it.
          content: `<h3>${escapeHtml(b.heading)}</h3>${b.html}`,
        })),
      };
    },
  );

  app.get(
    '/api/website_footer/getone.php',
    {
      schema: {
        tags,
        summary:
          'A policy page: id 1 Terms of Use, 2 Privacy Policy, 3 FAQ, 4 Trust and Safety, 5 Account Security (records[0].content)',
        querystring: legacyFooterQuerySchema,
        response: { 200: legacyContentRecordsResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { id } = request.query;
      const page = await content.page(legacyFooterPages[id]);
      const intro = page.intro.trim() === '' ? '' : `<p>${escapeHtml(page.intro)}</p>`;
      return { records: [{ id, title: page.title, content: `${intro}${page.bodyHtml}` }] };
    },
  );

  app.post(
    '/public_api/partner.php',
    {
      // The same per-IP budget as the JSON API's partner form.
      config: { rateLimit: { max: formRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'A partner enquiry (form: name, email, phone, business, message), as the Partner with us form',
        body: legacyPartnerFormSchema,
        response: { 201: legacyPartnerSentSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const id = await content.enquire(request.body, request.ip);
      return reply.status(201).send({ message: notices.PARTNER_SENT.message, id });
    },
  );

  app.get(
    '/api/prize/read.php',
    {
      schema: {
        tags,
        summary:
          'The prizes on offer, biggest first: the tiers of each lottery game shown (live, else next) and the prize grids of open sports contests',
        response: { 200: legacyPrizesResponseSchema },
      },
    },
    async () => {
      const [games, grids] = await Promise.all([
        lotteryGames.get().then((r) => r.value),
        sports.openPrizeGrids(),
      ]);
      const records: Omit<LegacyPrizeRecord, 'id'>[] = [];
      for (const type of gameTypeSchema.options) {
        const game = currentOf(games, type);
        if (!game) continue;
        for (const t of game.prizeTiers) {
          records.push({
            prize_id: game.id,
            game_type: 'lottery',
            game_name: game.name,
            hits: t.hits,
            no_of_team: null,
            prize: prizeValue(t.amount, t.kind),
            prize_type: t.kind,
            description: null,
            retail_value: null,
          });
        }
      }
      for (const row of grids) {
        records.push({
          prize_id: row.contestId,
          game_type: 'sports',
          game_name: row.contestName,
          hits: null,
          no_of_team: row.teams,
          prize: row.kind === 'items' ? 0 : prizeValue(row.amount, row.kind),
          prize_type: row.kind,
          description: row.description,
          retail_value: row.retailValueCents === null ? null : row.retailValueCents / 100,
        });
      }
      const sorted = records.sort(
        (a, b) =>
          b.prize - a.prize ||
          a.game_type.localeCompare(b.game_type) ||
          a.prize_id - b.prize_id ||
          (b.hits ?? b.no_of_team ?? 0) - (a.hits ?? a.no_of_team ?? 0),
      );
      return { records: sorted.map((r, i) => ({ id: i + 1, ...r })) };
    },
  );

  app.get(
    '/api/images/read.php',
    {
      schema: {
        tags,
        summary:
          'The promo images (type=promo): records of {id, title, caption}; the picture is readimage.php?id=',
        querystring: legacyImagesQuerySchema,
        response: { 200: legacyImagesResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async () => ({
      records: content
        .promoImages()
        .map((p) => ({ id: p.id, type: 'promo' as const, title: p.title, caption: p.caption })),
    }),
  );

  app.get(
    '/api/images/readimage.php',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'A promo image (SVG) by id',
        querystring: legacyImageQuerySchema,
      },
    },
    async (request, reply) =>
      reply
        .type('image/svg+xml; charset=utf-8')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400')
        .send(content.promoImage(request.query.id)),
  );
};
