/**
 * The embedded databases' own thread (db/pglite-thread.ts starts it, once per process): each `open`
 * message opens PGlite on a data directory under the number the server's thread chose, and each batch of
 * PostgreSQL protocol messages for that number is answered with the database's raw reply, in the order
 * asked. Plain TypeScript without imports of the app's own modules, so that Node runs it as it is, under
 * tsx or without.
 */
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

type Request = { id: number; db: number } & ({ open: string } | { message: Uint8Array } | { close: true });

const port = parentPort!;
const describe = (err: unknown) => (err instanceof Error ? (err.stack ?? err.message) : String(err));
const databases = new Map<number, Promise<PGlite>>();
/** Each database's requests one after the other: a reply is the database's answer to that request alone. */
const queues = new Map<number, Promise<unknown>>();

async function answer(request: Request): Promise<Uint8Array> {
  if ('open' in request) {
    const opened = PGlite.create(request.open);
    databases.set(request.db, opened);
    await opened;
    return new Uint8Array(0);
  }
  const pglite = await databases.get(request.db);
  if (!pglite) throw new Error(`no embedded database ${request.db} on this thread`);
  if ('close' in request) {
    databases.delete(request.db);
    await pglite.close();
    return new Uint8Array(0);
  }
  // A fresh buffer each time (PGlite copies its reply out of its receive buffer): handed over, not copied.
  return pglite.execProtocolRaw(request.message);
}

port.on('message', (request: Request) => {
  const queue = (queues.get(request.db) ?? Promise.resolve()).then(async () => {
    try {
      const data = await answer(request);
      port.postMessage({ id: request.id, data }, [data.buffer as ArrayBuffer]);
    } catch (err) {
      port.postMessage({ id: request.id, error: describe(err) });
    }
    if ('close' in request && queues.get(request.db) === queue) queues.delete(request.db);
  });
  queues.set(request.db, queue);
});
