/**
 * The embedded database's own thread (db/pglite-thread.ts starts it): PGlite opened on `workerData.dataDir`,
 * and each message from the server's thread a batch of PostgreSQL protocol messages, answered with the
 * database's raw reply, in the order asked. Plain TypeScript without imports of the app's own modules, so
 * that Node runs it as it is, under tsx or without.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

type Request = { id: number; message: Uint8Array } | { id: number; close: true };

const port = parentPort!;
const describe = (err: unknown) => (err instanceof Error ? (err.stack ?? err.message) : String(err));

let pglite: PGlite;
try {
  pglite = await PGlite.create((workerData as { dataDir: string }).dataDir);
  port.postMessage({ ready: true });
} catch (err) {
  port.postMessage({ ready: false, error: describe(err) });
  process.exit(1);
}

// One request after the other: a reply is the database's answer to that request alone.
let queue: Promise<unknown> = Promise.resolve();
port.on('message', (request: Request) => {
  queue = queue.then(async () => {
    try {
      if ('close' in request) {
        await pglite.close();
        port.postMessage({ id: request.id, data: new Uint8Array(0) });
        port.close();
        return;
      }
      // A fresh buffer each time (PGlite copies its reply out of its receive buffer): handed over, not copied.
      const data = await pglite.execProtocolRaw(request.message);
      port.postMessage({ id: request.id, data }, [data.buffer as ArrayBuffer]);
    } catch (err) {
      port.postMessage({ id: request.id, error: describe(err) });
    }
  });
});
