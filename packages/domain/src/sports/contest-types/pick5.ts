import type { Sport } from '../../entries/admission';
import type { PrizeRow } from '../contests';
import { sportsPowerplayIds as ids } from '../powerplay-catalogue';
import { cashRow, checkRows, resultOf, rowWithKey, typedFigures } from './common';
import type {
  ContestTypeHeadline,
  ContestTypeInput,
  ContestTypeOutcomeBase,
  StandingFigures,
} from './common';
import { fixedCounts, ownGridAndLock, type ContestTypeDefinition } from './definition';

/** Pick 5: an entry picks exactly this many teams, one card each. */
export const PICK5_TEAMS = 5;

/** Pick 5's hands, worst first: a hand's index is its rank and its grid row key (none has no row). */
export const pick5Hands = [
  'none',
  'one_pair',
  'two_pair',
  'three_of_a_kind',
  'straight',
  'full_house',
  'four_of_a_kind',
  'five_of_a_kind',
] as const;
export type Pick5Hand = (typeof pick5Hands)[number];

export const pick5HandRank = (hand: Pick5Hand) => pick5Hands.indexOf(hand);

export const pick5HandNames: Readonly<Record<Pick5Hand, string>> = {
  none: 'No Hand',
  one_pair: 'One Pair',
  two_pair: 'Two Pair',
  three_of_a_kind: 'Three of a Kind',
  straight: 'Straight',
  full_house: 'Full House',
  four_of_a_kind: 'Four of a Kind',
  five_of_a_kind: 'Five of a Kind',
};

/** The seeded grid (docs/rules/sports.md "Pick 5"), keyed by hand rank; one pair pays nothing (no row). */
export const pick5SeedGrid: readonly PrizeRow[] = [
  cashRow(pick5HandRank('five_of_a_kind'), 1000),
  cashRow(pick5HandRank('four_of_a_kind'), 250),
  cashRow(pick5HandRank('full_house'), 100),
  cashRow(pick5HandRank('straight'), 50),
  cashRow(pick5HandRank('three_of_a_kind'), 10),
  cashRow(pick5HandRank('two_pair'), 5),
];

/** A team's card: its my_score (basketball and football: the score's last digit). */
export function pick5Card(sport: Sport, myScore: number): number {
  return sport === 'basketball' || sport === 'football' ? Math.abs(myScore) % 10 : myScore;
}

/** The cards grouped by value: [count, value] pairs, larger groups first, then higher values. */
function groups(cards: readonly number[]): [number, number][] {
  const counts = new Map<number, number>();
  for (const c of cards) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts]
    .map(([value, count]): [number, number] => [count, value])
    .sort((a, b) => b[0] - a[0] || b[1] - a[1]);
}

/**
 * The best hand the cards make (docs/rules/sports.md "Pick 5"): five of a kind, four of a kind, full house,
 * straight (five consecutive values, no wrap-around: 9-0-1-2-3 is none), three of a kind, two pair,
 * one pair, else none. Fewer than five cards (a live entry that lost a team) make what they can.
 */
export function pick5Hand(cards: readonly number[]): Pick5Hand {
  const g = groups(cards);
  const [first = 0, second = 0] = g.map(([count]) => count);
  if (first >= 5) return 'five_of_a_kind';
  if (first === 4) return 'four_of_a_kind';
  if (first === 3 && second >= 2) return 'full_house';
  if (g.length === 5 && first === 1 && g[0]![1] - g[4]![1] === 4) return 'straight';
  if (first === 3) return 'three_of_a_kind';
  if (first === 2 && second === 2) return 'two_pair';
  if (first === 2) return 'one_pair';
  return 'none';
}

/**
 * Ranks two sets of cards (negative: `a` is worse, 0: the same cards, positive: better): by hand, then
 * by the groups as poker breaks ties (larger groups first, higher values first), then by the number of
 * cards. The order of the cards never matters; equal only for the same cards — a total order.
 */
export function comparePick5(a: readonly number[], b: readonly number[]): number {
  const byHand = pick5HandRank(pick5Hand(a)) - pick5HandRank(pick5Hand(b));
  if (byHand !== 0) return Math.sign(byHand);
  const ga = groups(a);
  const gb = groups(b);
  for (let i = 0; i < Math.min(ga.length, gb.length); i++) {
    const [ca, va] = ga[i]!;
    const [cb, vb] = gb[i]!;
    if (ca !== cb) return Math.sign(ca - cb);
    if (va !== vb) return Math.sign(va - vb);
  }
  return Math.sign(ga.length - gb.length);
}

export interface Pick5Outcome extends ContestTypeOutcomeBase {
  rule: 'pick5';
  headline: ContestTypeHeadline;
  /** The picks' cards, in pick order. */
  cards: number[];
  /** The hand so far (final once the game set is). */
  hand: Pick5Hand;
}

/**
 * Pick 5 (docs/rules/sports.md "Pick 5"): exactly 5 teams; their final my_scores are the cards; the entry
 * wins its hand's row (a hand without a row, such as one pair in the seeded grid, wins nothing).
 */
export function pick5Outcome({ sport, picks, finished, grid }: ContestTypeInput): Pick5Outcome {
  const cards = picks.map((p) => pick5Card(sport, p.myScore));
  const hand = pick5Hand(cards);
  const row = picks.length === PICK5_TEAMS ? rowWithKey(grid, pick5HandRank(hand)) : undefined;
  return {
    rule: 'pick5',
    result: resultOf(row !== undefined, finished),
    picks: picks.length,
    rowKey: row?.noOfTeam,
    prize: row,
    cards,
    hand,
    headline: pick5Headline(hand),
  };
}

/** "The hand so far: {hand}". */
export const pick5Headline = (hand: Pick5Hand): ContestTypeHeadline => ({
  code: 'SPORTS_PICK5_HEADLINE',
  params: { hand: pick5HandNames[hand] },
});

/** A Pick 5 grid: rows keyed by a hand's rank, one pair (1) to five of a kind (7). */
export const checkPick5Grid = (grid: readonly PrizeRow[]) =>
  checkRows(grid, (key) => key >= pick5HandRank('one_pair') && key <= pick5HandRank('five_of_a_kind'));

/** The live page's figures: the hand so far and the picks' cards. */
export interface Pick5Figures extends StandingFigures {
  hand: string;
  cards: number[];
}

export const pick5Standing = (o: Pick5Outcome): Pick5Figures => ({
  ...typedFigures(o),
  hand: o.hand,
  cards: [...o.cards],
});

/** Pick 5's picks: exactly five teams. */
const pick5Limits = { min: PICK5_TEAMS, max: PICK5_TEAMS };

/** Pick 5's kit (docs/rules/sports.md "New powerplays"). */
export const pick5Kit = {
  [ids.increase]: 2,
  [ids.decrease]: 2,
  [ids.double]: 1,
  [ids.swap]: 1,
  [ids.undo]: 2,
};

/**
 * The better hand first; equal hands by their cards' sum. A hand's rank is worth more than any sum five
 * cards reach (a card is a my_score, tripled at most).
 */
export const pick5FriendsScore = (o: Pick5Outcome) =>
  pick5HandRank(o.hand) * 1_000_000 + o.cards.reduce((sum, card) => sum + card, 0);

export const pick5: ContestTypeDefinition<'pick5', Pick5Outcome> = {
  rule: 'pick5',
  ...fixedCounts(pick5Limits),
  outcome: pick5Outcome,
  standing: pick5Standing,
  friendsScore: pick5FriendsScore,
  seedGrid: () => pick5SeedGrid,
  checkGrid: checkPick5Grid,
  kit: pick5Kit,
  ...ownGridAndLock,
};
