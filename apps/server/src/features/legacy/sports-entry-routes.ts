import {
  legacyEnteredSchema,
  legacyEnterFormSchema,
  legacyJwtQuerySchema,
  legacyMyGamesResponseSchema,
  legacyMySubscriptionsResponseSchema,
  legacyReadMyGamesResponseSchema,
  legacyStoreSubscriptionsResponseSchema,
  legacySuccess,
  legacySuperEliteSubscriptionSports,
  type SportsSport,
} from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors';
import { jwtFirst, legacyUserOf } from './http';
import { legacyGame, legacyResult } from './shapes';
import type { LegacySportsDeps } from './sports-routes';
import { gameTypesById, legacyClub, legacyMyGame } from './sports-shapes';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['legacy'];

/**
 * The player's side of the old client's sports calls — my plans, the store's plans, my games,
 * entering a game and Game Central — over the sports, store, wallet, membership and lottery services.
 */
export const legacySportsEntryRoutes: FastifyPluginAsyncZod<LegacySportsDeps> = async (
  app,
  { sports, store, wallet, membership, lottery, clock, sessions, sponsorLine },
) => {
  const signedIn = jwtFirst(sessions);
  const sportList = async () => (await sports.sports()).sports;
  const balanceOf = async (userId: number) => {
    const { cashCents, points } = await wallet.summary(userId);
    return { cash: cashCents / 100, points };
  };
  /** A plan's sport id: its sport's, or for Super Elite (every sport) the one its subscription id names. */
  const sportIdOf = (list: readonly SportsSport[], sport: string, subscriptionId: number) =>
    list.find((s) => s.slug === sport)?.id ?? legacySuperEliteSubscriptionSports[subscriptionId] ?? null;
  const myGames = async (userId: number) => {
    const [entries, list, line] = await Promise.all([sports.myEntries(userId), sportList(), sponsorLine()]);
    const types = gameTypesById(list);
    return entries.map((e) => legacyMyGame(e, types, line));
  };

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
};
