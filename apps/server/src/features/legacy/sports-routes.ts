import {
  legacyAssociationsResponseSchema,
  legacyHowToResponseSchema,
  legacyRulesQuerySchema,
  legacyRulesResponseSchema,
  legacySportImageQuerySchema,
  legacySportGamesQuerySchema,
  legacySportQuerySchema,
  legacySportsGamesResponseSchema,
  type SportsSport,
} from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { AppError, errorResponses } from '../../platform/errors';
import type { MembershipService } from '../accounts';
import type { ContentService } from '../content';
import type { LotteryService } from '../lottery';
import type { SportsLiveService, SportsService } from '../sports';
import type { StoreService } from '../store';
import type { WalletService } from '../wallet';
import type { LegacySessions } from './http';
import type { LegacyReplays } from './replays';
import { legacySportsEntryRoutes } from './sports-entry-routes';
import { legacySportsLiveRoutes } from './sports-live-routes';
import { gameTypesById, legacyAssociation, legacySportsGame } from './sports-shapes';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['legacy'];

/** The content page whose blocks are the how-to steps (the web's How to play page shows the same). */
const HOW_TO_PLAY = 'how-to-play';

export interface LegacySportsDeps {
  sports: SportsService;
  sportsLive: SportsLiveService;
  store: StoreService;
  wallet: WalletService;
  membership: MembershipService;
  content: ContentService;
  lottery: LotteryService;
  clock: Clock;
  sessions: LegacySessions;
  /** The old client's powerplay replays (replays.ts). */
  replays: LegacyReplays;
  /** The brand's sponsor line: a contest the site sponsors itself names it (white label). */
  sponsorLine: () => Promise<string>;
}

/**
 * The sports calls of the old client. Here the lobby (sports, game types, games, rules, how to play,
 * images) over the sports and content services; entering, Game Central and the player's plans are in
 * sports-entry-routes.ts, the team selection and live score calls in sports-live-routes.ts.
 */
export const legacySportsRoutes: FastifyPluginAsyncZod<LegacySportsDeps> = async (app, deps) => {
  const { sports, content, sessions } = deps;
  const sportList = async () => (await sports.sports()).sports;
  const sportOf = (list: readonly SportsSport[], id: number) => {
    const sport = list.find((s) => s.id === id);
    if (!sport) throw new AppError('SPORTS_SPORT_NOT_FOUND');
    return sport;
  };

  app.get(
    '/api/sport_league/get_image.php',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: "A game type's card (type=image) or header (type=header) image: a redirect to the SVG",
        querystring: legacySportImageQuerySchema,
        response: { 302: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const type = gameTypesById(await sportList()).get(request.query.id);
      if (!type) throw new AppError('SPORTS_GAME_TYPE_NOT_FOUND');
      return reply
        .header('cache-control', 'public, max-age=86400')
        .redirect(request.query.type === 'header' ? type.headerImageUrl : type.imageUrl, 302);
    },
  );

  app.get(
    '/public_api/association/read.php',
    {
      schema: {
        tags,
        summary: "A sport's game types (associations): records of {association_id, name, no_game_text, …}",
        querystring: legacySportQuerySchema,
        response: { 200: legacyAssociationsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const sport = sportOf(await sportList(), request.query.id);
      return { records: sport.gameTypes.map((t) => legacyAssociation(sport, t)) };
    },
  );

  app.get(
    '/api/select_game/read.php',
    {
      schema: {
        tags,
        summary: "A sport's open and live games, soonest first (entry: the caller's, by optional jwt)",
        querystring: legacySportGamesQuerySchema,
        response: { 200: legacySportsGamesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await sessions.optionalUser(request.query.jwt);
      const [{ contests }, sponsorLine] = await Promise.all([
        sports.contests(request.query.id, user?.id ?? null),
        deps.sponsorLine(),
      ]);
      return { records: contests.map((c) => legacySportsGame(c, sponsorLine)) };
    },
  );

  app.get(
    '/api/select_game/read_all_how_to.php',
    {
      schema: {
        tags,
        summary:
          'The how-to-play steps: records of {association_id (null: every game type), header, step_text}',
        response: { 200: legacyHowToResponseSchema, ...errors },
      },
    },
    async () => {
      const page = await content.findPage(HOW_TO_PLAY);
      return {
        records: (page?.blocks ?? []).map((b) => ({
          association_id: null,
          header: b.heading,
          step_text: b.html,
        })),
      };
    },
  );

  app.get(
    '/api/select_game/readrules.php',
    {
      schema: {
        tags,
        summary:
          "The Game Rules tabs of a sport's first game type (id: the sport; 2 baseball): records of {rule, text}",
        querystring: legacyRulesQuerySchema,
        response: { 200: legacyRulesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const [first] = sportOf(await sportList(), request.query.id).gameTypes;
      if (!first) return { records: [] };
      const { rules } = await sports.rules(first.id);
      return { records: rules.map((r) => ({ rule: r.title, text: r.html })) };
    },
  );

  await app.register(legacySportsEntryRoutes, deps);
  await app.register(legacySportsLiveRoutes, deps);
};
