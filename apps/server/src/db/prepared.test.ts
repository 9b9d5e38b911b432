import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { prepared } from './prepared';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('prepared statements', () => {
  it('parses a marked statement once per connection, under its name, and runs it with each call’s values', async () => {
    const twice = (n: number) => prepared('test-twice', sql<{ v: number }>`select ${n}::int * 2 as v`);
    // One transaction: one connection, whose own prepared statements pg_prepared_statements lists.
    const seen = await t.database.db.transaction().execute(async (trx) => {
      const answers = [(await twice(2).execute(trx)).rows, (await twice(21).execute(trx)).rows];
      const { rows } = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(trx);
      return { answers, names: rows.map((r) => r.name) };
    });
    expect(seen.answers).toEqual([[{ v: 4 }], [{ v: 42 }]]);
    expect(seen.names).toEqual(['test-twice']);
  });

  it('refuses a name that could not be read back from the statement’s text', () => {
    expect(() => prepared('Bad name', sql`select 1`)).toThrow('bad prepared statement name "Bad name"');
  });
});
