import {
  legacyGameTypeIds,
  type GameDetailResponse,
  type GameListResponse,
  type Inventory,
  type LegacyLotteryGame,
  type LotteryGame,
} from '@powerplay/contracts';

/**
 * The old client's lottery record shapes, made from the services' answers: pure mappings, no rule.
 * Cash prizes are in dollars (the old client shows "$" before the number), points as they are.
 */
export const prizeValue = (amount: number, kind: 'cash' | 'points') =>
  kind === 'cash' ? amount / 100 : amount;

/** The game of a type the old client shows: the live one, else the next to start. */
export function currentOf(list: GameListResponse, type: LotteryGame['gameType']): LotteryGame | undefined {
  return list.live.find((g) => g.gameType === type) ?? list.upcoming.find((g) => g.gameType === type);
}

export function legacyGame(game: LotteryGame, entered: boolean): LegacyLotteryGame {
  const kind = game.prizeTiers[0]?.kind ?? 'cash';
  return {
    id: game.id,
    game_type: game.name,
    gametype_id: legacyGameTypeIds[game.gameType],
    code: game.gameType,
    game_text: game.name,
    start_datetime: game.startAt,
    deadline: game.pickDeadline,
    status: game.status,
    countdown_timer: game.ballIntervalSeconds,
    delay: game.delaySeconds,
    prize_id: game.id,
    prize_type: kind,
    // Sorted by descending prize, as the old client lists them.
    prize: game.prizeTiers
      .map((t) => ({ hits: t.hits, prize: prizeValue(t.amount, t.kind) }))
      .sort((a, b) => b.prize - a.prize),
    entry: entered,
    contest_id: null,
  };
}

/** A game type with no game to play: the old client shows "No Game Available!" for a record without id. */
export const noGame = (type: LotteryGame['gameType']): LegacyLotteryGame => ({
  game_type: type,
  gametype_id: legacyGameTypeIds[type],
  code: type,
  entry: false,
});

export const legacyPicks = (picks: readonly number[]) => picks.map((number, i) => ({ id: i + 1, number }));

export const legacyDraws = (game: LotteryGame) =>
  game.drawn.map((b) => ({
    id: b.k,
    game_id: game.id,
    daw_ball_number: b.number,
    draw_number: b.k,
    date_time: b.drawnAt,
  }));

export const legacyPowerplays = (inventory: Inventory) =>
  Object.entries(inventory).map(([id, left]) => ({
    id: Number(id),
    ramining_amount: left,
  }));

export const legacyResult = (result: GameDetailResponse['result']) =>
  result && {
    prize_won: result.prize > 0,
    balls_matched: result.hits,
    prize: prizeValue(result.prize, result.kind),
  };

/**
 * The pick a powerplay was used on, from the picks the old browser computed (`balls`): the one number of
 * the entry that is missing from them. Anything else (none, several) is no selection.
 */
export function chosenPick(picks: readonly number[], balls: readonly number[]): number | undefined {
  const gone = picks.filter((p) => !balls.includes(p));
  return gone.length === 1 ? gone[0] : undefined;
}
