import type { Sport } from '../../entries/admission';
import type { PrizeRow } from '../contests';
import type { TeamLimits } from '../picks';
import {
  bracketsOutcome,
  bracketsSeedGrid,
  checkBracketsGrid,
  isBracketSize,
  type BracketsOutcome,
} from './brackets';
import { contestTypeLimits, type ContestTypeInput, type ContestTypeRule } from './common';
import { checkHigh5Grid, high5Outcome, high5SeedGrids, type High5Outcome } from './high5';
import { checkPick5Grid, pick5Outcome, pick5SeedGrid, type Pick5Outcome } from './pick5';
import { checkZonesGrid, zonesOutcome, type ZonesOutcome } from './zones';

export type ContestTypeOutcome = High5Outcome | ZonesOutcome | Pick5Outcome | BracketsOutcome;

/** One game type's rules, as the server plugs it in by its rule name. */
export interface ContestTypeDefinition<R extends ContestTypeRule = ContestTypeRule> {
  rule: R;
  /** Teams an entry picks (the contest's min/max teams). */
  limits: TeamLimits;
  /** Whether an entry may hold `n` teams (Brackets: 2, 4 or 8 only). */
  picksAllowed: (n: number) => boolean;
  outcome: (input: ContestTypeInput) => Extract<ContestTypeOutcome, { rule: R }>;
  /** The seeded grid for a sport; undefined when the rules name no prizes (Zones). */
  seedGrid: (sport: Sport) => readonly PrizeRow[] | undefined;
  /** Whether an operator's grid is one this type can pay: null when it is. */
  checkGrid: (grid: readonly PrizeRow[]) => 'SPORTS_GRID_INVALID' | null;
}

const within = (limits: TeamLimits) => (n: number) =>
  Number.isInteger(n) && n >= limits.min && n <= limits.max;

/** The four types by rule name (docs/rules/sports.md "Other contest types"). */
export const contestTypes: { readonly [R in ContestTypeRule]: ContestTypeDefinition<R> } = {
  high5: {
    rule: 'high5',
    limits: contestTypeLimits.high5,
    picksAllowed: within(contestTypeLimits.high5),
    outcome: high5Outcome,
    seedGrid: (sport) => high5SeedGrids[sport],
    checkGrid: checkHigh5Grid,
  },
  zones: {
    rule: 'zones',
    limits: contestTypeLimits.zones,
    picksAllowed: within(contestTypeLimits.zones),
    outcome: zonesOutcome,
    seedGrid: () => undefined,
    checkGrid: checkZonesGrid,
  },
  pick5: {
    rule: 'pick5',
    limits: contestTypeLimits.pick5,
    picksAllowed: within(contestTypeLimits.pick5),
    outcome: pick5Outcome,
    seedGrid: () => pick5SeedGrid,
    checkGrid: checkPick5Grid,
  },
  brackets: {
    rule: 'brackets',
    limits: contestTypeLimits.brackets,
    picksAllowed: isBracketSize,
    outcome: bracketsOutcome,
    seedGrid: () => bracketsSeedGrid,
    checkGrid: checkBracketsGrid,
  },
};

/** An entry's standing under one of the four types (the counterpart of `contestOutcome`). */
export function contestTypeOutcome(rule: ContestTypeRule, input: ContestTypeInput): ContestTypeOutcome {
  return contestTypes[rule].outcome(input);
}
