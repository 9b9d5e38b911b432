import {
  errorBodySchema,
  sportsFulfilmentResponseSchema,
  type SportsFulfilmentResponse,
} from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { requireOperator } from '../../platform/auth';

/**
 * Item prizes won (GAME-RULES "Contest rules"): each winning entry whose picks count matches an `items`
 * row of its contest's grid receives that item; the back office sends them.
 */
export async function itemAwards(db: Kysely<DB>): Promise<SportsFulfilmentResponse['awards']> {
  const rows = await db
    .selectFrom('sports_entries as e')
    .innerJoin('sports_contests as c', 'c.id', 'e.contest_id')
    .innerJoin('sports_prize_rows as r', (j) =>
      j
        .onRef('r.contest_id', '=', 'e.contest_id')
        .on(sql<boolean>`r.teams = cardinality(e.picks)`)
        .on('r.kind', '=', 'items'),
    )
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select([
      'c.id as contestId',
      'c.name as contestName',
      'e.id as entryId',
      'u.id as userId',
      'u.display_name as displayName',
      'u.email',
      'r.teams',
      'r.description',
      'r.retail_value_cents',
      'c.settled_at',
    ])
    .where('e.result', '=', 'WON')
    .where('c.settled_at', 'is not', null)
    .orderBy('c.settled_at', 'desc')
    .orderBy('e.id')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    contestId: r.contestId,
    contestName: r.contestName,
    entryId: r.entryId,
    userId: r.userId,
    displayName: r.displayName,
    email: r.email,
    teams: r.teams,
    description: r.description ?? '',
    retailValueCents: r.retail_value_cents,
    settledAt: r.settled_at!.toISOString(),
  }));
}

export const sportsFulfilmentRoutes: FastifyPluginAsyncZod<{ db: Kysely<DB> }> = async (app, { db }) => {
  app.get(
    '/api/operator/sports/fulfilment',
    {
      schema: {
        tags: ['operator'],
        summary: 'Item prizes won in sports contests, to send to their winners (newest first)',
        response: { 200: sportsFulfilmentResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      await requireOperator(request);
      return { awards: await itemAwards(db) };
    },
  );
};
