import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';

// int8 (counts, sums, money in cents) arrives as a JS number: every value we store fits in 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export interface Database {
  db: Kysely<DB>;
  kind: 'embedded' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseTarget = { databaseUrl: string } | { embeddedDir: string };

/** Opens PostgreSQL when a URL is given, else an embedded PGlite in `embeddedDir` ('memory://' for tests). */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('databaseUrl' in target) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 20 });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const dir = target.embeddedDir;
  if (!dir.startsWith('memory://')) mkdirSync(path.dirname(dir), { recursive: true });
  const pglite = await PGlite.create(dir);
  const pool = new pg.Pool(createPgConfig(pglite));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'embedded',
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}
