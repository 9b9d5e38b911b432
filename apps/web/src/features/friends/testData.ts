import {
  catalogue,
  type Invitation,
  type PrivateContest,
  type PrivateContestMember,
  type SportsMatch,
} from '@powerplay/contracts';

/** The signed-in player of the friends tests. */
export const player = { id: 7, displayName: 'Lucky', email: 'l@example.com', role: 'player', club: 'basic' };
export const signedOut = { error: { code: 'AUTH_REQUIRED', ...catalogue.AUTH_REQUIRED } };

/** A server refusal with the catalogue's status and texts. */
export const refusal = (code: keyof typeof catalogue) => {
  const { status, title, message } = catalogue[code];
  return new Response(JSON.stringify({ error: { code, title, message } }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
};

export const game = {
  kind: 'sports' as const,
  contestId: 5,
  gameSetId: 9,
  lotteryGameType: null,
  title: 'Chase the Ace · MLB replay: Monday',
  startAt: '2030-04-01T23:05:00.000Z',
};

export function member(patch: Partial<PrivateContestMember> = {}): PrivateContestMember {
  return {
    displayName: 'Friend',
    me: false,
    creator: false,
    joinedAt: '2030-04-01T12:00:00.000Z',
    entryId: null,
    score: 0,
    place: 1,
    entryOrder: 1,
    result: 'POSSIBLE',
    picks: null,
    entry: null,
    ...patch,
  };
}

/** An open private contest of 10 that Lucky created and Ace joined; `patch` sets what a test is about. */
export function privateContest(patch: Partial<PrivateContest> = {}): PrivateContest {
  return {
    id: 31,
    name: 'Office Pool',
    game,
    size: 10,
    minPlayers: 2,
    picksVisible: false,
    status: 'open',
    memberCount: 2,
    members: [
      member({ displayName: 'Lucky', me: true, creator: true, entryId: 77, picks: ['NYY', 'BOS'] }),
      member({ displayName: 'Ace', joinedAt: '2030-04-01T13:00:00.000Z' }),
    ],
    live: null,
    invite: { code: '7KQ2M-X9D4T' },
    ...patch,
  };
}

export function invitation(patch: Partial<Invitation> = {}): Invitation {
  return {
    id: 31,
    name: 'Office Pool',
    game,
    size: 10,
    status: 'open',
    memberCount: 2,
    creator: 'Lucky',
    member: false,
    ...patch,
  };
}

const side = (feedGameId: string, teamId: string, score: number) => ({
  teamId,
  name: teamId,
  abbreviation: teamId,
  score,
  starter: null,
  current: null,
  pickKey: `${feedGameId}-${teamId}`,
});

/** A live baseball match of teams `H` (home) and `A` (away), as a game set's `match` event carries it. */
export const liveMatch = (feedGameId: string, home: number, away: number, sequence: number): SportsMatch => ({
  feedGameId,
  league: 'baseball',
  status: 'LIVE',
  startAt: '2030-04-01T23:05:00.000Z',
  location: 'Fenway Park',
  home: side(feedGameId, 'H', home),
  away: side(feedGameId, 'A', away),
  progress: null,
  sequence,
});

/** A sports entry's state holding these picks, no powerplay used. */
export const entryState = (picks: string[]) => ({ picks, adjustments: {}, locked: [], added: 0 });
