import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A Server-Sent-Events route (served by the live platform's `serve`): no log line per stream. */
    eventStream?: true;
  }
}

/**
 * Fastify's per-request log lines ("incoming request", "request completed"), except on event-stream
 * routes: a join storm of 20,000 watchers would write 20,000 lines, so the SSE helper logs periodic
 * summaries instead. A stream route's server errors are still logged one by one.
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

export const isEventStream = (request: FastifyRequest) => request.routeOptions.config.eventStream === true;
