import {
  catalogue,
  errorBodySchema,
  formatMessage,
  messageCodeOf,
  type MessageCode,
} from '@powerplay/contracts';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorFields } from './log-fields';

/** A refusal with a catalogue message. Thrown by services; rendered by the one error handler. */
export class AppError extends Error {
  readonly params: Record<string, string | number>;
  readonly headers: Record<string, string>;
  constructor(
    readonly code: MessageCode,
    options: { params?: Record<string, string | number>; headers?: Record<string, string> } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.params = options.params ?? {};
    this.headers = options.headers ?? {};
  }
}

export function sendError(
  reply: FastifyReply,
  messageCode: MessageCode,
  status?: number,
  params?: Record<string, string | number>,
) {
  const entry = catalogue[messageCode];
  return reply.status(status ?? entry.status).send({
    error: { code: messageCode, title: entry.title, message: formatMessage(entry.message, params) },
  });
}

// Fastify's own errors (body parsing, limits) mapped onto the catalogue.
const fastifyCodes: Record<string, MessageCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_BODY',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
};

/**
 * Errors Fastify raises before any route or hook runs (the router's own refusals): an invalid
 * percent-encoding, a path parameter over `maxParamLength`, a failing route constraint. Passed to
 * `Fastify({ frameworkErrors })` so they answer with the catalogue like everything else.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const code: MessageCode | undefined =
    error.code === 'FST_ERR_BAD_URL'
      ? 'BAD_URL'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'URL_TOO_LONG'
        : undefined;
  const status = code ? catalogue[code].status : (error.statusCode ?? 500);
  if (status >= 500) {
    request.log.error({ err: error }, 'framework error');
    void sendError(reply, 'SOMETHING_WRONG', 500);
  } else {
    request.log.info({ err: error }, 'client error');
    void sendError(reply, code ?? 'BAD_REQUEST', status);
  }
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a malformed request line, headers too
 * large, a timeout): answered on the raw socket, in the same error shape.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code]: [number, MessageCode] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'REQUEST_TIMEOUT']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'HEADERS_TOO_LARGE']
        : [400, 'MALFORMED_BODY'];
  const entry = catalogue[code];
  const body = JSON.stringify({ error: { code, title: entry.title, message: entry.message } });
  if (!socket.writable) return socket.destroy(err);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** Seconds a client is told to wait before retrying while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const UNREACHABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNREACHABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|not queryable|after calling end on the pool|not currently accepting connections|PGlite is closed/i;

/**
 * True when an error means the database cannot be reached right now, as opposed to
 * a bug: a refused, reset or timed-out connection, a pool that cannot connect, or PostgreSQL saying so
 * (SQLSTATE class 08 connection exceptions, 57P01–57P03 shutting down or starting, 53300 too many
 * connections). Such a request answers 503 with Retry-After; idempotency keys make the retry safe.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, errors, cause } = e as {
      code?: unknown;
      message?: unknown;
      errors?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string') {
      if (UNREACHABLE_NODE_CODES.has(code)) return true;
      if (/^08|^57P0[123]$|^53300$/.test(code)) return true;
    }
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
    // Happy eyeballs: a connection to `localhost` fails with one error per address tried.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnreachable(inner))) return true;
    e = cause;
  }
  return false;
}

/** One error handler for the whole app: every error answer is `{ error: { code, title, message } }`. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      void reply.headers(error.headers);
      return sendError(reply, error.code, undefined, error.params);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, messageCodeOf(error.validation));
    }
    if (error.validation) return sendError(reply, 'BAD_REQUEST', 400);
    const mapped = error.code ? fastifyCodes[error.code] : undefined;
    if (mapped) return sendError(reply, mapped);
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, 'RATE_LIMITED');
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return sendError(reply, status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', status);
    }
    if (isDatabaseUnreachable(error)) {
      // One short line per request (no stack): an outage must not flood the log.
      request.log.warn({ error: errorFields(error) }, 'database unreachable');
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(reply, 'UNAVAILABLE');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'SOMETHING_WRONG', 500);
  });
}

/** The error answers a route documents: the one error body under each status it may refuse with. */
export const errorResponses = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S,
    typeof errorBodySchema
  >;
