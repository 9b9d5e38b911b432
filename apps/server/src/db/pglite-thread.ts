import { Worker } from 'node:worker_threads';

/**
 * What node-postgres's embedded connection (db/pglite-connection.ts) needs of the database: PGlite itself
 * (the tests' templates) or PGlite on its own thread (the server's).
 */
export interface ProtocolEngine {
  readonly waitReady: Promise<unknown>;
  /** A batch of protocol messages; answers the database's reply, raw. */
  execProtocolRaw(message: Uint8Array): Promise<Uint8Array>;
}

type Reply = { id: number; data: Uint8Array } | { id: number; error: string };

/**
 * The embedded database on a worker thread (docs/decisions/054): PGlite's engine runs a query to its end
 * without yielding, so on the server's thread every query held every request, every live event and every
 * timer meanwhile. Here the server's thread only sends the query's bytes and reads the reply. The thread
 * keeps the process alive only while a query is out (a command line's process ends when its work does).
 */
export class PGliteThread implements ProtocolEngine {
  readonly waitReady: Promise<void>;
  private readonly worker: Worker;
  private readonly waiting = new Map<
    number,
    { resolve: (data: Uint8Array) => void; reject: (e: Error) => void }
  >();
  private nextId = 1;
  private stopped: Error | undefined;

  constructor(dataDir: string) {
    this.worker = new Worker(new URL('./pglite-thread.worker.ts', import.meta.url), {
      workerData: { dataDir },
    });
    this.waitReady = new Promise((resolve, reject) => {
      const started = (m: { ready?: boolean; error?: string }) => {
        if (m.ready === undefined) return;
        this.worker.off('message', started);
        this.worker.unref();
        if (m.ready) resolve();
        else reject(new Error(`the embedded database did not open: ${m.error}`));
      };
      this.worker.on('message', started);
      this.worker.once('exit', (code) =>
        reject(new Error(`the embedded database's thread exited (${code})`)),
      );
    });
    this.worker.on('message', (m: Reply | { ready: boolean }) => {
      if (!('id' in m)) return;
      const call = this.waiting.get(m.id);
      if (!call) return;
      this.waiting.delete(m.id);
      if (this.waiting.size === 0) this.worker.unref();
      if ('error' in m) call.reject(new Error(m.error));
      else call.resolve(m.data);
    });
    this.worker.on('error', (err: Error) => this.fail(err));
    this.worker.on('exit', (code) => this.fail(new Error(`the embedded database's thread exited (${code})`)));
  }

  execProtocolRaw(message: Uint8Array): Promise<Uint8Array> {
    // Only the message's own bytes (node-postgres's buffers can be views into a larger pool), handed over.
    const copy = new Uint8Array(message);
    return this.call({ message: copy }, [copy.buffer]);
  }

  async close(): Promise<void> {
    if (this.stopped) return;
    await this.call({ close: true }, []);
    this.stopped = new Error('the embedded database is closed');
    await this.worker.terminate();
  }

  private call(request: { message: Uint8Array } | { close: true }, transfer: ArrayBuffer[]) {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<Uint8Array>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      if (this.waiting.size === 1) this.worker.ref();
      this.worker.postMessage({ id, ...request }, transfer);
    });
  }

  private fail(err: Error) {
    this.stopped ??= err;
    for (const call of this.waiting.values()) call.reject(err);
    this.waiting.clear();
  }
}
