import type { SportsContest } from '@powerplay/contracts';

/**
 * A baseball Chase the Ace contest as the server lists it, for component tests: open, no minimum of
 * players, not entered. `patch` sets what a test is about.
 */
export const sportsContestFixture = (patch: Partial<SportsContest> = {}): SportsContest => ({
  id: 5,
  name: 'Ace',
  sponsor: 'Acme',
  sportId: 2,
  leagueId: 15,
  gameTypeId: 1,
  gameTypeName: 'Chase the Ace',
  layout: 'cta',
  rule: 'chase_the_ace',
  gameSetId: 9,
  startAt: '2030-04-01T23:05:00.000Z',
  status: 'NOT_STARTED',
  prizeKind: 'cash',
  maxPrize: 100_000,
  minTeams: 1,
  maxTeams: 10,
  eligibility: 'ALL',
  restriction: 'ENTRY',
  entries: 3,
  minPlayers: 1,
  cancelledAt: null,
  myEntryId: null,
  ...patch,
});
