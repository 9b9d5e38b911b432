import type { SportsContest, SportsEntry, SportsLiveScoreResponse, SportsMatch } from '@powerplay/contracts';
import { sportsContestFixture } from '../../test/sports-fixtures';
import { recompute } from './standing';

export const player = { id: 7, displayName: 'Lucky', email: 'l@example.com', role: 'player', club: 'basic' };

/** The Chase the Ace contest of the live score tests: in progress, entered, two or three teams. */
export const contest = (patch: Partial<SportsContest> = {}): SportsContest =>
  sportsContestFixture({
    name: 'Monday Chase the Ace',
    sponsor: 'Acme Sports',
    status: 'IN_PROGRESS',
    minTeams: 2,
    maxTeams: 3,
    entries: 12,
    myEntryId: 77,
    ...patch,
  });

export function entry(patch: Partial<SportsEntry> = {}): SportsEntry {
  return {
    id: 77,
    contest: contest(),
    picks: [],
    hasPicks: true,
    matchStarted: true,
    result: null,
    wonAmount: 0,
    createdAt: '2030-04-01T12:00:00.000Z',
    ...patch,
  };
}

type Team = [teamId: string, name: string];

/** A baseball match `<away> at <home>`; `patch` sets status, scores, progress. */
export function match(
  feedGameId: string,
  home: Team,
  away: Team,
  patch: Partial<SportsMatch> & { homeScore?: number; awayScore?: number } = {},
): SportsMatch {
  const { homeScore = 0, awayScore = 0, ...rest } = patch;
  const side = ([teamId, name]: Team, score: number, pitcher: string) => ({
    teamId,
    name,
    abbreviation: teamId.slice(4),
    score,
    starter: { name: pitcher, stat: 3.21 },
    current: null,
    pickKey: `${feedGameId}-${teamId}`,
  });
  return {
    feedGameId,
    league: 'baseball',
    status: 'UNPLAYED',
    startAt: '2030-04-01T23:05:00.000Z',
    location: 'Yankee Stadium, New York',
    home: side(home, homeScore, `${home[1]} Starter`),
    away: side(away, awayScore, `${away[1]} Starter`),
    progress: null,
    sequence: 0,
    ...rest,
  };
}

export const matches: SportsMatch[] = [
  match('NYA201904010', ['mlb-NYA', 'New York Yankees'], ['mlb-BAL', 'Baltimore Orioles'], {
    status: 'LIVE',
    homeScore: 1,
    awayScore: 3,
    progress: { league: 'baseball', inning: 4, half: 'top' },
    sequence: 5,
  }),
  match('BOS201904010', ['mlb-BOS', 'Boston Red Sox'], ['mlb-TOR', 'Toronto Blue Jays'], {
    status: 'FINISHED',
    homeScore: 1,
    awayScore: 4,
    sequence: 20,
  }),
  match('MIA201904010', ['mlb-MIA', 'Miami Marlins'], ['mlb-ATL', 'Atlanta Braves']),
  match('CHN201904010', ['mlb-CHN', 'Chicago Cubs'], ['mlb-SLN', 'St. Louis Cardinals'], {
    startAt: '2030-04-02T00:10:00.000Z',
  }),
];

export const powerplays = [
  { powerplayId: 19, name: 'Increase', remaining: 3 },
  { powerplayId: 18, name: 'Decrease', remaining: 3 },
  { powerplayId: 13, name: 'Refresh', remaining: 1 },
  { powerplayId: 1, name: 'Lock', remaining: 2 },
  { powerplayId: 21, name: 'Undo', remaining: 2 },
  { powerplayId: 24, name: 'Swap', remaining: 1 },
  { powerplayId: 4, name: 'Remove', remaining: 1 },
  { powerplayId: 5, name: 'Add', remaining: 1 },
];

/**
 * A live standing built the way the server builds it: the matches and the state, with the entry's side
 * and summary computed by the same rules. Holds the Yankees (LIVE, 1), the Red Sox (FINISHED, locked)
 * and the Cubs (not started).
 */
export function liveScore(
  patch: {
    state?: Partial<SportsLiveScoreResponse['state']>;
    matches?: SportsMatch[];
    meta?: Partial<SportsLiveScoreResponse['meta']>;
    entry?: Partial<SportsEntry>;
    siblings?: SportsLiveScoreResponse['siblings'];
    league?: 'hockey' | 'baseball';
  } = {},
): SportsLiveScoreResponse {
  const state = {
    picks: ['NYA201904010-mlb-NYA', 'BOS201904010-mlb-BOS', 'CHN201904010-mlb-CHN'],
    adjustments: {},
    locked: ['BOS201904010-mlb-BOS'],
    added: 0,
    ...patch.state,
  };
  const list = patch.matches ?? matches;
  const base: SportsLiveScoreResponse = {
    entry: entry({ picks: state.picks, ...patch.entry }),
    state,
    gameSet: {
      id: 9,
      league: patch.league ?? 'baseball',
      leagueId: patch.league === 'hockey' ? 14 : 15,
      title: 'MLB Monday',
      startAt: '2030-04-01T23:05:00.000Z',
      status: 'LIVE',
      credit: 'The information used here was obtained free of charge from and is copyrighted by Retrosheet.',
      simulated: false,
    },
    matches: list.map((m) => ({
      ...m,
      mine: {
        home: { held: false, locked: false, myScore: 0 },
        away: { held: false, locked: false, myScore: 0 },
      },
    })),
    prizes: [
      { teams: 2, kind: 'cash', amount: 5_000, description: null, retailValueCents: null },
      { teams: 3, kind: 'cash', amount: 100_000, description: null, retailValueCents: null },
    ],
    powerplays,
    meta: {
      picksCount: 0,
      gameStatus: 'LIVE',
      canPlay: true,
      club: 'basic',
      result: 'POSSIBLE',
      prize: null,
      ones: 0,
      total: 0,
      pointTotal: 0,
      bust: false,
    },
    siblings: patch.siblings ?? [],
  };
  const computed = recompute(base, list, state, patch.meta?.gameStatus ?? 'LIVE');
  return { ...computed, meta: { ...computed.meta, ...patch.meta } };
}
