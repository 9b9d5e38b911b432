import type { SportsMatch } from '@powerplay/contracts';

type MatchLike = Pick<SportsMatch, 'feedGameId' | 'startAt' | 'home' | 'away'>;

/**
 * The game number of each match of a doubleheader (the same two clubs twice in the set), by feed game
 * id: in start order, and for the same start by feed game id (Retrosheet's ids end with the game
 * number, 1 or 2). A single game has no number.
 */
export function doubleheaderGames(matches: readonly MatchLike[]): Map<string, number> {
  const byPairing = new Map<string, MatchLike[]>();
  for (const m of matches) {
    const pairing = [m.away.teamId, m.home.teamId].sort().join('|');
    byPairing.set(pairing, [...(byPairing.get(pairing) ?? []), m]);
  }
  const games = new Map<string, number>();
  for (const list of byPairing.values()) {
    if (list.length < 2) continue;
    [...list]
      .sort(
        (a, b) => Date.parse(a.startAt) - Date.parse(b.startAt) || a.feedGameId.localeCompare(b.feedGameId),
      )
      .forEach((m, i) => games.set(m.feedGameId, i + 1));
  }
  return games;
}

/** ", game 2" for a card's accessible name (its two cards are otherwise alike); "" for a single game. */
export const gameSuffix = (game: number | undefined) => (game ? `, game ${game}` : '');
