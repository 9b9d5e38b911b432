import { topicIdOf, type GameListResponse } from '@powerplay/contracts';
import type { PublicReads, ReadModel } from '../../platform/public-reads';
import type { LotteryService } from './service';

/**
 * The public list of draws (every page's banner asks for it), from memory: one model per process, built
 * again when a draw's event arrives (scheduled, a ball, a status) or when the next upcoming draw starts.
 * The JSON API and the old client's calls both read it.
 */
export function lotteryGamesRead(
  publicReads: PublicReads,
  service: LotteryService,
): ReadModel<GameListResponse> {
  return publicReads.define({
    load: () => service.listGames(),
    changedBy: (topic) => topicIdOf('lottery', topic) !== undefined,
    expiresAt: (list) => Math.min(...list.upcoming.map((g) => Date.parse(g.startAt))),
  });
}
