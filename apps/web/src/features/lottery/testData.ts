import type { GameListResponse, LotteryGame } from '@powerplay/contracts';
import { gameTypeConfigs, type GameType } from '@powerplay/domain';

/** A game as the API shows it, for component tests. */
export function gameFixture(type: GameType, patch: Partial<LotteryGame> = {}): LotteryGame {
  const c = gameTypeConfigs[type];
  return {
    id: 1,
    gameType: type,
    name: c.name,
    status: 'unplayed',
    startAt: '2030-01-06T01:00:00.000Z',
    pickDeadline: type === 'elite8' ? '2030-01-06T00:00:00.000Z' : '2030-01-06T01:00:00.000Z',
    finishesAt: '2030-01-06T01:05:00.000Z',
    ...c.timings,
    balls: c.balls,
    picks: c.picks,
    min: c.min,
    max: c.max,
    currency: c.currency,
    prizeTiers: c.prizeTiers,
    commitment: 'ab'.repeat(32),
    drawn: [],
    ...patch,
  };
}

export function listFixture(games: LotteryGame[]): GameListResponse {
  return { upcoming: games, live: [], recent: [] };
}
