import {
  legacyAssociationsResponseSchema,
  legacyEnteredSchema,
  legacyEnterFormSchema,
  legacyHowToResponseSchema,
  legacyJwtQuerySchema,
  legacyMyGamesResponseSchema,
  legacyMySubscriptionsResponseSchema,
  legacyReadMyGamesResponseSchema,
  legacyRulesQuerySchema,
  legacyRulesResponseSchema,
  legacySportImageQuerySchema,
  legacySportGamesQuerySchema,
  legacySportQuerySchema,
  legacySportsGamesResponseSchema,
  legacyStoreSubscriptionsResponseSchema,
  legacySuccess,
  legacySuperEliteSubscriptionSports,
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
import { jwtFirst, legacyUserOf, type LegacySessions } from './http';
import type { LegacyReplays } from './replays';
import { legacyGame, legacyResult } from './shapes';
import { legacySportsLiveRoutes } from './sports-live-routes';
import {
  gameTypesById,
  legacyAssociation,
  legacyClub,
  legacyMyGame,
  legacySportsGame,
} from './sports-shapes';

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
}

/**
 * The sports calls of the old client — the lobby (sports, game types, games, rules, how to
 * play, images), entering, Game Central and the player's plans — over the sports, store, wallet,
 * membership, content and lottery services. The team selection and live score calls are in
 * sports-live-routes.ts.
 */
export const legacySportsRoutes: FastifyPluginAsyncZod<LegacySportsDeps> = async (app, deps) => {
  const { sports, store, wallet, membership, content, lottery, clock, sessions } = deps;
  const signedIn = jwtFirst(sessions);
  const sportList = async () => (await sports.sports()).sports;
  const sportOf = (list: readonly SportsSport[], id: number) => {
    const sport = list.find((s) => s.id === id);
    if (!sport) throw new AppError('SPORTS_SPORT_NOT_FOUND');
    return sport;
  };
  const balanceOf = async (userId: number) => {
    const { cashCents, points } = await wallet.summary(userId);
    return { cash: cashCents / 100, points };
  };
  /** A plan's sport id: its sport's, or for Super Elite (every sport) the one its subscription id names. */
  const sportIdOf = (list: readonly SportsSport[], sport: string, subscriptionId: number) =>
    list.find((s) => s.slug === sport)?.id ?? legacySuperEliteSubscriptionSports[subscriptionId] ?? null;
  const myGames = async (userId: number) => {
    const [entries, list] = await Promise.all([sports.myEntries(userId), sportList()]);
    const types = gameTypesById(list);
    return entries.map((e) => legacyMyGame(e, types));
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
      const { contests } = await sports.contests(request.query.id, user?.id ?? null);
      return { records: contests.map(legacySportsGame) };
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

  app.get(
    '/public_api/subscription/my_subscriptions.php',
    {
      preValidation: signedIn.preValidation,
      schema: {
        security: signedIn.security,
        tags,
        summary: 'My plans in force (subscription_id 7, 10, 13, 16: Super Elite) and my balance',
        querystring: legacyJwtQuerySchema,
        response: { 200: legacyMySubscriptionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = legacyUserOf(request);
      const [plans, { products }, list, balance] = await Promise.all([
        membership.subscriptionsInForce(user.id, clock.now()),
        store.products(),
        sportList(),
        balanceOf(user.id),
      ]);
      const names = new Map(products.map((p) => [p.id, p.name]));
      return {
        subscriptions: plans.map((p) => ({
          subscription_id: p.subscription_id,
          subscription_name: names.get(p.product_id) ?? p.product_id,
          sport_id: sportIdOf(list, p.sport, p.subscription_id),
          product_id: p.product_id,
          expires_at: p.expires_at?.toISOString() ?? null,
        })),
        balance,
      };
    },
  );

  app.get(
    '/api/store_subscription/read.php',
    {
      schema: {
        tags,
        summary: "The store's plans: a record per subscription id, price in dollars",
        response: { 200: legacyStoreSubscriptionsResponseSchema, ...errors },
      },
    },
    async () => {
      const [{ products }, list] = await Promise.all([store.products(), sportList()]);
      return {
        // Plans of a sport without contests are not sold: the JSON store's `onSale`.
        records: products
          .filter((p) => p.onSale)
          .flatMap((p) =>
            p.subscriptionIds.map((id) => ({
              subscription_id: id,
              subscription_name: p.name,
              sport_id: sportIdOf(list, p.sport, id),
              product_id: p.id,
              price: p.priceCents / 100,
              period: p.period,
              games: p.games,
              description: p.description,
              club: p.club,
            })),
          ),
      };
    },
  );

  app.get(
    '/public_api/entry/read.php',
    {
      preValidation: signedIn.preValidation,
      schema: {
        security: signedIn.security,
        tags,
        summary: 'My entered sports games: records (id: the entry, game_id: the game), newest first',
        querystring: legacyJwtQuerySchema,
        response: { 200: legacyMyGamesResponseSchema, ...errors },
      },
    },
    async (request) => ({ records: await myGames(legacyUserOf(request).id) }),
  );

  app.post(
    '/public_api/entry/create.php',
    {
      preValidation: signedIn.preValidation,
      schema: {
        security: signedIn.security,
        tags,
        summary: 'Enter a game (form: game, jwt): replies 201 "Created" with entry_id',
        body: legacyEnterFormSchema,
        response: { 201: legacyEnteredSchema, ...errors },
      },
    },
    async (request, reply) => {
      const entry = await sports.enter(request.body.game, legacyUserOf(request).id);
      return reply
        .status(201)
        .send({ message: legacySuccess.created, entry_id: entry.id, game_id: entry.contest.id });
    },
  );

  app.get(
    '/public_api/entry/readmygames.php',
    {
      preValidation: signedIn.preValidation,
      schema: {
        security: signedIn.security,
        tags,
        summary: 'Game Central: my sports games (records), my lotto games, me and my balance',
        querystring: legacyJwtQuerySchema,
        response: { 200: legacyReadMyGamesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = legacyUserOf(request);
      const [records, { entries }, balance] = await Promise.all([
        myGames(user.id),
        lottery.myEntries(user.id),
        balanceOf(user.id),
      ]);
      return {
        records,
        lottery_games: entries.map((e) => ({
          ...legacyGame({ ...e.game, drawn: [] }, true),
          entry_id: e.entryId,
          numbers: e.picks,
          result: legacyResult(e.result),
        })),
        user: { id: user.id, dname: user.displayName, email: user.email, club: legacyClub(user.club) },
        balance,
      };
    },
  );

  await app.register(legacySportsLiveRoutes, deps);
};
