import { classicOutcome, classicParts, classicStanding, type ClassicOutcome } from './classic';
import type { ContestTypeHeadline, ContestTypeInput } from './common';
import type { ContestTypeDefinition } from './definition';

export interface ChaseTheAceOutcome extends ClassicOutcome {
  rule: 'chase_the_ace';
  headline: ContestTypeHeadline;
}

/** Chase the Ace's headline: teams with 1 out of picks. */
export const acesHeadline = (o: { ones: number; picks: number }) =>
  ({ code: 'SPORTS_ACES_HEADLINE', params: { ones: o.ones, picks: o.picks } }) as const;

/**
 * Chase the Ace (docs/rules/sports.md "Contest rules"): the entry wins when every pick ends at exactly 1;
 * the prize is the row for its number of teams.
 */
export function chaseTheAceOutcome(input: ContestTypeInput): ChaseTheAceOutcome {
  const o = classicOutcome(input, ({ picks, ones }) => ones === picks);
  return { ...o, rule: 'chase_the_ace', headline: acesHeadline(o) };
}

export const chaseTheAce: ContestTypeDefinition<'chase_the_ace', ChaseTheAceOutcome> = {
  ...classicParts,
  rule: 'chase_the_ace',
  outcome: chaseTheAceOutcome,
  standing: classicStanding,
  // The share of picks at exactly 1, out of 100.
  friendsScore: (o) => o.pointTotal,
};
