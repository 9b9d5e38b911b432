import { EventEmitter } from 'node:events';
import { serialize } from 'pg-protocol';
import type { NotificationResponseMessage } from 'pg-protocol/dist/messages';
import { Parser } from 'pg-protocol/dist/parser';
import type { ProtocolEngine } from './pglite-thread';

/**
 * node-postgres's connection to the embedded database, as PGlite's own adapter (`@electric-sql/pglite/
 * node-postgres`) makes it, with one difference: node-postgres corks the stream around the messages of a
 * query (Bind, Describe, Execute, Sync), and this connection honours the cork, handing them to PGlite in
 * one call. The adapter made a call into the database per message: four per prepared statement, and
 * PGlite's JavaScript around the engine took a fifth of the embedded server's thread under pick saves
 * (6,000 → 8,000 prepared updates a second measured alone: decision 033). Messages still go
 * in order, one call after the other. The reply comes back raw and is read here, as node-postgres reads
 * a socket's (the database may be on another thread: db/pglite-thread.ts).
 */
export class PGliteConnection extends EventEmitter {
  /** The calls into the database, in order: each waits for the one before. */
  private queue: Promise<unknown>;
  private corks = 0;
  private pending: Buffer[] = [];
  private messagesWatched = false;
  private readonly parser = new Parser();
  // What node-postgres's Client reads and writes on its connection.
  _connecting = false;
  parsedStatements: Record<string, unknown> = {};
  submittedNamedStatements: Record<string, unknown> = {};
  readonly stream = {
    destroy: () => this.end(),
    cork: () => void this.corks++,
    uncork: () => {
      if (--this.corks === 0) this.flushPending();
    },
  };

  constructor(
    private readonly engine: ProtocolEngine,
    /** Every NOTIFY this session LISTENs to, as it arrives. */
    private readonly notified?: (m: NotificationResponseMessage) => void,
  ) {
    super();
    this.queue = engine.waitReady;
    this.on('newListener', (name) => {
      if (name === 'message') this.messagesWatched = true;
    });
  }

  async connect() {
    this._connecting = true;
    await this.engine.waitReady;
    process.nextTick(() => this.emit('readyForQuery'));
  }

  private send(message: Buffer) {
    this.pending.push(message);
    if (this.corks === 0) this.flushPending();
  }

  private flushPending() {
    if (this.pending.length === 0) return;
    const data = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    this.pending = [];
    this.queue = this.queue
      .then(() => this.engine.execProtocolRaw(data))
      .then((reply) => {
        this.parser.parse(Buffer.from(reply.buffer, reply.byteOffset, reply.byteLength), (m) => {
          if (this.messagesWatched) this.emit('message', m);
          if (m.name === 'notification') this.notified?.(m as NotificationResponseMessage);
          this.emit(m.name === 'error' ? 'errorMessage' : m.name, m);
        });
      })
      .catch((err: unknown) => this.emit('error', err));
  }

  // No network, no authentication: these have nothing to do.
  requestSsl() {}
  startup() {}
  cancel() {}
  password() {}
  ref() {}
  unref() {}

  query(text: string) {
    this.send(serialize.query(text));
  }
  parse(query: Parameters<typeof serialize.parse>[0]) {
    this.send(serialize.parse(query));
  }
  bind(config: Parameters<typeof serialize.bind>[0]) {
    this.send(serialize.bind(config));
  }
  execute(config: Parameters<typeof serialize.execute>[0]) {
    this.send(serialize.execute(config));
  }
  describe(msg: Parameters<typeof serialize.describe>[0]) {
    this.send(serialize.describe(msg));
  }
  close(msg: Parameters<typeof serialize.close>[0]) {
    this.send(serialize.close(msg));
  }
  flush() {
    this.send(serialize.flush());
  }
  sync() {
    this.send(serialize.sync());
  }
  sendCopyFromChunk(chunk: Buffer) {
    this.send(serialize.copyData(chunk));
  }
  endCopyFrom() {
    this.send(serialize.copyDone());
  }
  sendCopyFail(message: string) {
    this.send(serialize.copyFail(message));
  }

  end() {
    this.queue = this.queue.then(() => this.emit('end'));
    for (const name of this.eventNames()) if (name !== 'newListener') this.removeAllListeners(name);
    this.messagesWatched = false;
  }
}

/** A node-postgres pool over the embedded database: one client (PGlite is one session), this connection. */
export const pglitePoolConfig = (
  engine: ProtocolEngine,
  notified?: (m: NotificationResponseMessage) => void,
) => ({ max: 1, connection: new PGliteConnection(engine, notified) });
