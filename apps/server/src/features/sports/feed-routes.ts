import {
  errorBodySchema,
  feedBatchRequestSchema,
  feedBatchResponseSchema,
  type FeedUpdate,
} from '@powerplay/contracts';
import { canMoveMatch } from '@powerplay/domain';
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '../../db/schema';
import { requireOperator } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { LedgerService } from '../ledger';
import { applyMatchUpdate } from './feed';

export interface FeedBatchResult {
  applied: number;
  ignored: number;
  resettled: number;
}

/**
 * A provider's batch of match updates (GAME-RULES "Provider ingest"), in one transaction. Each
 * (feedGameId, sequence) is recorded once in `sports_feed_updates`: a repeat is ignored, as is a sequence
 * not newer than the match's or a status that would go back. A score change to a FINISHED match of a
 * settled game set re-settles its contests once (the difference credited or reversed by the ledger).
 * An update for a match we do not have refuses the whole batch (SPORTS_FEED_UNKNOWN_GAME).
 */
export async function ingestFeedBatch(
  db: Kysely<DB>,
  ledger: LedgerService,
  now: Date,
  updates: readonly FeedUpdate[],
): Promise<FeedBatchResult> {
  // A batch's updates of one match apply oldest first; matches in one order (no lock-order deadlock).
  const ordered = [...updates].sort((a, b) =>
    a.feedGameId < b.feedGameId ? -1 : a.feedGameId > b.feedGameId ? 1 : a.sequence - b.sequence,
  );
  return db.transaction().execute(async (trx) => {
    const result: FeedBatchResult = { applied: 0, ignored: 0, resettled: 0 };
    for (const u of ordered) {
      const match = await trx
        .selectFrom('sports_matches')
        .selectAll()
        .where('feed_game_id', '=', u.feedGameId)
        .forUpdate()
        .executeTakeFirst();
      if (!match) throw new AppError('SPORTS_FEED_UNKNOWN_GAME', { params: { feedGameId: u.feedGameId } });
      const fresh = await trx
        .insertInto('sports_feed_updates')
        .values({ feed_game_id: u.feedGameId, sequence: u.sequence, received_at: now })
        .onConflict((oc) => oc.columns(['feed_game_id', 'sequence']).doNothing())
        .returning('sequence')
        .executeTakeFirst();
      if (!fresh || u.sequence <= match.sequence || !canMoveMatch(match.status, u.status)) {
        result.ignored += 1;
        continue;
      }
      const done = await applyMatchUpdate(
        trx,
        ledger,
        match,
        {
          status: u.status,
          homeScore: u.homeScore,
          awayScore: u.awayScore,
          progress: u.status === 'LIVE' ? (u.progress ?? null) : null,
          sequence: u.sequence,
          homeCurrent: u.currentHome,
          awayCurrent: u.currentAway,
        },
        now,
      );
      if (done.applied) result.applied += 1;
      else result.ignored += 1;
      result.resettled += done.resettled;
    }
    return result;
  });
}

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** `POST /api/operator/sports/feed` (operators only: the session and role are checked before the body). */
export const sportsFeedRoutes: FastifyPluginAsyncZod<{
  db: Kysely<DB>;
  ledger: LedgerService;
  clock: Clock;
}> = async (app, { db, ledger, clock }) => {
  app.post(
    '/api/operator/sports/feed',
    {
      schema: {
        tags: ['operator'],
        summary:
          'A provider batch of match updates: idempotent by (feedGameId, sequence); corrections re-settle once',
        body: feedBatchRequestSchema,
        response: { 200: feedBatchResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requireOperator(request);
      return ingestFeedBatch(db, ledger, clock.now(), request.body.updates);
    },
  );
};
