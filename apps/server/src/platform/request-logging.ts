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
 * One log line per request, when it completes, with the request (method, URL, address), the status and
 * the time: Fastify's default writes two ("incoming request", then "request completed"), the first of
 * which says nothing the second does not — half the log volume of a busy write path. A request
 * that never completes leaves no line; the slow-request warning and the metrics still see the ones that
 * do, however late. Event-stream routes and public reads write none:
 * a join storm of 20,000 watchers, or a crowd asking for the next draw, would write a line per request
 * of the same bytes, so those log periodic summaries instead. Their server errors are still logged one
 * by one.
 */
export class RequestLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (isEventStream(request) && !error && reply.statusCode < 500) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export const isEventStream = (request: FastifyRequest) =>
  request.routeOptions.config.eventStream === true || request.routeOptions.config.publicRead === true;
