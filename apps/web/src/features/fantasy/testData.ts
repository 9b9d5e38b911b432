import type {
  FantasyLiveResponse,
  FantasyPlayer,
  FantasyPlayersResponse,
  SportsContest,
  SportsGameSet,
} from '@powerplay/contracts';

export const gameSet: SportsGameSet = {
  id: 9,
  league: 'hockey',
  leagueId: 14,
  title: 'NHL Monday',
  startAt: '2030-04-01T23:05:00.000Z',
  status: 'LIVE',
  credit: null,
  simulated: true,
};

/** The fantasy contest of the set, as the sports contest read answers it. */
export const fantasyContest: SportsContest = {
  id: 5,
  name: 'Fantasy Night',
  sponsor: 'Powerplay',
  sportId: 1,
  leagueId: 14,
  gameTypeId: 23,
  gameTypeName: 'Fantasy Hockey',
  layout: 'fantasy',
  rule: 'fantasy',
  gameSetId: 9,
  startAt: '2030-04-01T23:05:00.000Z',
  status: 'NOT_STARTED',
  prizeKind: 'cash',
  maxPrize: 50_000,
  minTeams: 1,
  maxTeams: 8,
  eligibility: 'ALL',
  restriction: 'ENTRY',
  entries: 4,
  minPlayers: 1,
  cancelledAt: null,
  myEntryId: null,
};

/** A fantasy player of the fixtures: TOR at home to BOS. */
export const fantasyPlayer = (
  slot: string,
  name: string,
  patch: Partial<FantasyPlayer> = {},
): FantasyPlayer => ({
  key: `nhl-TOR:${slot}`,
  name,
  club: 'TOR',
  position: slot.startsWith('G')
    ? 'GOALIE'
    : slot.startsWith('D')
      ? 'DEFENCE'
      : slot.startsWith('LW')
        ? 'LEFT WING'
        : slot.startsWith('RW')
          ? 'RIGHT WING'
          : 'CENTER',
  vs: 'BOS',
  status: 'UNPLAYED',
  goals: 0,
  assists: 0,
  goalsAgainst: 0,
  points: 0,
  ...patch,
});

export const fantasyPlayers: FantasyPlayer[] = [
  fantasyPlayer('C1', 'Noah Tremblay'),
  fantasyPlayer('C2', 'Liam Koivu'),
  fantasyPlayer('LW1', 'Owen Salo'),
  fantasyPlayer('RW1', 'Jack Kerr'),
  fantasyPlayer('D1', 'Sam Holm'),
  fantasyPlayer('G1', 'Erik Dahl'),
];

export const playersResponse: FantasyPlayersResponse = {
  contest: { id: 5, name: 'Fantasy Night', minTeams: 1, maxTeams: 8 },
  gameSet,
  simulated: true,
  players: fantasyPlayers,
};

/** An entry live: Noah the Star Player on 2 points (counts 4), Erik active, Sam on the bench. */
export function liveResponse(patch: Partial<FantasyLiveResponse> = {}): FantasyLiveResponse {
  const [noah, , , , sam, erik] = fantasyPlayers;
  return {
    entry: { id: 9, contestId: 5, contestName: 'Fantasy Night', result: null, wonAmount: 0 },
    gameSet,
    picks: [
      { player: { ...noah!, status: 'LIVE', assists: 1, points: 2 }, bench: false, star: true, counted: 4 },
      {
        player: { ...erik!, status: 'LIVE', goalsAgainst: 1, points: -1 },
        bench: false,
        star: false,
        counted: -1,
      },
      { player: { ...sam!, status: 'LIVE' }, bench: true, star: false, counted: 0 },
    ],
    myScore: 3,
    standing: { result: 'POSSIBLE', row: null, next: 10 },
    prizes: [],
    powerplays: [
      { powerplayId: 24, name: 'Swap', remaining: 2 },
      { powerplayId: 35, name: 'Star Power', remaining: 1 },
      { powerplayId: 21, name: 'Undo', remaining: 1 },
    ],
    ...patch,
  };
}
