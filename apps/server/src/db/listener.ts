import pg from 'pg';
import { errorFields } from '../platform/log-fields';
import type { DbLog } from './database';

/** What a LISTEN connection tells its owner. */
export interface ListenHandlers {
  notification(payload: string): void;
  /** The connection was lost: notifications may be missed until `reconnected`. */
  down?(): void;
  /** LISTENing again after an outage: whatever was sent meanwhile was missed. */
  reconnected?(): void;
}

export interface Listener {
  /** True while notifications are being received. */
  readonly up: boolean;
  close(): Promise<void>;
}

export interface Backoff {
  initialMs: number;
  maxMs: number;
}

/** Reconnect delays: 250 ms doubling to 5 s, for ever (an outage of any length ends in recovery). */
export const listenerBackoff: Backoff = { initialMs: 250, maxMs: 5000 };

/**
 * A dedicated PostgreSQL connection LISTENing on one channel. When the connection is lost (backend
 * terminated, database restarted or refusing connections) it reconnects with exponential backoff until
 * closed, LISTENs again and says so, so its owner can catch up on what it missed.
 */
export async function pgListen(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
  log: () => DbLog,
  backoff: Backoff = listenerBackoff,
): Promise<Listener> {
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  function lost(c: pg.Client, err?: Error) {
    if (client !== c) return; // a failed attempt, or already handled
    client = undefined;
    c.end().catch(() => undefined);
    if (closed) return;
    log().warn({ error: errorFields(err) }, 'live listener lost its database connection; reconnecting');
    handlers.down?.();
    retry();
  }

  async function connect() {
    const c = new pg.Client({ connectionString, application_name: 'powerplay-listen' });
    c.on('notification', (n) => {
      if (n.channel === channel) handlers.notification(n.payload ?? '');
    });
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(`LISTEN "${channel}"`);
    } catch (err) {
      c.end().catch(() => undefined);
      throw err;
    }
    if (closed) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
  }

  function retry() {
    const delay = Math.min(backoff.maxMs, backoff.initialMs * 2 ** attempt);
    attempt += 1;
    timer = setTimeout(() => {
      connect().then(
        () => {
          if (closed || !client) return;
          log().info({ attempts: attempt }, 'live listener reconnected');
          attempt = 0;
          handlers.reconnected?.();
        },
        (err: unknown) => {
          if (closed) return;
          log().warn(
            { error: errorFields(err), retryInMs: Math.min(backoff.maxMs, backoff.initialMs * 2 ** attempt) },
            'live listener reconnect failed',
          );
          retry();
        },
      );
    }, delay);
  }

  await connect();
  return {
    get up() {
      return client !== undefined;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
