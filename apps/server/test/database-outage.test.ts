import { catalogue } from '@powerplay/contracts';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { runOnPool } from '../src/db/pipelined';
import type { DB } from '../src/db/schema';
import { createSessionTokens } from '../src/platform/auth';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnreachable } from '../src/platform/errors';
import { freePort } from './chaos';
import { api, ORIGIN } from './helpers';

/**
 * While the database refuses connections, the API answers 503 with Retry-After (a
 * client or a feed provider retries; idempotency keys make that safe), not 500 SOMETHING_WRONG.
 */
const SECRET = 'test-secret-test-secret-test-secret-0123';
let app: Awaited<ReturnType<typeof buildApp>>;
let pool: pg.Pool;
beforeAll(async () => {
  // A database nobody listens on: every connection is refused.
  const port = await freePort();
  pool = new pg.Pool({
    connectionString: `postgres://postgres@127.0.0.1:${port}/none`,
    connectionTimeoutMillis: 2000,
  });
  pool.on('error', () => undefined);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const database: Database = {
    db,
    runAlone: runOnPool(db),
    kind: 'postgres',
    listen: () => Promise.resolve({ up: false, close: () => Promise.resolve() }),
    onCommit: () => () => undefined,
    setLogger: () => undefined,
    log: () => ({ warn: () => undefined, info: () => undefined }),
    serveAs: () => undefined,
    close: () => db.destroy(),
  };
  const config = loadConfig({
    SESSION_SECRET: SECRET,
    PUBLIC_ORIGIN: ORIGIN,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    JOBS: 'none',
  });
  app = await buildApp({ config, database, logger: false });
});
afterAll(async () => {
  await app?.close();
  await pool?.end().catch(() => undefined);
});

describe('the database cannot be reached', () => {
  const unavailable = catalogue.UNAVAILABLE;
  const expectRetryLater = (res: {
    statusCode: number;
    headers: Record<string, unknown>;
    json(): unknown;
  }) => {
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(res.json()).toEqual({
      error: { code: 'UNAVAILABLE', title: unavailable.title, message: unavailable.message },
    });
  };

  it('a public read answers 503 with Retry-After', async () => {
    expectRetryLater(await api(app, 'GET', '/api/lottery/games'));
  });

  it('a signed-in write (the session lookup is what fails) answers 503 too', async () => {
    // A well-signed token, so the request gets as far as looking its session up.
    const { token } = createSessionTokens(SECRET).issue();
    expectRetryLater(
      await api(app, 'PUT', '/api/lottery/games/1/picks', {
        token,
        body: { numbers: [1, 2, 3, 4, 5, 6, 7] },
      }),
    );
    expectRetryLater(
      await api(app, 'POST', '/api/auth/login', { body: { login: 'a@example.com', password: 'x' } }),
    );
  });

  it('/readyz says 503 as well', async () => {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
  });
});

describe('which errors mean "unreachable"', () => {
  it('connection faults and PostgreSQL’s own unavailability codes; not a bug or a constraint', () => {
    const unreachable: Error[] = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], ''),
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated unexpectedly'),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      new Error('database "x" is not currently accepting connections'),
      new Error('wrapped', { cause: Object.assign(new Error('reset'), { code: 'ECONNRESET' }) }),
    ];
    for (const e of unreachable) expect(isDatabaseUnreachable(e), e.message).toBe(true);
    const bugs = [
      new TypeError('x is not a function'),
      Object.assign(new Error('duplicate key'), { code: '23505' }),
      Object.assign(new Error('ledger balance'), { code: '23514' }),
      Object.assign(new Error('syntax error'), { code: '42601' }),
      null,
      'text',
    ];
    for (const e of bugs) expect(isDatabaseUnreachable(e)).toBe(false);
  });
});
