import type { CompiledQuery, Kysely } from 'kysely';
import type pg from 'pg';
import { isDatabaseUnreachable } from '../platform/errors';
import { errorFields } from '../platform/log-fields';
import type { DbLog } from './database';
import { scopeKey, scopeStatement, type ConnectionScope } from './partner-scope';
import { PreparingClient } from './prepared';

/**
 * Runs one statement on its own: its own transaction, no other statement with it. Only for a use case
 * that is a single statement (a pick edit); anything that needs a transaction stays on the pool.
 */
export type RunAlone = <R>(query: CompiledQuery<R>) => Promise<R[]>;

/** `RunAlone` on the pool (the embedded database, which is one session anyway). */
export const runOnPool =
  <DB>(db: Kysely<DB>): RunAlone =>
  async (query) =>
    (await db.executeQuery(query)).rows;

/** Connections, so that commits of statements on different ones share a WAL flush (decision 035). */
export const PIPELINED_CONNECTIONS = 3;

/**
 * `RunAlone` on PostgreSQL over a few pipelined connections (decision 035): a statement is written as
 * soon as it is asked for, without waiting for the answers to the ones before it, and each is followed by
 * its own Sync, so it runs and commits alone and an error fails it only. Under load a pick save no longer
 * checks a connection out of the pool and back: one pipelined connection carries many saves in flight.
 * A lost connection fails the statements in flight (as a pooled one does: the caller answers 503) and
 * the next statement opens a new one.
 */
export function pipelinedConnections(
  connectionString: string,
  log: () => DbLog,
  scope: ConnectionScope,
  count = PIPELINED_CONNECTIONS,
): { run: RunAlone; close(): Promise<void> } {
  const slots: (Promise<PreparingClient> | undefined)[] = Array.from({ length: count }, () => undefined);
  // The scope each connection was last set to, in the order statements were written to it.
  const applied = new WeakMap<pg.Client, string>();
  let next = 0;
  let closed = false;

  function open(slot: number) {
    const client = new PreparingClient({ connectionString, application_name: 'powerplay', pipeline: true });
    const opening = client.connect().then(() => client);
    const drop = () => {
      if (slots[slot] === opening) slots[slot] = undefined;
    };
    client.on('error', (err) => {
      drop();
      log().warn({ error: errorFields(err) }, 'database connection lost; the next statement opens another');
    });
    client.on('end', drop);
    opening.catch(drop);
    slots[slot] = opening;
    return opening;
  }

  return {
    async run<R>(query: CompiledQuery<R>): Promise<R[]> {
      if (closed) throw new Error('Client was closed and is not queryable');
      const slot = next;
      next = (next + 1) % count;
      const opening = slots[slot] ?? open(slot);
      const client: pg.Client = await opening;
      // As the pool's connections (db/partner-scope.ts): set to this work's scope first when the
      // connection last served another. Written just before the statement with nothing awaited in
      // between, so the two run in that order whatever else is in flight; setting a connection's own
      // text settings cannot fail on a live connection, and on a lost one both fail.
      const role = scope.role();
      const partner = scope.partner();
      const key = scopeKey(role, partner);
      if (applied.get(client) !== key) {
        applied.set(client, key);
        const setting = scopeStatement(role, partner);
        client.query(setting.sql, [...setting.parameters]).catch(() => applied.delete(client));
      }
      try {
        const { rows } = await client.query(query.sql, [...query.parameters]);
        return rows as R[];
      } catch (err) {
        // A connection found gone is dropped now, not when its socket's end is told (later, under load):
        // the next statement on this slot opens a new one instead of failing on it again.
        if (isDatabaseUnreachable(err) && slots[slot] === opening) {
          slots[slot] = undefined;
          client.end().catch(() => undefined);
        }
        throw err;
      }
    },
    async close() {
      closed = true;
      await Promise.all(
        slots.map(async (slot) => {
          const client = await slot?.catch(() => undefined);
          await client?.end().catch(() => undefined);
        }),
      );
    },
  };
}
