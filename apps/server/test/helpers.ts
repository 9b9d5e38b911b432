import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { z } from 'zod';
import { buildApp, type AppDeps } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { embeddedLockFile, type Database, type DatabaseTarget } from '../src/db/database';
import { openAppDatabase } from '../src/db/open';
import { scopedDialect } from '../src/db/partner-scope';
import type { DB } from '../src/db/schema';
import { systemClock, type Clock } from '../src/platform/clock';
import { publish, topic } from '../src/platform/live';
import { currentPartnerId, DEFAULT_PARTNER_ID } from '../src/platform/partner-context';
import { createServices, type Services } from '../src/services';

export const ORIGIN = 'http://localhost:3000';

/**
 * `url` (PostgreSQL, as the superuser) signed in as the run's app role instead (test/global-setup.ts):
 * what the test apps and the server processes they start serve as.
 */
export function appRoleUrl(url: string): string {
  const login = inject('pgAppRole');
  if (!login) throw new Error('no app role: the run has no DATABASE_URL');
  return Object.assign(new URL(url), { username: login.role, password: login.password }).toString();
}

/**
 * A fresh database per test file, copied from the run's migrated, seeded one (test/global-setup.ts):
 * an embedded database in a copy of its data directory, removed afterwards, or — when DATABASE_URL is
 * set — a new PostgreSQL database created from the template for this file and dropped afterwards, so
 * parallel runs never collide.
 */
async function freshTarget(): Promise<{ target: DatabaseTarget; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const embedded = inject('pgliteTemplate');
    if (!embedded) throw new Error('no embedded template: the run has DATABASE_URL');
    const embeddedDir = path.join(embedded.copies, `db-${process.pid}-${randomBytes(4).toString('hex')}`);
    return {
      target: { embeddedDir, template: embedded.template },
      drop: () => {
        rmSync(embeddedDir, { recursive: true, force: true });
        rmSync(embeddedLockFile(embeddedDir), { force: true });
        return Promise.resolve();
      },
    };
  }
  const name = `powerplay_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    // As in production: the app serves as a role that only reads and writes rows; the superuser of
    // DATABASE_URL migrates (nothing to do on a copy of the template) and grants (docs/decisions/036).
    target: { databaseUrl: appRoleUrl(dbUrl.toString()), migrationUrl: dbUrl.toString() },
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      // A closed pool resolves before its sockets are gone; terminating them then (FORCE) makes the
      // closing clients emit unhandled errors. Wait for them to leave, and force only as a last resort.
      for (let i = 0; i < 100; i++) {
        const { rows } = await c.query<{ n: string }>(
          'select count(*) as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === '0') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /**
   * The same database as the owner of its tables (on PostgreSQL the superuser of DATABASE_URL; on the
   * embedded database its session's own role): for tests of the database's own guards, which hold
   * whoever writes.
   */
  owner: Kysely<DB>;
  config: Config;
  services: Services;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    clock?: Clock;
    env?: Record<string, string>;
    /** Off unless given: a stream to read the log lines from. */
    logger?: AppDeps['logger'];
    /**
     * Whose rows a query outside any request or job sees: the default partner's unless given; `null`
     * for none, as in the server (docs/decisions/050).
     */
    unboundPartner?: number | null;
  } = {},
): Promise<TestApp> {
  const clock = options.clock ?? systemClock;
  const { target, drop } = await freshTarget();
  // Tests act for the default partner wherever no request or job names one (docs/decisions/050).
  const unboundPartner = options.unboundPartner === undefined ? DEFAULT_PARTNER_ID : options.unboundPartner;
  // The database on the test's own thread (docs/decisions/054): the thread's own tests are in src/db.
  const database = await openAppDatabase(
    target,
    clock,
    unboundPartner === null ? { callerThread: true } : { unboundPartner, callerThread: true },
  );
  const config = loadConfig({
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    PUBLIC_ORIGIN: ORIGIN,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    FORM_RATE_LIMIT_PER_MINUTE: '100000',
    LOTTERY_ENGINE: 'off',
    LOTTERY_DEMO_SCHEDULE: 'off',
    SPORTS_ENGINE: 'off',
    DRAFT_ENGINE: 'off',
    // The leads' launch mail runs only where a test drives it (features/leads).
    LAUNCH_MAIL: 'off',
    // The books' self-check runs only where a test drives it (features/books).
    BOOKS_CHECK: 'off',
    // Webhooks are sent only where a test drives the sender (features/webhooks).
    WEBHOOKS: 'off',
    // Notifications' job runs only where a test drives it (test/notifications.test.ts).
    NOTIFICATIONS: 'off',
    ...options.env,
  });
  const services = createServices({ config, database, clock });
  const app = await buildApp({ config, database, clock, services, logger: options.logger ?? false });
  // Connects only when a test uses it.
  const owner =
    'migrationUrl' in target && target.migrationUrl
      ? new Kysely<DB>({
          // Rows it writes are the default partner's, as the app's are in the tests.
          dialect: scopedDialect(
            new PostgresDialect({ pool: new pg.Pool({ connectionString: target.migrationUrl, max: 2 }) }),
            { partner: () => currentPartnerId() ?? DEFAULT_PARTNER_ID, role: () => undefined },
          ),
        })
      : database.owner!;
  return {
    app,
    database,
    owner,
    config,
    services,
    async close() {
      await app.close();
      if (owner !== database.owner) await owner.destroy();
      await database.close();
      await drop();
    },
  };
}

/** A same-origin JSON request, as the web app sends it. */
export function api(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: {
    body?: unknown;
    token?: string;
    cookie?: string;
    headers?: Record<string, string>;
    /** The client address (per-IP rate limits); 127.0.0.1 unless given. */
    remoteAddress?: string;
  } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { origin: ORIGIN, ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = `jwt=${options.cookie}`;
  return app.inject({
    method,
    url,
    headers,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

/** A valid PayPal withdrawal request of `amountCents` (the form's fields as the web sends them). */
export const withdrawalBody = (amountCents: number) => ({
  amountCents,
  paypalEmail: 'me@paypal.example.com',
  acceptedTerms: true,
  firstName: 'Ann',
  lastName: 'Player',
  country: 'CA',
  province: 'ON',
  city: 'Toronto',
  postalCode: 'M5V 2T6',
  addressLine1: '1 King St W',
  dateOfBirth: '1990-04-01',
});

let counter = 0;
/** A valid registration, unique per call. */
export function newPlayer(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${process.pid % 10000}${counter}${randomBytes(2).toString('hex')}`;
  return {
    displayName: `Player ${tag}`,
    email: `player${tag}@example.com`,
    password: 'correct horse battery',
    country: 'CA',
    province: 'ON',
    over18: true,
    acceptedTerms: true,
    ...overrides,
  };
}

export async function registerPlayer(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = newPlayer(overrides);
  const res = await api(app, 'POST', '/api/auth/register', { body });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const json = res.json<{ user: { id: number; displayName: string }; token: string }>();
  return { ...json, credentials: body };
}

/** A new account made an operator, or with `platform` the platform's operator (docs/partners.md). */
export async function registerOperator(t: TestApp, role: 'operator' | 'platform' = 'operator') {
  const player = await registerPlayer(t.app);
  await t.database.db.updateTable('users').set({ role }).where('id', '=', player.user.id).execute();
  return player;
}

let slot = 0;
/**
 * Schedules a 747 draw an hour after `now` (a second later at each call, so slots never clash) and
 * answers its id: for tests that need a game to enter, not a draw to watch.
 */
export async function scheduleLotteryGame(app: FastifyInstance, operatorToken: string, now: Date) {
  slot += 1;
  const res = await api(app, 'POST', '/api/operator/lottery/games', {
    token: operatorToken,
    body: {
      gameType: '747',
      startAt: new Date(now.getTime() + 3_600_000 + slot * 1000).toISOString(),
      ballIntervalSeconds: 10,
      delaySeconds: 2,
      finalWindowSeconds: 12,
    },
  });
  if (res.statusCode !== 201) throw new Error(`schedule failed: ${res.statusCode} ${res.body}`);
  return res.json<{ game: { id: number } }>().game.id;
}

const settledTopic = topic('test:settled', { marker: z.object({ n: z.number().int() }) });
let markers = 0;

/**
 * Waits until this app's hub has heard every event committed so far: a marker published now comes after
 * them through the outbox, and the relay sends in order.
 */
export async function liveEventsSettled(t: TestApp): Promise<void> {
  const n = ++markers;
  let heard = false;
  const stop = t.app.liveHub.subscribe(settledTopic.key, (event) => {
    if ((event.data as { n: number }).n === n) heard = true;
  });
  try {
    await t.database.db
      .transaction()
      .execute((trx) => publish(trx, settledTopic, { type: 'marker', data: { n } }));
    await expect.poll(() => heard, { timeout: 10_000 }).toBe(true);
  } finally {
    stop();
  }
}
