// Zod as a type only: notices spread the headlines into every page, the landing page included, whose
// JavaScript budget has no room for zod; the live answer's schema builds each type's figures with it.
import type { z } from 'zod';

/**
 * Every sports contest type the contracts know (docs/architecture.md "How to add a contest type"): its
 * rule name, the name its game types go by (the seeded ones, the demo contests, the card images), the
 * team-selection page its game types use, the figures of its own in the live answer's `meta` (optional,
 * as every other type's answer leaves them out), and its headline texts. One entry per type; the
 * rule schema, the live answer's `contestType`, the layouts and the database's list of rules all derive
 * from it. Imports no other contracts module: the schemas that read it are evaluated when their modules
 * load.
 *
 * A type with a page of its own has its rule as its layout (`/select-teams-<rule>`); the classic two
 * share the contest page `cta`.
 */
export const sportsContestTypes = {
  chase_the_ace: {
    name: 'Chase the Ace',
    layout: 'cta',
    figures: () => ({}),
    headlines: { SPORTS_ACES_HEADLINE: { title: '', message: '{ones} out of {picks}' } },
  },
  blackjack: { name: 'Baseball Blackjack', layout: 'cta', figures: () => ({}), headlines: {} },
  // High 5, Zones, Pick 5 and Brackets (docs/rules/sports.md "Other contest types"): a page, figures and
  // a live headline of their own (the domain's ContestTypeHeadline gives a headline's code and parameters).
  high5: {
    name: 'High 5',
    layout: 'high5',
    /** The next threshold's minimum total and how much is missing (null above the top row). */
    figures: (z) => ({
      next: z.number().int().nullable().optional(),
      toNext: z.number().int().nullable().optional(),
    }),
    headlines: {
      SPORTS_HIGH5_HEADLINE: { title: '', message: 'Total {total} · next prize at {next}' },
      SPORTS_HIGH5_HEADLINE_TOP: { title: '', message: 'Total {total} · top prize reached' },
    },
  },
  zones: {
    name: 'Zones',
    layout: 'zones',
    figures: (z) => ({
      /** Placed teams in their zone now, teams placed, per pick whether it is in its zone. */
      hits: z.number().int().optional(),
      placed: z.number().int().optional(),
      inZone: z.array(z.boolean()).optional(),
      /** Each pick's zone by team key. */
      zones: z.record(z.string(), z.number().int()).optional(),
    }),
    headlines: { SPORTS_ZONES_HEADLINE: { title: '', message: '{hits} of {placed} in their zone' } },
  },
  pick5: {
    name: 'Pick 5',
    layout: 'pick5',
    /** The hand so far and the picks' cards (pick order). */
    figures: (z) => ({ hand: z.string().optional(), cards: z.array(z.number().int()).optional() }),
    headlines: { SPORTS_PICK5_HEADLINE: { title: '', message: 'The hand so far: {hand}' } },
  },
  brackets: {
    name: 'Brackets',
    layout: 'brackets',
    /** The games round by round and the champion's seed (null while undecided). */
    figures: (z) => ({ bracket: z.unknown().optional() }),
    headlines: {
      SPORTS_BRACKETS_HEADLINE: {
        title: '',
        message: 'Seed {champion} {decided|has won|leads} the bracket of {size}',
      },
    },
  },
  // NFL PowerLine (docs/rules/sports.md "NFL PowerLine"): the winner of every game of a football week.
  powerline: {
    name: 'NFL PowerLine',
    layout: 'powerline',
    /** Each pick's standing in pick order: hit, miss, leading, trailing or level. */
    figures: (z) => ({ line: z.array(z.string()).optional() }),
    headlines: {
      SPORTS_POWERLINE_HEADLINE: { title: '', message: '{hits} right · {misses} missed · {open} to play' },
    },
  },
  // Fantasy hockey (docs/rules/fantasy.md): players of a hockey set, My Score against rows of minimum points.
  fantasy: {
    name: 'Fantasy Hockey',
    layout: 'fantasy',
    /** As High 5's: the next row's minimum points and how many are missing (null above the top row). */
    figures: (z) => ({
      next: z.number().int().nullable().optional(),
      toNext: z.number().int().nullable().optional(),
    }),
    headlines: {
      SPORTS_FANTASY_HEADLINE: { title: '', message: 'My Score {total} · next prize at {next}' },
      SPORTS_FANTASY_HEADLINE_TOP: { title: '', message: 'My Score {total} · top prize reached' },
    },
  },
} as const satisfies Record<
  string,
  {
    name: string;
    layout: string;
    figures: (zod: typeof z) => Record<string, z.ZodType>;
    headlines: Record<`SPORTS_${string}_HEADLINE${string}`, { title: string; message: string }>;
  }
>;

type Types = typeof sportsContestTypes;
/** A sports contest rule: a game type's `rule`. */
export type SportsContestRuleName = keyof Types;
type NonEmpty<T> = readonly [T, ...T[]];

/** Every sports contest rule, in the list's order. */
export const sportsContestRuleNames = Object.keys(
  sportsContestTypes,
) as unknown as NonEmpty<SportsContestRuleName>;

/** The types with a page, figures and a headline of their own: their layout is their rule. */
export type OwnPageContestRule = {
  [R in SportsContestRuleName]: Types[R]['layout'] extends R ? R : never;
}[SportsContestRuleName];
export const ownPageContestRules = sportsContestRuleNames.filter(
  (rule): rule is OwnPageContestRule => sportsContestTypes[rule].layout === rule,
) as unknown as NonEmpty<OwnPageContestRule>;

/** Every team-selection page (`/select-teams-<layout>`), each once, in the list's order. */
export type SportsLayoutName = Types[SportsContestRuleName]['layout'];
export const sportsLayoutNames = [
  ...new Set(sportsContestRuleNames.map((rule) => sportsContestTypes[rule].layout)),
] as unknown as NonEmpty<SportsLayoutName>;

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Every type's headline texts (Game Central and the live score page), spread into `notices`. */
export const sportsContestHeadlineNotices = Object.assign(
  {},
  ...sportsContestRuleNames.map((rule) => sportsContestTypes[rule].headlines),
) as Intersection<Types[SportsContestRuleName]['headlines']>;

/** Every type's own figures, for the live answer's `meta`, built with the zod it is given. */
export const contestTypeFigureFields = (zod: typeof z) =>
  Object.assign(
    {},
    ...sportsContestRuleNames.map((rule) => sportsContestTypes[rule].figures(zod)),
  ) as Intersection<ReturnType<Types[SportsContestRuleName]['figures']>>;
