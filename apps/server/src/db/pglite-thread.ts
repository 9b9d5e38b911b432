import { Worker } from 'node:worker_threads';

/**
 * What node-postgres's embedded connection (db/pglite-connection.ts) needs of the database: PGlite itself
 * (the tests' templates) or PGlite on the embedded databases' thread (the server's).
 */
export interface ProtocolEngine {
  readonly waitReady: Promise<unknown>;
  /** A batch of protocol messages; answers the database's reply, raw. */
  execProtocolRaw(message: Uint8Array): Promise<Uint8Array>;
}

type Request = { open: string } | { message: Uint8Array } | { close: true };
type Reply = { id: number; data: Uint8Array } | { id: number; error: string };

/**
 * The one thread of a process's embedded databases (docs/decisions/054). Starting a thread and loading
 * PGlite into it costs more than opening a database there, so every database the process opens shares it
 * (a server opens one; a test process hundreds, one after the other). The thread keeps the process alive
 * only while a query is out, so a command's process ends when its work does.
 */
class EmbeddedThread {
  private readonly worker = new Worker(new URL('./pglite-thread.worker.ts', import.meta.url));
  private readonly waiting = new Map<
    number,
    { resolve: (data: Uint8Array) => void; reject: (e: Error) => void }
  >();
  private nextId = 1;
  private nextDatabase = 1;
  /** Why every call fails from now on: the thread died. */
  failed: Error | undefined;

  constructor() {
    this.worker.unref();
    this.worker.on('message', (m: Reply) => {
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

  newDatabase(): number {
    return this.nextDatabase++;
  }

  call(db: number, request: Request, transfer: ArrayBuffer[] = []): Promise<Uint8Array> {
    if (this.failed) return Promise.reject(this.failed);
    const id = this.nextId++;
    return new Promise<Uint8Array>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      if (this.waiting.size === 1) this.worker.ref();
      this.worker.postMessage({ id, db, ...request }, transfer);
    });
  }

  private fail(err: Error) {
    this.failed ??= err;
    for (const call of this.waiting.values()) call.reject(err);
    this.waiting.clear();
  }
}

let shared: EmbeddedThread | undefined;
/** The process's thread, or a new one after the last one died (its databases fail for good). */
function embeddedThread(): EmbeddedThread {
  if (!shared || shared.failed) shared = new EmbeddedThread();
  return shared;
}

/** One embedded database, opened on the process's embedded-database thread. */
export class PGliteThread implements ProtocolEngine {
  readonly waitReady: Promise<void>;
  private readonly thread = embeddedThread();
  private readonly db = this.thread.newDatabase();
  private closed: Error | undefined;

  constructor(dataDir: string) {
    this.waitReady = this.thread.call(this.db, { open: dataDir }).then(
      () => undefined,
      (err: Error) => {
        throw new Error(`the embedded database did not open: ${err.message}`);
      },
    );
  }

  execProtocolRaw(message: Uint8Array): Promise<Uint8Array> {
    if (this.closed) return Promise.reject(this.closed);
    // Only the message's own bytes (node-postgres's buffers can be views into a larger pool), handed over.
    const copy = new Uint8Array(message);
    return this.thread.call(this.db, { message: copy }, [copy.buffer]);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = new Error('the embedded database is closed');
    await this.thread.call(this.db, { close: true });
  }
}
