import { liveEventPaths, liveTopics, playerEventSchemas } from '@powerplay/contracts';
import type { FastifyInstance } from 'fastify';
import { requestSessionId, requireUser, sessionTag, type SessionTokens } from '../auth';
import { topic } from './publish';
import type { EventStreams } from './sse';

/** A player's own topic (`player:17`): their changes, for every page they have open. */
export const playerTopic = (userId: number) => topic(liveTopics.player(userId), playerEventSchemas);

/**
 * `GET /api/me/events`: the signed-in player's own stream. It has no history to replay — a page loads
 * the player's state when it opens and from then on hears each change as it is made elsewhere. It is
 * private: it ends when its session is revoked (docs/decisions/015).
 */
export function registerPlayerStream(app: FastifyInstance, streams: EventStreams, tokens: SessionTokens) {
  app.get(
    liveEventPaths.me,
    {
      config: { auth: 'user', rateLimit: false, eventStream: true },
      schema: {
        tags: ['live'],
        summary: 'Server-Sent Events of my own changes (`lottery-entry`), pushed to every page I have open',
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const sessionId = requestSessionId(request, tokens);
      await streams.serve(request, reply, {
        topic: playerTopic(user.id).key,
        load: () => Promise.resolve([]),
        notFound: 'NOT_FOUND',
        session: sessionId === null ? undefined : sessionTag(sessionId),
      });
    },
  );
}
