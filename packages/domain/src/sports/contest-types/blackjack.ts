import {
  BLACKJACK_TOTAL,
  classicOutcome,
  classicParts,
  classicStanding,
  type ClassicOutcome,
} from './classic';
import type { ContestTypeInput } from './common';
import type { ContestTypeDefinition } from './definition';

export interface BlackjackOutcome extends ClassicOutcome {
  rule: 'blackjack';
}

/**
 * Baseball Blackjack (docs/rules/sports.md "Contest rules"): the entry wins when its picks' my_scores add
 * up to exactly 21; the prize is the row for its number of teams. No headline: the total says it.
 */
export function blackjackOutcome(input: ContestTypeInput): BlackjackOutcome {
  const o = classicOutcome(input, ({ total }) => total === BLACKJACK_TOTAL);
  return { ...o, rule: 'blackjack' };
}

export const blackjack: ContestTypeDefinition<'blackjack', BlackjackOutcome> = {
  ...classicParts,
  rule: 'blackjack',
  outcome: blackjackOutcome,
  standing: classicStanding,
  // Closest to 21 from below; a bust is behind every total.
  friendsScore: (o) => (o.bust ? -1 : o.total),
};
