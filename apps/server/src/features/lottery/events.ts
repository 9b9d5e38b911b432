import { liveTopics, lotteryEventSchemas } from '@powerplay/contracts';
import { topic, type TopicEvent } from '../../platform/live/publish';
import type { LotteryRepo } from './repo';

/** A draw's live topic: `ball` (id = k), `status`, `settled`. */
export const lotteryTopic = (gameId: number) => topic(liveTopics.lottery(gameId), lotteryEventSchemas);

type LotteryEvent = TopicEvent<typeof lotteryEventSchemas>;

/**
 * A draw's public events as a watcher is told them: every ball, the status, then the settlement once
 * settled (a client that arrives after it would otherwise wait for it for ever). Undefined: no such
 * draw. The hub's loader: read once per draw per process, never per watcher.
 */
export async function lotteryReplay(repo: LotteryRepo, gameId: number): Promise<LotteryEvent[] | undefined> {
  const game = await repo.findGame(gameId);
  if (!game) return undefined;
  const draws = await repo.drawsOf([gameId]);
  // Read after the balls, so the status is never older than them.
  const current = (await repo.findGame(gameId)) ?? game;
  const events: LotteryEvent[] = draws.map((d) => ({
    type: 'ball',
    id: d.k,
    data: { k: d.k, number: d.number, drawnAt: d.drawn_at.toISOString() },
  }));
  events.push({ type: 'status', data: { status: current.status } });
  if (current.settled_at)
    events.push({ type: 'settled', data: { settledAt: current.settled_at.toISOString() } });
  return events;
}
