import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { errorFields } from '../platform/log-fields';
import { currentPartnerId } from '../platform/partner-context';
import { pgListen, type Listener, type ListenHandlers } from './listener';
import { acquireDatabaseLock } from './lock';
import { ownerDialect, scopedDialect, type ConnectionScope } from './partner-scope';
import { pglitePoolConfig } from './pglite-connection';
import { PGliteThread, type ProtocolEngine } from './pglite-thread';
import { pipelinedConnections, runOnPool, type RunAlone } from './pipelined';
import { PreparingClient } from './prepared';
import type { DB } from './schema';

// int8 (counts, sums, money in cents) arrives as a JS number: every value we store fits in 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** Where the database layer reports connection faults (the app's logger once it exists). */
export interface DbLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface Database {
  db: Kysely<DB>;
  /** Runs a use case that is one statement, as its own transaction (db/pipelined.ts). */
  runAlone: RunAlone;
  kind: 'embedded' | 'postgres';
  /**
   * LISTEN on a channel on a connection of its own; NOTIFYs sent in a transaction arrive after it
   * commits. On PostgreSQL a lost connection is re-established for ever (see `handlers.reconnected`).
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listener>;
  /** Calls `listener` after every transaction this database's `db` commits; answers the unsubscribe. */
  onCommit(listener: () => void): () => void;
  /** Sends connection faults to this logger from now on. */
  setLogger(log: DbLog): void;
  /** Where faults go now (stderr until `setLogger`). */
  readonly log: () => DbLog;
  /**
   * From now on every connection serves as `role` (docs/decisions/050): one that row-level security
   * holds, when the one that connected (a superuser, the tables' owner) would not be.
   */
  serveAs(role: string): void;
  /**
   * The embedded database as its owner (the session's own role), for the tests of the database's own
   * guards, which hold whoever writes; on PostgreSQL the owner connects on its own URL instead.
   */
  owner?: Kysely<DB>;
  close(): Promise<void>;
}

/** Before the app's logger is set: one plain line on stderr. */
const stderrLog: DbLog = {
  warn: (obj, msg) => console.warn(msg, JSON.stringify(obj)),
  info: () => undefined,
};

/**
 * A dropped connection must not take the process down: an idle client's error reaches the pool's
 * 'error' event, a checked-out one's reaches the client (its query fails; the pool drops it on release).
 * Without listeners Node throws "Unhandled 'error' event" and exits. Logged without the client object,
 * which carries the connection's secret key.
 */
function survivePoolErrors(pool: pg.Pool, log: () => DbLog) {
  const report = (err: Error) =>
    log().warn({ error: errorFields(err) }, 'database connection lost; the pool replaces it');
  pool.on('connect', (client) => client.on('error', report));
  // The client's own listener above has reported it already.
  pool.on('error', () => undefined);
}

/** The lock file of an embedded database directory: beside it, in the data dir. */
export const embeddedLockFile = (dir: string) => `${path.resolve(dir)}.lock`;

export type DatabaseTarget =
  /**
   * `migrationUrl`: the owner of the tables, who migrates, seeds and grants at start-up; the app then
   * serves on `databaseUrl`, a role that only reads and writes rows (db/app-role.ts). Unset: both are
   * `databaseUrl`.
   */
  | { databaseUrl: string; migrationUrl?: string }
  /** `template`: a data directory copied into `embeddedDir` when that holds no database yet. */
  | { embeddedDir: string; template?: string };

/**
 * Makes `dir` a copy of a template data directory, if it holds no database yet. Called under the data
 * dir's lock; copied beside and renamed, so a start interrupted mid-copy leaves no half database.
 */
function copyTemplate(template: string, dir: string) {
  // Anything already there, even without a database's marker, is not ours to replace.
  if (existsSync(dir) && readdirSync(dir).length > 0) return;
  const copy = `${dir}.template-copy`;
  rmSync(copy, { recursive: true, force: true });
  cpSync(template, copy, { recursive: true });
  rmSync(dir, { recursive: true, force: true }); // an empty directory, if any
  renameSync(copy, dir);
}

export interface OpenOptions {
  /**
   * The partner whose rows a query sees when it runs outside any partner's context: the command line
   * and the tests, which act for the default partner. The server sets none: there, work without a
   * partner sees no row (docs/decisions/050).
   */
  unboundPartner?: number;
  /**
   * The embedded database on the caller's thread rather than its own (docs/decisions/054): the tests',
   * which run their queries one after the other, where the hop between threads only adds to each.
   */
  callerThread?: boolean;
}

/** Opens PostgreSQL when a URL is given, else an embedded PGlite in `embeddedDir` ('memory://' for one that vanishes at close). */
export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  let servingRole: string | undefined;
  const commitListeners = new Set<() => void>();
  const scope: ConnectionScope = {
    partner: () => currentPartnerId() ?? options.unboundPartner,
    role: () => servingRole,
    committed: () => {
      for (const listener of commitListeners) listener();
    },
  };
  /** A statement run alone is a transaction of its own: its answer is a commit, told as the others are. */
  const toldWhenDone =
    (run: RunAlone): RunAlone =>
    async (query) => {
      const rows = await run(query);
      scope.committed?.();
      return rows;
    };
  const onCommit = (listener: () => void) => {
    commitListeners.add(listener);
    return () => commitListeners.delete(listener);
  };
  const serveAs = (role: string) => {
    servingRole = role;
  };
  let log = stderrLog;
  const currentLog = () => log;
  const setLogger = (next: DbLog) => {
    log = next;
  };
  if ('databaseUrl' in target) {
    const { databaseUrl } = target;
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 20,
      application_name: 'powerplay',
      Client: PreparingClient,
    });
    survivePoolErrors(pool, currentLog);
    const db = new Kysely<DB>({ dialect: scopedDialect(new PostgresDialect({ pool }), scope) });
    const alone = pipelinedConnections(databaseUrl, currentLog, scope);
    const listeners = new Set<Listener>();
    return {
      db,
      runAlone: toldWhenDone(alone.run),
      kind: 'postgres',
      onCommit,
      listen: async (channel, handlers) => {
        const listener = await pgListen(databaseUrl, channel, handlers, currentLog);
        listeners.add(listener);
        return listener;
      },
      setLogger,
      log: currentLog,
      serveAs,
      close: async () => {
        await Promise.all([...listeners].map((l) => l.close()));
        await alone.close();
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
    if (target.template) copyTemplate(target.template, dir);
  }
  let engine: ProtocolEngine & { close(): Promise<void> };
  try {
    engine = options.callerThread ? await PGlite.create(dir) : new PGliteThread(dir);
    await engine.waitReady;
  } catch (err) {
    unlock();
    throw err;
  }
  // LISTEN on the one session: a NOTIFY arrives in the reply of the statement that commits it.
  const channels = new Map<string, Set<ListenHandlers>>();
  const pool = new pg.Pool({
    ...pglitePoolConfig(engine, (m) => {
      for (const handlers of channels.get(m.channel) ?? []) handlers.notification(m.payload);
    }),
    Client: PreparingClient,
  });
  survivePoolErrors(pool, currentLog);
  const db = new Kysely<DB>({ dialect: scopedDialect(new PostgresDialect({ pool }), scope) });
  const owner = new Kysely<DB>({ dialect: ownerDialect(new PostgresDialect({ pool }), () => servingRole) });
  return {
    db,
    owner,
    runAlone: toldWhenDone(runOnPool(db)),
    kind: 'embedded',
    onCommit,
    // In-process: the embedded database cannot drop the connection, so the listener is always up.
    listen: async (channel, handlers) => {
      let listening = channels.get(channel);
      if (!listening) {
        await pool.query(`listen ${pg.escapeIdentifier(channel)}`);
        channels.set(channel, (listening = new Set()));
      }
      listening.add(handlers);
      return {
        up: true,
        close: async () => {
          listening.delete(handlers);
          if (listening.size > 0 || channels.get(channel) !== listening) return;
          channels.delete(channel);
          await pool.query(`unlisten ${pg.escapeIdentifier(channel)}`);
        },
      };
    },
    setLogger,
    log: currentLog,
    serveAs,
    close: async () => {
      try {
        await db.destroy();
        await engine.close();
      } finally {
        unlock();
      }
    },
  };
}
