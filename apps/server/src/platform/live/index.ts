import { liveTopics, sessionEventSchemas } from '@powerplay/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { Clock } from '../clock';
import { databaseBus, natsBus } from './bus';
import { createLiveHub } from './hub';
import { createOutboxRelay } from './outbox';
import { outboxWrittenLately } from './publish';
import { createEventStreams } from './sse';

export { playerTopic, registerPlayerStream } from './player';
export { outboxWriteComing, publish, publishMany, topic, type Topic, type TopicEvent } from './publish';
export type { LiveHub, Loader } from './hub';
export type { EventStreams } from './sse';
export { registerTopicStream } from './topic-stream';

/**
 * The live platform of one process: the hub (one LISTEN, snapshots by topic), the SSE streams served
 * from it, and the outbox's relay. Streams end before the server closes (they would keep it open); then the listener.
 */
export async function registerLive(
  app: FastifyInstance,
  deps: {
    database: Database;
    clock: Clock;
    maxStreamsPerIp: number;
    /** NATS JetStream as the bus (`LIVE_BUS_URL`, its stream's name); else the database's LISTEN/NOTIFY. */
    nats?: { url: string; name: string } | undefined;
  },
) {
  const { database } = deps;
  const bus = deps.nats ? await natsBus(deps.nats.url, deps.nats.name, database.log) : databaseBus(database);
  const hub = createLiveHub({ database, bus, clock: deps.clock, log: app.log });
  await hub.start();
  // The outbox's relay: events of committed writes go out from here (docs/decisions/052).
  const relay = createOutboxRelay({ db: database.db, bus, log: database.log });
  relay.start();
  const stopWaking = database.onCommit(() => relay.committed(outboxWrittenLately()));
  const streams = createEventStreams({ hub, log: app.log, maxStreamsPerIp: deps.maxStreamsPerIp });
  // A session revoked on any process (sign-out, a password change or reset) ends its streams here.
  hub.subscribe(liveTopics.sessions, (event) => {
    if (event.type === 'revoked') streams.endSessions(sessionEventSchemas.revoked.parse(event.data).sessions);
  });
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => {
    stopWaking();
    // Events of writes that committed go out before the database closes.
    await relay.stop();
    streams.stop();
    await hub.stop();
    await bus.close();
  });
  return { hub, streams, relay };
}
