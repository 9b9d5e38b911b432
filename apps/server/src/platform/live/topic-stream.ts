import type { MessageCode } from '@powerplay/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Loader } from './hub';
import type { EventStreams } from './sse';

/**
 * The one shape of a public topic's event-stream route (a draw, a game set, a draft): `GET <url>` with
 * `:id`, no rate limit (a stream is one long request), `Last-Event-ID` to resume, the topic's replay
 * loaded once per process, and the contest's own "not found" as JSON (not a stream) for an unknown id.
 */
export function registerTopicStream(
  app: FastifyInstance,
  streams: EventStreams,
  route: {
    url: string;
    tag: string;
    summary: string;
    /** The path's id schema (the contracts' `idParam` with the contest's not-found code). */
    params: z.ZodType<{ id: number }, { id: string }>;
    notFound: MessageCode;
    topic: (id: number) => string;
    load: (id: number) => ReturnType<Loader>;
  },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    route.url,
    {
      config: { rateLimit: false, eventStream: true },
      schema: {
        tags: [route.tag],
        summary: route.summary,
        params: route.params,
        headers: z.object({ 'last-event-id': z.string().optional() }),
      },
    },
    (request, reply) =>
      streams.serve(request, reply, {
        topic: route.topic(request.params.id),
        load: () => route.load(request.params.id),
        notFound: route.notFound,
      }),
  );
}
