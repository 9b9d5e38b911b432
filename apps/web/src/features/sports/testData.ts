import type {
  SportsContest,
  SportsGameSet,
  SportsGameType,
  SportsMatch,
  SportsPrizeRow,
  SportsSport,
} from '@powerplay/contracts';

export const player = { id: 7, displayName: 'Lucky', email: 'l@example.com', role: 'player', club: 'basic' };
export const signedOut = {
  error: { code: 'AUTH_REQUIRED', title: 'Authentication Failed!', message: 'Please Login First' },
};

export function gameType(patch: Partial<SportsGameType> = {}): SportsGameType {
  return {
    id: 1,
    sportId: 2,
    name: 'Chase the Ace',
    layout: 'cta',
    rule: 'chase_the_ace',
    noGameText: 'No Chase the Ace games right now. Check back soon!',
    imageUrl: '/images/sports/cta.svg',
    headerImageUrl: '/images/sports/cta-header.svg',
    ...patch,
  };
}

export const sportsFixture: { sports: SportsSport[] } = {
  sports: [
    { id: 1, slug: 'hockey', name: 'Hockey', leagueId: 14, gameTypes: [gameType({ id: 10, sportId: 1 })] },
    {
      id: 2,
      slug: 'baseball',
      name: 'Baseball',
      leagueId: 15,
      gameTypes: [
        gameType(),
        gameType({ id: 2, name: 'Baseball Blackjack', rule: 'blackjack', noGameText: 'Blackjack soon.' }),
        gameType({ id: 3, name: 'Zones', layout: 'zones', rule: null, noGameText: 'Zones is coming.' }),
      ],
    },
    {
      id: 3,
      slug: 'basketball',
      name: 'Basketball',
      leagueId: null,
      gameTypes: [
        gameType({
          id: 30,
          sportId: 3,
          name: 'High 5',
          layout: 'high5',
          rule: null,
          noGameText: 'Basketball is coming soon!',
        }),
      ],
    },
    { id: 4, slug: 'football', name: 'Football', leagueId: null, gameTypes: [] },
  ],
};

export function contest(patch: Partial<SportsContest> = {}): SportsContest {
  return {
    id: 5,
    name: 'Monday Chase the Ace',
    sponsor: 'Acme Sports',
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
    minTeams: 2,
    maxTeams: 3,
    eligibility: 'ALL',
    restriction: 'ENTRY',
    entries: 4,
    minPlayers: 1,
    cancelledAt: null,
    myEntryId: null,
    ...patch,
  };
}

export const prizeRows: SportsPrizeRow[] = [1, 2, 3, 4].map((teams) => ({
  teams,
  kind: 'cash',
  amount: teams * 25_000,
  description: null,
  retailValueCents: null,
}));

export const gameSet: SportsGameSet = {
  id: 9,
  league: 'baseball',
  leagueId: 15,
  title: 'MLB Monday',
  startAt: '2030-04-01T23:05:00.000Z',
  status: 'UNPLAYED',
  credit:
    'The information used here was obtained free of charge from and is copyrighted by Retrosheet. Interested parties may contact Retrosheet at www.retrosheet.org.',
  simulated: false,
};

export function match(
  feedGameId: string,
  home: [string, string],
  away: [string, string],
  patch: Partial<SportsMatch> = {},
): SportsMatch {
  const team = ([id, name]: [string, string]) => ({
    teamId: id,
    name,
    abbreviation: id.slice(4),
    score: 0,
    starter: { name: `${name} Starter`, stat: 3.21 },
    current: null,
    pickKey: `${feedGameId}-${id}`,
  });
  return {
    feedGameId,
    league: 'baseball',
    status: 'UNPLAYED',
    startAt: '2030-04-01T23:05:00.000Z',
    location: 'Yankee Stadium, New York',
    home: team(home),
    away: team(away),
    progress: null,
    sequence: 0,
    ...patch,
  };
}
