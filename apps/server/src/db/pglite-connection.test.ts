import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pglitePoolConfig } from './pglite-connection';

let pglite: PGlite;
let pool: pg.Pool;
beforeAll(async () => {
  pglite = await PGlite.create('memory://');
  await pglite.exec('create table t (id int primary key, v int not null)');
  pool = new pg.Pool(pglitePoolConfig(pglite));
});
afterAll(async () => {
  await pool.end();
  await pglite.close();
});

describe('node-postgres on the embedded database', () => {
  it('hands each query’s messages to the database in one call, and answers each query its own rows', async () => {
    const calls = vi.spyOn(pglite, 'execProtocolRaw');
    try {
      const insert = (id: number) =>
        pool.query<{ v: number }>({
          name: 'insert-t',
          text: 'insert into t values ($1, $1 * 10) returning v',
          values: [id],
        });
      const answers = await Promise.all([1, 2, 3].map(insert));
      expect(answers.map((a) => a.rows)).toEqual([[{ v: 10 }], [{ v: 20 }], [{ v: 30 }]]);
      // A query's messages (Parse the first time, Bind, Describe, Execute, Sync): one call, not one each.
      expect(calls).toHaveBeenCalledTimes(3);
    } finally {
      calls.mockRestore();
    }
  });

  it('answers a failing query with its error, and the next query as usual', async () => {
    await expect(pool.query('insert into t values (1, 0)')).rejects.toMatchObject({ constraint: 't_pkey' });
    await expect(
      pool.query({ text: 'select count(*)::int as n from t where v > $1', values: [0] }),
    ).resolves.toMatchObject({
      rows: [{ n: 3 }],
    });
  });
});
