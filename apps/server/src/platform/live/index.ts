import { liveTopics, sessionEventSchemas } from '@powerplay/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { Clock } from '../clock';
import { createLiveHub } from './hub';
import { createEventStreams } from './sse';

export { playerTopic, registerPlayerStream } from './player';
export {
  createAfterCommitPublisher,
  publish,
  topic,
  type AfterCommitPublisher,
  type Topic,
  type TopicEvent,
} from './publish';
export type { LiveHub, Loader } from './hub';
export type { EventStreams } from './sse';
export { registerTopicStream } from './topic-stream';

/**
 * The live platform of one process: the hub (one LISTEN, snapshots by topic) and the SSE streams
 * served from it. Streams end before the server closes (they would keep it open); then the listener.
 */
export async function registerLive(
  app: FastifyInstance,
  deps: { database: Database; clock: Clock; maxStreamsPerIp: number },
) {
  const hub = createLiveHub({ database: deps.database, clock: deps.clock, log: app.log });
  await hub.start();
  const streams = createEventStreams({ hub, log: app.log, maxStreamsPerIp: deps.maxStreamsPerIp });
  // A session revoked on any process (sign-out, a password change or reset) ends its streams here.
  hub.subscribe(liveTopics.sessions, (event) => {
    if (event.type === 'revoked') streams.endSessions(sessionEventSchemas.revoked.parse(event.data).sessions);
  });
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => {
    streams.stop();
    await hub.stop();
  });
  return { hub, streams };
}
