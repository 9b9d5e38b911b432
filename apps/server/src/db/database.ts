import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { acquireDatabaseLock } from './lock';
import type { DB } from './schema';

// int8 (counts, sums, money in cents) arrives as a JS number: every value we store fits in 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export type NotificationHandler = (payload: string) => void;

export interface Database {
  db: Kysely<DB>;
  kind: 'embedded' | 'postgres';
  /** LISTEN on a channel; NOTIFYs sent in a transaction arrive after it commits. */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** One LISTEN connection per process, shared by every channel (PostgreSQL). */
function pgListener(connectionString: string) {
  const handlers = new Map<string, Set<NotificationHandler>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;

  const connect = (): Promise<pg.Client> =>
    (connecting ??= (async () => {
      const c = new pg.Client({ connectionString });
      c.on('notification', (n) => handlers.get(n.channel)?.forEach((h) => h(n.payload ?? '')));
      c.on('error', () => {
        // Reconnect and re-LISTEN; events missed meanwhile are replayed by clients (Last-Event-ID).
        client = undefined;
        connecting = undefined;
        if (!closed && handlers.size > 0) setTimeout(() => void connect().catch(() => undefined), 1000);
      });
      await c.connect();
      for (const channel of handlers.keys()) await c.query(`LISTEN "${channel}"`);
      client = c;
      return c;
    })());

  return {
    async listen(channel: string, handler: NotificationHandler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        const c = client ?? (await connect());
        if (client) await c.query(`LISTEN "${channel}"`);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0 && handlers.get(channel) === set) {
          handlers.delete(channel);
          await client?.query(`UNLISTEN "${channel}"`).catch(() => undefined);
        }
      };
    },
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}

/** The lock file of an embedded database directory: beside it, in the data dir. */
export const embeddedLockFile = (dir: string) => `${path.resolve(dir)}.lock`;

export type DatabaseTarget = { databaseUrl: string } | { embeddedDir: string };

/** Opens PostgreSQL when a URL is given, else an embedded PGlite in `embeddedDir` ('memory://' for tests). */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('databaseUrl' in target) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 20 });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const listener = pgListener(target.databaseUrl);
    return {
      db,
      kind: 'postgres',
      listen: (channel, handler) => listener.listen(channel, handler),
      close: async () => {
        await listener.close();
        await db.destroy();
      },
    };
  }
  const dir = target.embeddedDir;
  let unlock = () => {};
  if (!dir.startsWith('memory://')) {
    mkdirSync(path.dirname(dir), { recursive: true });
    // One process at a time on an embedded database (a second server, or the CLI while it runs).
    unlock = acquireDatabaseLock(dir, embeddedLockFile(dir));
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dir);
  } catch (err) {
    unlock();
    throw err;
  }
  const pool = new pg.Pool(createPgConfig(pglite));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'embedded',
    listen: async (channel, handler) => pglite.listen(channel, handler),
    close: async () => {
      try {
        await db.destroy();
        await pglite.close();
      } finally {
        unlock();
      }
    },
  };
}
