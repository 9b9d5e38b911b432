import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A Server-Sent-Events route (served by the live platform's `serve`): no log line per stream. */
    eventStream?: true;
    /** A public read served from memory (platform/public-reads): a summary instead of lines per request. */
    publicRead?: true;
  }
}

/**
 * Fastify's per-request log lines ("incoming request", "request completed"), except on event-stream
 * routes and public reads: a join storm of 20,000 watchers, or a crowd asking for the next draw, would
 * write a line per request of the same bytes, so those log periodic summaries instead. Their server
 * errors are still logged one by one.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply) {
    if (!isEventStream(request)) super.incomingRequest(request, reply);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (!isEventStream(request) || error || reply.statusCode >= 500) {
      super.requestCompleted(error, request, reply);
    }
  }
}

export const isEventStream = (request: FastifyRequest) =>
  request.routeOptions.config.eventStream === true || request.routeOptions.config.publicRead === true;
