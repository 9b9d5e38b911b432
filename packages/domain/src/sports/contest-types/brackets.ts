import type { PrizeRow } from '../contests';
import { sportsPowerplayIds as ids } from '../powerplay-catalogue';
import { cashRow, checkRows, resultOf, rowWithKey, typedFigures } from './common';
import type { ContestTypeHeadline, ContestTypeInput, ContestTypeOutcomeBase } from './common';
import type { StandingFigures, TypedPick } from './common';
import { ownGridAndLock, type ContestTypeDefinition } from './definition';

/** Brackets: an entry picks and seeds 2, 4 or 8 teams. */
export const bracketSizes = [2, 4, 8] as const;
export const isBracketSize = (n: number) => (bracketSizes as readonly number[]).includes(n);

/** The seeded grid (docs/rules/sports.md "Brackets"), keyed by bracket size. */
export const bracketsSeedGrid: readonly PrizeRow[] = [cashRow(2, 5), cashRow(4, 25), cashRow(8, 100)];

/**
 * The seeds in bracket order for a bracket of `size` (a power of two): neighbours meet in round 1 —
 * 1 v N, 2 v N−1, … — placed so that when the better seed always wins, every later round pairs the
 * survivors the same way (8: 1 v 8, 4 v 5 | 2 v 7, 3 v 6; then 1 v 4 | 2 v 3; then 1 v 2).
 */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const n = order.length * 2;
    order = order.flatMap((seed) => [seed, n + 1 - seed]);
  }
  return order;
}

/** A team in a bracket game: its seed (1 = the player's first pick) and its my_score now. */
export interface BracketTeam {
  seed: number;
  myScore: number;
}

export interface BracketGame {
  /** The two teams, the one from the upper half of the bracket first. */
  teams: [BracketTeam, BracketTeam];
  /** The seed advancing: the higher my_score, a tie to the better (lower) seed; so far until decided. */
  winner: number;
  /** Every my_score this game depends on is final (both teams', and those of the games feeding it). */
  decided: boolean;
}

export interface Bracket {
  /** Round 1 first; each round has half the games of the one before; the last has one game. */
  rounds: BracketGame[][];
  /** The seed that wins the last game (so far until `decided`). */
  champion: number;
  decided: boolean;
}

/**
 * The team that advances: the higher my_score, a tie to the better seed (docs/rules/sports.md "Brackets").
 */
export const bracketWinner = (a: BracketTeam, b: BracketTeam): BracketTeam =>
  a.myScore > b.myScore || (a.myScore === b.myScore && a.seed < b.seed) ? a : b;

/**
 * The bracket so far from picks in seed order (docs/rules/sports.md "Brackets"): round 1 pairs the seeds 1 v
 * N, 2 v N−1, … in bracket order; each game's winner meets the winner of the neighbouring game until one
 * champion remains. Undefined unless there are 2, 4 or 8 picks.
 */
export function bracketOf(picks: readonly TypedPick[]): Bracket | undefined {
  if (!isBracketSize(picks.length)) return undefined;
  type Slot = { team: BracketTeam; decided: boolean };
  let slots: Slot[] = bracketOrder(picks.length).map((seed) => {
    const pick = picks[seed - 1]!;
    return { team: { seed, myScore: pick.myScore }, decided: pick.final };
  });
  const rounds: BracketGame[][] = [];
  while (slots.length > 1) {
    const games: BracketGame[] = [];
    const next: Slot[] = [];
    for (let i = 0; i < slots.length; i += 2) {
      const [a, b] = [slots[i]!, slots[i + 1]!];
      const winner = bracketWinner(a.team, b.team);
      const decided = a.decided && b.decided;
      games.push({ teams: [a.team, b.team], winner: winner.seed, decided });
      next.push({ team: winner, decided });
    }
    rounds.push(games);
    slots = next;
  }
  return { rounds, champion: slots[0]!.team.seed, decided: slots[0]!.decided };
}

export interface BracketsOutcome extends ContestTypeOutcomeBase {
  rule: 'brackets';
  headline: ContestTypeHeadline;
  /** Undefined when the entry does not hold 2, 4 or 8 teams. */
  bracket: Bracket | undefined;
}

/**
 * Brackets (docs/rules/sports.md "Brackets"): the entry wins when its seed 1 is the champion; the row is the
 * one for the bracket size.
 */
export function bracketsOutcome({ picks, finished, grid }: ContestTypeInput): BracketsOutcome {
  const bracket = bracketOf(picks);
  const prize = bracket ? rowWithKey(grid, picks.length) : undefined;
  return {
    rule: 'brackets',
    result: resultOf(bracket?.champion === 1, finished),
    picks: picks.length,
    rowKey: prize?.noOfTeam,
    prize,
    bracket,
    headline: bracketsHeadline(bracket),
  };
}

/** "Seed {champion} leads the bracket of {size}" (or has won it, once decided). */
export const bracketsHeadline = (bracket: Bracket | undefined): ContestTypeHeadline => ({
  code: 'SPORTS_BRACKETS_HEADLINE',
  params: {
    champion: bracket?.champion ?? 0,
    size: bracket ? 2 ** bracket.rounds.length : 0,
    decided: bracket?.decided ? 1 : 0,
  },
});

/** A Brackets grid: rows keyed by bracket size, 2, 4 or 8. */
export const checkBracketsGrid = (grid: readonly PrizeRow[]) => checkRows(grid, isBracketSize);

/** The live page's figures: the bracket so far. */
export interface BracketsFigures extends StandingFigures {
  bracket: Bracket | null;
}

export const bracketsStanding = (o: BracketsOutcome): BracketsFigures => ({
  ...typedFigures(o),
  bracket: o.bracket ?? null,
});

/** Brackets' kit (docs/rules/sports.md "New powerplays"). */
export const bracketsKit = { [ids.increase]: 2, [ids.decrease]: 2, [ids.swap]: 1, [ids.undo]: 1 };

/** How far the player's seed 1 has gone: the bracket games it has won so far (0 without a bracket). */
export const bracketsFriendsScore = (o: BracketsOutcome) =>
  o.bracket?.rounds.flat().filter((game) => game.winner === 1).length ?? 0;

export const brackets: ContestTypeDefinition<'brackets', BracketsOutcome> = {
  rule: 'brackets',
  limits: { min: bracketSizes[0], max: bracketSizes[bracketSizes.length - 1]! },
  limitsFixed: true,
  picksAllowed: isBracketSize,
  countRefusal: (n) => (isBracketSize(n) ? null : 'SPORTS_BRACKET_SIZE'),
  outcome: bracketsOutcome,
  standing: bracketsStanding,
  friendsScore: bracketsFriendsScore,
  seedGrid: () => bracketsSeedGrid,
  checkGrid: checkBracketsGrid,
  kit: bracketsKit,
  ...ownGridAndLock,
};
