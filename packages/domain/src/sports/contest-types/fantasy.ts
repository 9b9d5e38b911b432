import type { Sport } from '../../entries/admission';
import type { PrizeRow } from '../contests';
import { fantasyLimits } from '../fantasy/entry';
import { sportsPowerplayIds as ids } from '../powerplay-catalogue';
import { within } from './definition';
import { cashRow, checkRows, typedFigures } from './common';
import type { ContestTypeHeadline, ContestTypeInput, StandingFigures } from './common';
import type { ContestTypeDefinition } from './definition';
import { thresholdOutcome, type ThresholdOutcome } from './high5';

/**
 * Fantasy hockey (docs/rules/fantasy.md): an entry picks players of a hockey set, not teams. Its picks as
 * the rules read them are its players, each pick's `myScore` being the fantasy points it counts
 * (`countedPoints`: bench 0, Star Player ×2, what it banked while active); the server computes them with
 * `fantasy/`'s rules. Prizes are rows `min_points → prize`, read as High 5's.
 */
export const fantasySeedGrid: readonly PrizeRow[] = [cashRow(20, 500), cashRow(14, 50), cashRow(10, 5)];

export type FantasyOutcome = ThresholdOutcome<'fantasy'>;

/** The entry wins the highest row its My Score reaches, once the set is finished. */
export function fantasyOutcome(input: ContestTypeInput): FantasyOutcome {
  const total = input.picks.reduce((sum, p) => sum + p.myScore, 0);
  return thresholdOutcome(
    'fantasy',
    total,
    within(fantasyLimits)(input.picks.length),
    input,
    fantasyHeadline,
  );
}

const fantasyHeadline = (total: number, next: PrizeRow | undefined): ContestTypeHeadline =>
  next
    ? { code: 'SPORTS_FANTASY_HEADLINE', params: { total, next: next.noOfTeam } }
    : { code: 'SPORTS_FANTASY_HEADLINE_TOP', params: { total } };

export interface FantasyFigures extends StandingFigures {
  next: number | null;
  toNext: number | null;
}

export const fantasyStanding = (o: FantasyOutcome): FantasyFigures => ({
  ...typedFigures(o),
  total: o.total,
  next: o.next?.noOfTeam ?? null,
  toNext: o.toNext ?? null,
});

/** The fantasy kit (docs/rules/fantasy.md "Powerplays"); a contest's stored kit overrides it. */
export const fantasyKit = { [ids.swap]: 2, [ids.starPower]: 1, [ids.undo]: 1 };

export const fantasy: ContestTypeDefinition<'fantasy', FantasyOutcome> = {
  rule: 'fantasy',
  limits: fantasyLimits,
  // The operator sets a contest's min and max players within 1–8.
  limitsFixed: false,
  picksAllowed: within(fantasyLimits),
  countRefusal: () => null,
  picksArePlayers: true,
  sports: ['hockey'],
  outcome: fantasyOutcome,
  standing: fantasyStanding,
  friendsScore: (o) => o.total,
  rowsByTeams: false,
  seedGrid: (sport: Sport) => (sport === 'hockey' ? fantasySeedGrid : undefined),
  checkGrid: (grid) => checkRows(grid, (key) => key >= 1),
  kit: fantasyKit,
  lockKeeps: 'current',
};
