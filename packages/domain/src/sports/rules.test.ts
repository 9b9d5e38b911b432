import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contestOutcome } from './contest-types/registry';
import { entriesOpen, prizeRowFor, prizeRowsWithin, splitContestPrizes, type PrizeRow } from './contests';
import { myScore, newEntryState, pickScores } from './entry';
import {
  canMoveMatch,
  gameSetStatus,
  matchLabel,
  teamPickKey,
  teamsOfMatches,
  type Match,
  type MatchStatus,
} from './matches';
import { checkTeamPicks } from './picks';

const match = (id: string, status: MatchStatus, home = 0, away = 0): Match => ({
  feedGameId: id,
  homeTeamId: 'NYA',
  awayTeamId: 'BOS',
  status,
  homeScore: home,
  awayScore: away,
});

const grid: PrizeRow[] = [
  { noOfTeam: 1, kind: 'cash', amount: 500 },
  { noOfTeam: 2, kind: 'cash', amount: 10_001 },
  { noOfTeam: 3, kind: 'points', amount: 300 },
  { noOfTeam: 4, kind: 'items', amount: 0, description: 'Signed jersey', retailValueCents: 25_000 },
  { noOfTeam: 12, kind: 'cash', amount: 1 },
];

describe('matches', () => {
  it('move forward only: UNPLAYED → INTRO → LIVE → FINISHED', () => {
    expect(canMoveMatch('UNPLAYED', 'INTRO')).toBe(true);
    expect(canMoveMatch('LIVE', 'LIVE')).toBe(true);
    expect(canMoveMatch('LIVE', 'FINISHED')).toBe(true);
    expect(canMoveMatch('FINISHED', 'LIVE')).toBe(false);
    expect(canMoveMatch('INTRO', 'UNPLAYED')).toBe(false);
  });

  it('key teams as <feed_game_id>-<team_id>', () => {
    expect(teamPickKey('NYA201904010', 'BOS')).toBe('NYA201904010-BOS');
    expect([...teamsOfMatches([match('m1', 'LIVE')]).keys()]).toEqual(['m1-NYA', 'm1-BOS']);
  });

  it('a game set is UNPLAYED, LIVE once a match starts, FINISHED when all are', () => {
    expect(gameSetStatus([match('a', 'UNPLAYED'), match('b', 'UNPLAYED')])).toBe('UNPLAYED');
    expect(gameSetStatus([match('a', 'INTRO'), match('b', 'UNPLAYED')])).toBe('LIVE');
    expect(gameSetStatus([match('a', 'FINISHED'), match('b', 'LIVE')])).toBe('LIVE');
    expect(gameSetStatus([match('a', 'FINISHED'), match('b', 'FINISHED')])).toBe('FINISHED');
  });

  it('label periods, innings and states as the match rows show them', () => {
    const live = (progress: Match['progress']) => matchLabel({ status: 'LIVE', progress });
    expect(matchLabel({ status: 'INTRO' })).toEqual({ code: 'SPORTS_MATCH_STARTING' });
    expect(matchLabel({ status: 'UNPLAYED' })).toEqual({ code: 'SPORTS_MATCH_NOT_STARTED' });
    expect(matchLabel({ status: 'FINISHED' })).toEqual({ code: 'SPORTS_MATCH_FINISHED' });
    expect(live({ league: 'hockey', period: 0, clockSeconds: 0 })).toEqual({
      code: 'SPORTS_PERIOD_INTERMISSION',
    });
    expect(live({ league: 'hockey', period: 2, clockSeconds: 754 })).toEqual({
      code: 'SPORTS_PERIOD_2',
      params: { clock: '12:34' },
    });
    expect(live({ league: 'hockey', period: 4, clockSeconds: 9 })).toEqual({
      code: 'SPORTS_PERIOD_OT',
      params: { clock: '0:09' },
    });
    expect(live({ league: 'baseball', inning: 7, half: 'top' })).toEqual({
      code: 'SPORTS_INNING_TOP',
      params: { inning: 7 },
    });
    expect(live({ league: 'baseball', inning: 3, half: 'end' })).toEqual({
      code: 'SPORTS_INNING_END',
      params: { inning: 3 },
    });
  });
});

describe('team picks', () => {
  const set = [match('a', 'UNPLAYED'), match('b', 'LIVE', 2, 1), match('c', 'UNPLAYED')];
  const limits = { min: 2, max: 3 };

  it('need min..max distinct teams of the set', () => {
    expect(checkTeamPicks([], [], set, limits)).toBe('SPORTS_PICKS_NONE');
    expect(checkTeamPicks(['a-NYA'], [], set, limits)).toBe('SPORTS_PICKS_TOO_FEW');
    expect(checkTeamPicks(['a-NYA', 'a-BOS', 'c-NYA', 'c-BOS'], [], set, limits)).toBe(
      'SPORTS_PICKS_TOO_MANY',
    );
    expect(checkTeamPicks(['a-NYA', 'x-BOS'], [], set, limits)).toBe('SPORTS_PICK_UNKNOWN');
    expect(checkTeamPicks(['a-NYA', 'a-NYA'], [], set, limits)).toBe('SPORTS_PICK_DUPLICATE');
    expect(checkTeamPicks(['a-NYA', 'c-BOS'], [], set, limits)).toBeNull();
  });

  it('change only on UNPLAYED matches; a held team of a started match may stay', () => {
    expect(checkTeamPicks(['a-NYA', 'b-BOS'], [], set, limits)).toBe('SPORTS_ACTION_UNAVAILABLE');
    expect(checkTeamPicks(['a-NYA', 'c-BOS'], ['a-NYA', 'b-BOS'], set, limits)).toBe(
      'SPORTS_ACTION_UNAVAILABLE',
    );
    expect(checkTeamPicks(['b-BOS', 'c-BOS'], ['a-NYA', 'b-BOS'], set, limits)).toBeNull();
  });
});

describe('my_score', () => {
  it('is the real score plus adjustments, or 1 while locked', () => {
    const team = teamsOfMatches([match('m', 'LIVE', 4, 0)]).get('m-NYA')!;
    expect(myScore(newEntryState(['m-NYA']), team)).toBe(4);
    expect(myScore({ ...newEntryState(['m-NYA']), adjustments: { 'm-NYA': -3 } }, team)).toBe(1);
    expect(
      myScore({ ...newEntryState(['m-NYA']), locked: ['m-NYA'], adjustments: { 'm-NYA': 5 } }, team),
    ).toBe(1);
    expect(pickScores(newEntryState(['m-BOS', 'gone-X']), [match('m', 'LIVE', 4, 2)])).toEqual([
      { key: 'm-BOS', teamId: 'BOS', feedGameId: 'm', status: 'LIVE', myScore: 2, locked: false, margin: -2 },
    ]);
  });
});

describe('contest outcomes', () => {
  it('Chase the Ace: WON when every pick ends at exactly 1; live total = ones / picks × 100', () => {
    expect(contestOutcome('chase_the_ace', [1, 1], true, grid)).toMatchObject({
      result: 'WON',
      ones: 2,
      pointTotal: 100,
      prize: grid[1],
    });
    expect(contestOutcome('chase_the_ace', [1, 0, 2], true, grid)).toMatchObject({
      result: 'LOST',
      ones: 1,
      pointTotal: 33,
    });
    expect(contestOutcome('chase_the_ace', [1, 0, 2], false, grid)).toMatchObject({
      result: 'POSSIBLE',
      prize: grid[2],
    });
  });

  it('Blackjack: WON at exactly 21, bust over 21', () => {
    expect(contestOutcome('blackjack', [10, 6, 5], true, grid)).toMatchObject({
      result: 'WON',
      total: 21,
      bust: false,
    });
    expect(contestOutcome('blackjack', [10, 6, 6], true, grid)).toMatchObject({
      result: 'LOST',
      total: 22,
      bust: true,
    });
    expect(contestOutcome('blackjack', [20], true, grid)).toMatchObject({
      result: 'LOST',
      bust: false,
      prize: grid[0],
    });
  });

  it('Chase the Ace is WON exactly when all scores are 1 (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(5), { minLength: 1, maxLength: 10 }), (scores) => {
        const o = contestOutcome('chase_the_ace', scores, true, grid);
        expect(o.result === 'WON').toBe(scores.every((s) => s === 1));
        expect(o.pointTotal).toBeGreaterThanOrEqual(0);
        expect(o.pointTotal).toBeLessThanOrEqual(100);
        expect(o.pointTotal === 100).toBe(o.result === 'WON');
      }),
    );
  });

  it('prize row by number of picks; the modal shows rows within min..max', () => {
    expect(prizeRowFor(grid, 4)?.description).toBe('Signed jersey');
    expect(prizeRowFor(grid, 7)).toBeUndefined();
    expect(prizeRowsWithin(grid, { min: 2, max: 10 }).map((r) => r.noOfTeam)).toEqual([2, 3, 4]);
  });

  it("splits a row's cash or points equally among its winners, remainder to the house", () => {
    const split = splitContestPrizes(
      grid,
      new Map([
        [2, 3],
        [3, 7],
        [4, 2],
      ]),
    );
    expect(split[1]).toEqual({ noOfTeam: 2, kind: 'cash', winners: 3, payout: 3333, remainder: 2 });
    expect(split[2]).toEqual({ noOfTeam: 3, kind: 'points', winners: 7, payout: 42, remainder: 6 });
    expect(split[3]).toMatchObject({ kind: 'items', winners: 2, remainder: 0 });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 1, max: 5000 }),
        (amount, winners) => {
          const [row] = splitContestPrizes([{ noOfTeam: 1, kind: 'cash', amount }], new Map([[1, winners]]));
          expect(row!.payout * winners + row!.remainder).toBe(amount);
          expect(row!.remainder).toBeLessThan(winners);
        },
      ),
    );
  });
});

describe('entriesOpen (docs/rules/sports.md "Entries close")', () => {
  it('takes entries only while the game set is UNPLAYED and before its first match starts', () => {
    const startAt = Date.parse('2026-11-25T20:00:00Z');
    expect(entriesOpen({ status: 'UNPLAYED', startAt }, startAt - 1)).toBe(true);
    expect(entriesOpen({ status: 'UNPLAYED', startAt }, startAt)).toBe(false);
    expect(entriesOpen({ status: 'LIVE', startAt }, startAt - 60_000)).toBe(false);
    expect(entriesOpen({ status: 'FINISHED', startAt }, startAt - 60_000)).toBe(false);
  });
});
