/**
 * An error as a log field: its code and message only. pg errors can reference the client object, which
 * carries the connection's secret key; a whole-object dump must never reach the logs.
 */
export function errorFields(err: unknown): { code?: string; message: string } | undefined {
  if (err === undefined) return undefined;
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    return typeof code === 'string' ? { code, message: err.message } : { message: err.message };
  }
  return { message: typeof err === 'string' ? err : JSON.stringify(err) };
}

/** What stands in the log for a secret's value. */
export const REDACTED = '[redacted]';

/**
 * A query parameter, form field, header or object key whose value is a credential: a name containing
 * token, jwt, pass(w…), pwd, secret, key, auth, signature, session, cookie or credential (so `apikey`,
 * `api_key`, `x-api-key`, `authorization`, `set-cookie`, `reset_token` too), or exactly `sig` or `mail`
 * (a notification mail's unsubscribe link: `/unsubscribe?mail=<signed token>`). Broad on
 * purpose: a harmless value hidden costs a reader little, a working token shown costs an account.
 */
const SECRET_NAME = /token|jwt|passw|pwd|secret|key|auth|signature|session|cookie|credential|^sig$|^mail$/i;

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

export const isSecretName = (name: string) => SECRET_NAME.test(decodedName(name).trim());

/** One `a=1&b=2` string with each secret's value replaced; the rest kept byte for byte. */
function redactPairs(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq > 0 && isSecretName(pair.slice(0, eq)) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
}

/**
 * A path segment that is itself a credential: an invitation code (`/api/invitations/K7Q2…`,
 * `/join/K7Q2…`) admits whoever holds it to a private contest or a league.
 */
const SECRET_SEGMENT = /(\/(?:invitations|join)\/)[^/?#\s'"]+/gi;

const redactPath = (path: string) => path.replace(SECRET_SEGMENT, `$1${REDACTED}`);

/** A URL as the log may show it: `/x.php?jwt=[redacted]&game_id=3`, `/join/[redacted]`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return redactPath(url);
  const hash = url.indexOf('#', q);
  const query = hash < 0 ? url.slice(q + 1) : url.slice(q + 1, hash);
  return `${redactPath(url.slice(0, q + 1))}${redactPairs(query)}${hash < 0 ? '' : url.slice(hash)}`;
}

/**
 * Free text (a log message, an error's message or stack) with the secrets it may quote: `name=value`
 * pairs of a URL or a form body, `"name": "value"` of JSON, `Bearer <token>` and invitation codes in
 * paths.
 */
export function redactText(text: string): string {
  return redactPath(text)
    .replace(/([\w.%[\]-]+)=([^&\s'"#;,)<>]*)/g, (whole, name: string) =>
      isSecretName(name) ? `${name}=${REDACTED}` : whole,
    )
    .replace(/("([^"\\]{1,100})"\s*:\s*)"(?:[^"\\]|\\.)*"/g, (whole, head: string, name: string) =>
      isSecretName(name) ? `${head}"${REDACTED}"` : whole,
    )
    .replace(/\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, `$1 ${REDACTED}`);
}

/**
 * A value of any shape (headers, a body, an error's own fields) with every secret replaced. Only plain
 * data is walked, a few levels deep: an instance (a socket, a database client) is named, not dumped.
 */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 6) return '[…]';
  if (Array.isArray(value)) return value.slice(0, 100).map((v) => redactValue(v, depth + 1));
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) {
    return value instanceof Error ? redactText(value.message) : `[${value.constructor?.name ?? 'object'}]`;
  }
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(value)) {
    out[name] = isSecretName(name) ? REDACTED : redactValue(v, depth + 1);
  }
  return out;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** An error as a log line shows it: its type, message, stack and own fields (code, …), all redacted. */
function errorValue(err: Error, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: redactText(String(err)), stack: '' };
  const own = redactValue({ ...err }) as Record<string, unknown>;
  const cause = err.cause instanceof Error && depth < 3 ? errorValue(err.cause, depth + 1) : undefined;
  return {
    ...own,
    type: err.constructor.name,
    message: redactText(err.message),
    stack: redactText(err.stack ?? ''),
    ...(cause && { cause }),
  };
}

/**
 * The logger's serializers: no log line may carry a credential (a URL's `?jwt=`, a reset link's token, an
 * Authorization or Cookie header, a password in a body). The request is logged without its headers and
 * with its URL redacted; `err` and `error` (errorFields) are redacted, and so are `headers` and `body`
 * should a line ever carry them.
 */
export const logSerializers = {
  req: (req: LoggedRequest) => ({
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
  err: (err: Error) => errorValue(err),
  error: redactValue,
  headers: redactValue,
  body: redactValue,
};

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;

/** A log call's arguments with their text redacted: the message, and a plain object's other fields. */
function redactArgs(args: readonly unknown[]): unknown[] {
  return args.map((a) => {
    if (typeof a === 'string') return redactText(a);
    if (!isPlainObject(a)) return a;
    const out: Record<string, unknown> = {};
    for (const [name, v] of Object.entries(a)) {
      // The serializers' own fields are theirs to redact (a request, an error).
      if (name in logSerializers) out[name] = v;
      // A count or a flag is no credential (`sessionsEnded: 3` stays readable).
      else if (typeof v === 'number' || typeof v === 'boolean') out[name] = v;
      else out[name] = isSecretName(name) ? REDACTED : typeof v === 'string' ? redactText(v) : v;
    }
    return out;
  });
}

/**
 * The pino options every app logger gets on top of its own (level, stream): the serializers above, and a
 * hook that redacts every message and every field given as text (Fastify's own messages quote URLs:
 * "Route GET:/x?jwt=… not found").
 */
export function withRedaction<T extends object>(options: T) {
  return {
    ...options,
    serializers: logSerializers,
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(this, redactArgs(args));
      },
    },
  };
}

/** Fastify's `logger` option with the redaction above (false stays off; true is pino's defaults). */
export const redactedLogger = <T extends object>(logger: boolean | T) =>
  logger === false ? false : withRedaction(logger === true ? {} : logger);
