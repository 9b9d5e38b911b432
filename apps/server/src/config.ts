import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { jobsToRun, jobsVariable, type JobName } from './config-jobs';
import type { HttpLimits } from './platform/http-hardening';
import { DEFAULT_WITHDRAWAL_MINIMUM_CENTS, parseDemoCadence, type DemoCadence } from '@powerplay/domain';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  // The owner of the tables: migrates, seeds and grants at start-up; DATABASE_URL then only serves.
  MIGRATION_DATABASE_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  // The key of the self-exclusion registry's hashes: the same on every process, kept for ever.
  SELF_EXCLUSION_KEY: z.string().min(32).optional(),
  // Seals the partners' webhook signing secrets at rest: the same on every process, kept for ever.
  WEBHOOK_KEY: z.string().min(32).optional(),
  // Webhooks to private addresses (loopback, private networks): allowed on a local deployment only.
  WEBHOOK_PRIVATE_TARGETS: z.enum(['allow', 'refuse']).optional(),
  PUBLIC_ORIGIN: z.string().url().optional(),
  // The live bus between processes (docs/decisions/053): NATS JetStream when set, else the database.
  LIVE_BUS_URL: z
    .string()
    .regex(/^nats:\/\/[^\s]+$/, { message: 'a nats:// URL' })
    .optional(),
  LIVE_BUS_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, { message: 'letters, digits, - and _ only' })
    .default('powerplay'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  // Slow clients (decision 008): the whole request must arrive within REQUEST_TIMEOUT_MS, its headers
  // within HEADERS_TIMEOUT_MS; idle keep-alive connections close after KEEP_ALIVE_TIMEOUT_MS.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(72_000),
  // Open connections per client address (0 = no cap); off by default behind a proxy (TRUST_PROXY).
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).optional(),
  // Prometheus scrapes /metrics with `Authorization: Bearer <METRICS_TOKEN>`; unset = no metrics served.
  METRICS_TOKEN: z.string().min(16).optional(),
  // Outgoing mail, e.g. smtp://user:pass@smtp.example.com:587; unset = the local outbox (back office).
  SMTP_URL: z.string().url().optional(),
  // The support contact shown to players is the brand's (back office); this is only the mail's sender.
  MAIL_FROM: z.string().email().default('support@powerplay.games'),
  PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
  WEB_DIST_DIR: z.string().optional(),
  WITHDRAWAL_MIN_CENTS: z.coerce.number().int().positive().default(DEFAULT_WITHDRAWAL_MINIMUM_CENTS),
  // The scheduler jobs this process runs: names, `all` or `none` (LOTTERY_ENGINE=off still wins).
  JOBS: jobsVariable,
  SSE_MAX_STREAMS_PER_IP: z.coerce.number().int().positive().default(200),
  LOTTERY_ENGINE: z.enum(['on', 'off']).default('on'),
  LOTTERY_DEMO_SCHEDULE: z.enum(['on', 'off']).default('on'),
  // Minutes between demo draws per type, e.g. `747=15,sweet16=60,gridlock=30,elite8=weekly`.
  LOTTERY_SCHEDULE: z
    .string()
    .default('')
    .transform((text, ctx) => {
      const parsed = parseDemoCadence(text);
      if ('cadence' in parsed) return parsed.cadence;
      ctx.addIssue({ code: 'custom', message: parsed.error, input: text });
      return z.NEVER;
    }),
  // Sports (docs/rules/sports.md "Live data"): `off` removes both sports jobs from JOBS (API-only processes).
  SPORTS_ENGINE: z.enum(['on', 'off']).default('on'),
  // Minutes between the demo's baseball and hockey game sets.
  SPORTS_GAME_SET_MINUTES: z.coerce.number().int().min(1).max(1440).default(20),
  // Real minutes a 9-inning replayed game (or a regulation hockey game) lasts: the time compression.
  SPORTS_GAME_MINUTES: z.coerce.number().min(0.05).max(600).default(18),
  // How far ahead an operator's on-demand game set must start: time for players to enter before the lock.
  SPORTS_START_LEAD_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  // A sports data provider's key: `Authorization: Bearer <key>` may post to /api/operator/sports/feed.
  SPORTS_FEED_API_KEY: z.string().min(24).optional(),
  /** Origins the old client runs on (comma-separated): CORS with credentials on its `.php` paths only. */
  LEGACY_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim().replace(/\/$/, ''))
        .filter(Boolean),
    )
    .pipe(
      z.array(z.url().refine((o) => new URL(o).origin === o, 'an origin: scheme://host[:port], no path')),
    ),
  // The draft (docs/rules/draft.md): `off` removes both draft jobs from JOBS (API-only processes).
  DRAFT_ENGINE: z.enum(['on', 'off']).default('on'),
  // Notify Me launch mails (docs/decisions/024): `off` removes the leads-launch-mail job from JOBS.
  LAUNCH_MAIL: z.enum(['on', 'off']).default('on'),
  // The books' self-check (docs/decisions/038): `off` removes the books-check job; minutes between runs.
  BOOKS_CHECK: z.enum(['on', 'off']).default('on'),
  BOOKS_CHECK_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
  // Partners' webhooks (docs/partner-api.md): `off` removes their sender (API-only processes, tests).
  WEBHOOKS: z.enum(['on', 'off']).default('on'),
  // Notifications (docs/rules/notifications.md): `off` removes the notifications job from JOBS.
  NOTIFICATIONS: z.enum(['on', 'off']).default('on'),
  // The demo's rolling replays of the 2020 first round: minutes between drafts, seconds between picks.
  DRAFT_DEMO_MINUTES: z.coerce.number().int().min(1).max(1440).default(20),
  DRAFT_DEMO_PICK_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  // `1`/`true`: trust X-Forwarded-* from any proxy; or a comma-separated list of proxy IPs/CIDRs.
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(|0|1|true|false|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, {
      error: 'expected 1, true, 0, false or a comma-separated list of proxy IP addresses/CIDRs',
    })
    .default(''),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Who migrates (the tables' owner) when that is not DATABASE_URL's role (docs/decisions/036). */
  migrationDatabaseUrl: string | undefined;
  sessionSecret: string;
  /** Keys the self-exclusion registry's email hashes (docs/rules/accounts.md "One exclusion, every site"). */
  selfExclusionKey: string;
  /** NATS JetStream as the live bus, and its stream's name (one per deployment); undefined: the database. */
  liveBus: { url: string; name: string } | undefined;
  /** Webhooks (docs/partner-api.md): the key sealing their secrets; whether private addresses may receive. */
  webhooks: { key: string; privateTargets: boolean };
  /** Signs the one-click unsubscribe links of notification mail (derived from the session secret). */
  unsubscribeKey: string;
  publicOrigin: string;
  /** Origins allowed to call the old client's `.php` API across sites (docs/legacy-api.md). */
  legacyOrigins: string[];
  /** Secure cookies only when the public origin is https. */
  secureCookies: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Requests per IP per minute: everything, sign-up/sign-in (argon2 is costly), public forms. */
  rateLimits: { global: number; auth: number; forms: number };
  /** Timeouts for slow clients and the per-address connection cap. */
  http: HttpLimits;
  /** Bearer token of the Prometheus scraper; undefined = /metrics answers 404 to everyone. */
  metricsToken: string | undefined;
  /** Outgoing mail: SMTP when `smtpUrl` is set, else the local outbox; `from` is its sender. */
  mail: { smtpUrl: string | undefined; from: string };
  /** How long a password reset link works. */
  passwordResetTtlMinutes: number;
  /** Built web app to serve; undefined = API only. */
  webDistDir: string | undefined;
  withdrawalMinimumCents: number;
  /** The scheduler jobs this process runs. */
  jobs: readonly JobName[];
  /** Open Server-Sent-Event streams allowed per client IP. */
  sseMaxStreamsPerIp: number;
  /** The rolling demo schedule's cadence. */
  lottery: { demoCadence: DemoCadence };
  /** Sports demo content: a game set every `gameSetMinutes`; a regulation game lasts `gameMinutes`. */
  sports: {
    gameSetMinutes: number;
    gameMinutes: number;
    /** The nearest an operator's on-demand game set may start. */
    startLeadMs: number;
    feedApiKey: string | undefined;
  };
  /** Draft demo content: a replayed draft every `cadenceMinutes`, a pick every `pickSeconds`. */
  draft: { cadenceMinutes: number; pickSeconds: number };
  /** Minutes between the books-check job's runs (shared by every process: the last run's time decides). */
  booksCheckMinutes: number;
  /** Fastify's `trustProxy`: client IPs from X-Forwarded-For when behind a load balancer. */
  trustProxy: boolean | string;
}

const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');

/** Parses the environment into one typed Config. Throws with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  // Node refuses a headers timeout longer than the whole request's.
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new Error('Invalid configuration: HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS');
  }
  if (e.MIGRATION_DATABASE_URL && !e.DATABASE_URL) {
    throw new Error(
      'Invalid configuration: MIGRATION_DATABASE_URL: needs DATABASE_URL (the role that serves)',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  const publicOrigin = (e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const sessionSecret = e.SESSION_SECRET ?? persistentSecret(dataDir);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    migrationDatabaseUrl: e.MIGRATION_DATABASE_URL,
    sessionSecret,
    // Unset: derived from the session secret, so a deployment that keeps one keeps the other.
    selfExclusionKey:
      e.SELF_EXCLUSION_KEY ??
      createHmac('sha256', sessionSecret).update('self-exclusion-registry').digest('hex'),
    liveBus: e.LIVE_BUS_URL ? { url: e.LIVE_BUS_URL, name: e.LIVE_BUS_NAME } : undefined,
    webhooks: {
      key: e.WEBHOOK_KEY ?? createHmac('sha256', sessionSecret).update('webhook-secrets').digest('hex'),
      // A site served on localhost is someone's own machine; any other refuses unless told to allow.
      privateTargets:
        (e.WEBHOOK_PRIVATE_TARGETS ??
          (/^http:\/\/(localhost|127\.0\.0\.1)(:|$)/.test(publicOrigin) ? 'allow' : 'refuse')) === 'allow',
    },
    unsubscribeKey: createHmac('sha256', sessionSecret).update('mail-unsubscribe').digest('hex'),
    publicOrigin,
    legacyOrigins: e.LEGACY_ORIGINS,
    secureCookies: publicOrigin.startsWith('https://'),
    logLevel: e.LOG_LEVEL,
    rateLimits: {
      global: e.RATE_LIMIT_PER_MINUTE,
      auth: e.AUTH_RATE_LIMIT_PER_MINUTE,
      forms: e.FORM_RATE_LIMIT_PER_MINUTE,
    },
    metricsToken: e.METRICS_TOKEN,
    http: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      maxConnectionsPerIp: e.MAX_CONNECTIONS_PER_IP ?? (trustProxy === false ? 512 : 0),
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    passwordResetTtlMinutes: e.PASSWORD_RESET_TTL_MINUTES,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : defaultWebDist,
    withdrawalMinimumCents: e.WITHDRAWAL_MIN_CENTS,
    jobs: jobsToRun(e),
    sseMaxStreamsPerIp: e.SSE_MAX_STREAMS_PER_IP,
    lottery: { demoCadence: e.LOTTERY_SCHEDULE },
    sports: {
      gameSetMinutes: e.SPORTS_GAME_SET_MINUTES,
      gameMinutes: e.SPORTS_GAME_MINUTES,
      startLeadMs: e.SPORTS_START_LEAD_SECONDS * 1000,
      feedApiKey: e.SPORTS_FEED_API_KEY,
    },
    draft: { cadenceMinutes: e.DRAFT_DEMO_MINUTES, pickSeconds: e.DRAFT_DEMO_PICK_SECONDS },
    booksCheckMinutes: e.BOOKS_CHECK_MINUTES,
    trustProxy,
  };
}

function parseTrustProxy(value: string): boolean | string {
  if (value === '1' || value === 'true') return true;
  if (value === '' || value === '0' || value === 'false') return false;
  return value
    .split(',')
    .map((v) => v.trim())
    .join(',');
}

/** A secret generated once and kept in the data dir, so sessions survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
