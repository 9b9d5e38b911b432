import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_WITHDRAWAL_MINIMUM_CENTS, parseDemoCadence, type DemoCadence } from '@powerplay/domain';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  PUBLIC_ORIGIN: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  SUPPORT_PHONE: z.string().default('1-888-769-7529'),
  SUPPORT_EMAIL: z.string().email().default('support@powerplay.games'),
  WEB_DIST_DIR: z.string().optional(),
  WITHDRAWAL_MIN_CENTS: z.coerce.number().int().positive().default(DEFAULT_WITHDRAWAL_MINIMUM_CENTS),
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
  sessionSecret: string;
  publicOrigin: string;
  /** Secure cookies only when the public origin is https. */
  secureCookies: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Requests per IP per minute: everything, sign-up/sign-in (argon2 is costly), public forms. */
  rateLimits: { global: number; auth: number; forms: number };
  supportPhone: string;
  supportEmail: string;
  /** Built web app to serve; undefined = API only. */
  webDistDir: string | undefined;
  withdrawalMinimumCents: number;
  /** Run the draw engine in this process; keep the rolling demo schedule filled, at this cadence. */
  lottery: { engine: boolean; demoSchedule: boolean; demoCadence: DemoCadence };
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
  const dataDir = path.resolve(e.DATA_DIR);
  const publicOrigin = (e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET ?? persistentSecret(dataDir),
    publicOrigin,
    secureCookies: publicOrigin.startsWith('https://'),
    logLevel: e.LOG_LEVEL,
    rateLimits: {
      global: e.RATE_LIMIT_PER_MINUTE,
      auth: e.AUTH_RATE_LIMIT_PER_MINUTE,
      forms: e.FORM_RATE_LIMIT_PER_MINUTE,
    },
    supportPhone: e.SUPPORT_PHONE,
    supportEmail: e.SUPPORT_EMAIL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : defaultWebDist,
    withdrawalMinimumCents: e.WITHDRAWAL_MIN_CENTS,
    lottery: {
      engine: e.LOTTERY_ENGINE === 'on',
      demoSchedule: e.LOTTERY_DEMO_SCHEDULE === 'on',
      demoCadence: e.LOTTERY_SCHEDULE,
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
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
