import { CompiledQuery } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIPELINED_CONNECTIONS, pipelinedConnections } from '../src/db/pipelined';
import { isDatabaseUnreachable } from '../src/platform/errors';
import {
  api,
  createTestApp,
  registerOperator,
  registerPlayer,
  scheduleLotteryGame,
  type TestApp,
} from './helpers';

// Decision 035: the statements that run alone (a pick edit) share a few pipelined connections.
let t: TestApp;
let url: string;
let admin: pg.Client;
const quiet = () => ({ warn: () => undefined, info: () => undefined });
// These statements touch no partner's rows: no partner, the role that connected.
const unscoped = { partner: () => undefined, role: () => undefined };
const raw = <R>(text: string, parameters: unknown[] = []) =>
  CompiledQuery.raw(text, parameters) as CompiledQuery<R>;

beforeAll(async () => {
  t = await createTestApp();
  // The test app's own database (helpers.ts made it for this file).
  const { rows } = await t.database.db.executeQuery<{ name: string }>(
    raw('select current_database() as name'),
  );
  const u = new URL(process.env.DATABASE_URL!);
  u.pathname = `/${rows[0]!.name}`;
  url = u.toString();
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('create table pipelined_t (id int primary key)');
});
afterAll(async () => {
  await admin.end();
  await t.close();
});

describe('statements that run alone, on pipelined connections', () => {
  it('each is its own transaction on one of a few connections, and a failing one fails alone', async () => {
    const alone = pipelinedConnections(url, quiet, unscoped);
    try {
      const seen = await Promise.all(
        Array.from({ length: 60 }, () =>
          alone.run(
            raw<{ tx: string; pid: number }>('select txid_current()::text as tx, pg_backend_pid() as pid'),
          ),
        ),
      );
      const rows = seen.map((r) => r[0]!);
      expect(new Set(rows.map((r) => r.tx)).size).toBe(60);
      expect(new Set(rows.map((r) => r.pid)).size).toBe(PIPELINED_CONNECTIONS);

      // Sent together, id 7 twice: the second insert of it fails on the key, every other one commits.
      const ids = [...Array.from({ length: 40 }, (_, i) => i + 1), 7];
      const results = await Promise.allSettled(
        ids.map((id) => alone.run(raw('insert into pipelined_t values ($1)', [id]))),
      );
      const failed = results.flatMap((r) =>
        r.status === 'rejected' ? [r.reason as { constraint?: string }] : [],
      );
      expect(failed).toHaveLength(1);
      expect(failed[0]!.constraint).toBe('pipelined_t_pkey');
      const { rows: count } = await admin.query<{ n: number }>('select count(*)::int as n from pipelined_t');
      expect(count[0]!.n).toBe(40);
    } finally {
      await alone.close();
    }
  });

  it('a lost connection fails its statements as unreachable (503), and the next statement opens a new one', async () => {
    const alone = pipelinedConnections(url, quiet, unscoped);
    try {
      const before = await Promise.all(
        Array.from({ length: PIPELINED_CONNECTIONS }, () =>
          alone.run(raw<{ pid: number }>('select pg_backend_pid() as pid')),
        ),
      );
      const pids = before.map((r) => r[0]!.pid);
      await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
      // Each connection may fail the statement that finds it gone, no more than that.
      const failures: unknown[] = [];
      let answer: number | undefined;
      for (let i = 0; i <= PIPELINED_CONNECTIONS && answer === undefined; i++) {
        try {
          answer = (await alone.run(raw<{ pid: number }>('select pg_backend_pid() as pid')))[0]!.pid;
        } catch (err) {
          failures.push(err);
        }
      }
      expect(failures.every(isDatabaseUnreachable)).toBe(true);
      expect(answer).toBeDefined();
      expect(pids).not.toContain(answer);
    } finally {
      await alone.close();
    }
  });

  it('once closed, refuses a statement as unreachable', async () => {
    const alone = pipelinedConnections(url, quiet, unscoped);
    await alone.run(raw('select 1'));
    await alone.close();
    const refused = await alone.run(raw('select 1')).catch((err: unknown) => err);
    expect(isDatabaseUnreachable(refused)).toBe(true);
  });

  it('pick edits fired at once by many players: each answered with its picks, one entry each, holding one of them', async () => {
    const operator = await registerOperator(t);
    const gameId = await scheduleLotteryGame(t.app, operator.token, new Date());
    const players = await Promise.all(Array.from({ length: 8 }, () => registerPlayer(t.app)));
    const save = (token: string, numbers: number[]) =>
      api(t.app, 'PUT', `/api/lottery/games/${gameId}/picks`, { token, body: { numbers } });
    // Each player's first save enters the draw (a transaction on the pool); the edits after it run alone.
    for (const p of players) expect((await save(p.token, [1, 2, 3, 4, 5, 6, 7])).statusCode).toBe(200);
    const sent = players.map((_, i) =>
      Array.from({ length: 5 }, (_, k) => [1, 2, 3, 4, 5, 6].map((n) => n + i + 5 * k).concat(40 + k)),
    );
    const answers = await Promise.all(
      players.flatMap((p, i) =>
        sent[i]!.map(async (numbers) => ({ i, numbers, res: await save(p.token, numbers) })),
      ),
    );
    for (const { numbers, res } of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ entry: { picks: number[] } }>().entry.picks).toEqual(numbers);
    }
    const { rows } = await admin.query<{ user_id: number; picks: number[] }>(
      'select user_id, picks from lottery_entries where game_id = $1',
      [gameId],
    );
    expect(rows).toHaveLength(players.length);
    players.forEach((p, i) => {
      expect(sent[i]).toContainEqual(rows.find((r) => r.user_id === p.user.id)!.picks);
    });
  });
});
