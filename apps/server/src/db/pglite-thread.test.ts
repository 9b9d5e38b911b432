import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';

// The server's embedded database runs on the process's embedded-database thread (docs/decisions/054);
// the other tests open theirs on their own thread.
describe('the embedded databases’ thread', () => {
  it('serves several databases at once, each its own rows, its own notifications, and its own close', async () => {
    const [a, b] = await Promise.all([
      openDatabase({ embeddedDir: 'memory://' }),
      openDatabase({ embeddedDir: 'memory://' }),
    ]);
    try {
      const heard: string[] = [];
      await a.listen('ping', { notification: (payload) => heard.push(`a:${payload}`) });
      await b.listen('ping', { notification: (payload) => heard.push(`b:${payload}`) });
      await sql`create table t (v int)`.execute(a.db);
      await sql`insert into t values (1), (2)`.execute(a.db);
      await sql`create table t (v int)`.execute(b.db);
      await sql`insert into t values (3)`.execute(b.db);
      await sql`select pg_notify('ping', 'one')`.execute(a.db);

      const sum = async (db: typeof a.db) =>
        (await sql<{ s: number }>`select sum(v)::int as s from t`.execute(db)).rows[0]!.s;
      expect([await sum(a.db), await sum(b.db)]).toEqual([3, 3]);
      expect(heard).toEqual(['a:one']);

      // A database's error is its own: the other answers as before.
      await expect(sql`select * from missing`.execute(b.db)).rejects.toThrow(/missing/);
      await a.close();
      expect(await sum(b.db)).toBe(3);
    } finally {
      await b.close();
    }
  });
});
