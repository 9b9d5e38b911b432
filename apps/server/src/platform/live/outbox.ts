import type { Kysely } from 'kysely';
import type { DbLog } from '../../db/database';
import type { DB } from '../../db/schema';
import { errorFields } from '../log-fields';
import type { LiveBus } from './bus';
import { outboxRepo } from './outbox-repo';
import { batches } from './publish';

/** Events a pass sends at most: a burst is sent in passes of this many, one after the other. */
const BATCH = 1000;
/** Events of a process that died mid-pass, or written while no relay ran (the CLI), wait at most this. */
const POLL_MS = 1000;
/** Another process's relay has the turn: ask again this soon (its pass may have started before our commit). */
const TURN_RETRY_MS = 5;

/** A pass found nothing to send (with the turn, or without it): its transaction is rolled back. */
class NothingToSend extends Error {
  constructor(readonly turn: boolean) {
    super('nothing to send');
  }
}

/** The envelope with its outbox row: a receiver drops a repeat of the same row. */
const withSeq = (id: number, payload: string) => `{"seq":${id},${payload.slice(1)}`;

/**
 * The relay of the live events' outbox (docs/decisions/052): sends the events of committed writes to
 * every process, in the order they were written, and deletes them once sent. One relay at a time on a
 * database (its turn is an advisory lock), woken by this process's commits of writes with events and
 * every second for the rest. On PostgreSQL the NOTIFY goes out on a connection of its own while the
 * relay's transaction still holds the rows, so a relay that dies before deleting them leaves them to be
 * sent again (at least once; receivers drop a repeated `seq`); so on NATS, which also stores a repeat
 * once. The embedded database is one session: its NOTIFY goes out after the relay's transaction — one
 * process, whose watchers all reconnect if it dies.
 */
export function createOutboxRelay(deps: {
  db: Kysely<DB>;
  bus: Pick<LiveBus, 'kind' | 'send'>;
  log: () => DbLog;
}) {
  const { db, bus, log } = deps;
  // The embedded database's NOTIFY needs its one session, which the relay's transaction holds.
  const sendsInside = bus.kind !== 'embedded';
  let scheduled: NodeJS.Immediate | NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let poller: NodeJS.Timeout | undefined;

  const send = (payloads: string[]) => bus.send(batches(payloads));

  /**
   * Set as a pass's transaction ends: the commit it is about to tell of is (most likely) the relay's
   * own, which must not wake it again. Were another write's commit told first, this one's wakes it
   * instead — a commit is never left unanswered.
   */
  let ownCommit = false;

  /** One pass: how many events it sent, or null when another relay had the turn. */
  async function pass(): Promise<number | null> {
    let after: string[] = [];
    ownCommit = false;
    const sent = await db
      .transaction()
      .execute(async (trx) => {
        const turn = await outboxRepo.takeTurn(trx);
        const rows = turn ? await outboxRepo.oldest(trx, BATCH) : [];
        // Nothing to send: rolled back, not committed, so that no commit listener (another relay in
        // this process, in the tests) is woken by a pass that changed nothing.
        if (rows.length === 0) throw new NothingToSend(turn);
        const payloads = rows.map((r) => withSeq(r.id, r.payload));
        if (sendsInside) await send(payloads);
        else after = payloads;
        await outboxRepo.remove(
          trx,
          rows.map((r) => r.id),
        );
        ownCommit = true;
        return rows.length;
      })
      .catch((err: unknown) => {
        if (err instanceof NothingToSend) return err.turn ? 0 : null;
        throw err;
      });
    if (after.length > 0) await send(after);
    return sent;
  }

  async function drain() {
    do {
      again = false;
      const sent = await pass();
      if (sent === null) {
        // Another relay is sending: ours may have committed after its pass began; look again shortly.
        if (!stopped) schedule(TURN_RETRY_MS);
        return;
      }
      if (sent === BATCH) again = true;
    } while (again && !stopped);
  }

  function run() {
    scheduled = undefined;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err: unknown) => {
        log().warn({ error: errorFields(err) }, 'live events not relayed; trying again');
        if (!stopped) schedule(POLL_MS);
      })
      .finally(() => {
        running = undefined;
      });
  }

  function schedule(ms = 0) {
    if (scheduled || stopped) return;
    scheduled = ms === 0 ? setImmediate(run) : setTimeout(run, ms);
  }

  /** The pass that is due, now rather than when its timer fires. */
  function runDueNow() {
    if (!scheduled) return;
    clearTimeout(scheduled as NodeJS.Timeout);
    clearImmediate(scheduled as NodeJS.Immediate);
    scheduled = undefined;
    run();
  }

  async function drained(): Promise<void> {
    while (running || scheduled) {
      runDueNow();
      await running;
    }
  }

  return {
    start() {
      poller = setInterval(() => schedule(), POLL_MS).unref();
      schedule();
    },
    /** A write with events committed (or may have): send them soon, with whatever else is waiting. */
    wake: () => schedule(),
    /** Told of every commit on the database: one that may have written events wakes the relay. */
    committed(writtenLately: boolean) {
      if (ownCommit) ownCommit = false;
      else if (writtenLately) schedule();
    },
    /** A pass is running or due (tests: the relay comes to rest once the outbox is empty). */
    get busy() {
      return running !== undefined || scheduled !== undefined;
    },
    /** Waits for the pass in progress and sends what is left (shutdown, tests). */
    drained,
    /** Stops waking; the pass due now still runs (once: a database that is down does not hold a shutdown). */
    async stop(): Promise<void> {
      clearInterval(poller);
      stopped = true;
      runDueNow();
      await running;
    },
  };
}
export type OutboxRelay = ReturnType<typeof createOutboxRelay>;
