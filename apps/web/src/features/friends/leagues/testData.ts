import type { League, LeagueInvitation, LeagueSeason } from '@powerplay/contracts';
import { game } from '../testData';

export { player, refusal, signedOut } from '../testData';

type Member = League['members'][number];

export function leagueMember(patch: Partial<Member> = {}): Member {
  return {
    userId: 8,
    displayName: 'Ace',
    me: false,
    commissioner: false,
    joinedAt: '2030-04-01T13:00:00.000Z',
    ...patch,
  };
}

/** Season 2 of Friday Club, open: Ace leads Lucky; one settled contest. */
export function season(patch: Partial<LeagueSeason> = {}): LeagueSeason {
  return {
    number: 2,
    startedAt: '2030-04-01T12:00:00.000Z',
    endedAt: null,
    leaderboard: [
      { displayName: 'Ace', me: false, points: 17, firsts: 1, contests: 2 },
      { displayName: 'Lucky', me: true, points: 8, firsts: 0, contests: 2 },
    ],
    contests: [
      {
        id: 41,
        name: 'Friday Club',
        game,
        size: 500,
        status: 'settled',
        memberCount: 2,
      },
    ],
    ...patch,
  };
}

/** Friday Club, which Lucky (the viewer) created and Ace joined; `patch` sets what a test is about. */
export function league(patch: Partial<League> = {}): League {
  return {
    id: 12,
    name: 'Friday Club',
    memberCount: 2,
    members: [
      leagueMember({
        userId: 7,
        displayName: 'Lucky',
        me: true,
        commissioner: true,
        joinedAt: '2030-03-01T12:00:00.000Z',
      }),
      leagueMember(),
    ],
    schedules: [{ id: 3, gameTypeId: null, lotteryGameType: '747', title: 'Lotto 747' }],
    season: season(),
    seasons: [
      { number: 2, startedAt: '2030-04-01T12:00:00.000Z', endedAt: null },
      { number: 1, startedAt: '2030-03-01T12:00:00.000Z', endedAt: '2030-04-01T12:00:00.000Z' },
    ],
    invite: { code: '7KQ2M-X9D4T' },
    ...patch,
  };
}

/** The same league seen by Ace, a member: no invitation, Lucky the commissioner. */
export function leagueAsMember(): League {
  const base = league();
  return {
    ...base,
    members: base.members.map((m) => ({ ...m, me: !m.me })),
    season: season({
      leaderboard: base.season.leaderboard.map((r) => ({ ...r, me: !r.me })),
    }),
    invite: null,
  };
}

export function leagueInvitation(patch: Partial<LeagueInvitation> = {}): LeagueInvitation {
  return { id: 12, name: 'Friday Club', memberCount: 2, commissioner: 'Lucky', member: false, ...patch };
}
