import { describe, expect, it } from 'vitest';
import { splitContestPrizes } from '../contests';
import { newEntryState } from '../entry';
import type { Match, MatchStatus } from '../matches';
import { run } from '../powerplay-steps.test-support';
import { sportsPowerplayIds as ids, type SportsPowerplayContext } from '../powerplays';
import { winnersByRow, type TypedPick } from './common';
import {
  checkPowerlineGrid,
  checkPowerlinePicks,
  powerline,
  powerlineOutcome,
  powerlineSeedGrid,
} from './powerline';
import { entryStanding, lockRulesOf, playedOn, typedPicks } from './registry';

/** docs/rules/sports.md "NFL PowerLine". */
const match = (id: string, status: MatchStatus, home = 0, away = 0): Match => ({
  feedGameId: id,
  homeTeamId: `${id}H`,
  awayTeamId: `${id}A`,
  status,
  homeScore: home,
  awayScore: away,
});
const home = (id: string) => `${id}-${id}H`;
const away = (id: string) => `${id}-${id}A`;

/** Picks as the type reads them: `margin` is the picked team's lead, `final` once its match is over. */
const picks = (...margins: [number, boolean][]): TypedPick[] =>
  margins.map(([margin, final]) => ({ myScore: 0, margin, final }));
const grid = powerlineSeedGrid;

describe('PowerLine: the winner of every game', () => {
  it('a perfect line wins the $2,000 row, one miss the $100 row, two misses nothing', () => {
    const perfect = powerlineOutcome({
      sport: 'football',
      picks: picks([7, true], [3, true]),
      finished: true,
      grid,
    });
    expect([perfect.result, perfect.rowKey, perfect.prize?.amount]).toEqual(['WON', 1, 200000]);
    const oneMiss = powerlineOutcome({
      sport: 'football',
      picks: picks([7, true], [-3, true]),
      finished: true,
      grid,
    });
    expect([oneMiss.result, oneMiss.rowKey, oneMiss.prize?.amount]).toEqual(['WON', 2, 10000]);
    const twoMisses = powerlineOutcome({
      sport: 'football',
      picks: picks([-7, true], [-3, true], [1, true]),
      finished: true,
      grid,
    });
    expect([twoMisses.result, twoMisses.rowKey, twoMisses.misses]).toEqual(['LOST', undefined, 2]);
  });

  it('a tie is a miss', () => {
    const o = powerlineOutcome({
      sport: 'football',
      picks: picks([0, true], [0, true]),
      finished: true,
      grid,
    });
    expect([o.result, o.misses, o.line]).toEqual(['LOST', 2, ['miss', 'miss']]);
  });

  it('a game of the set without a pick counts as a miss; an empty entry never wins', () => {
    const o = powerlineOutcome({
      sport: 'football',
      picks: picks([7, true]),
      finished: true,
      grid,
      games: 3,
    });
    expect([o.result, o.misses]).toEqual(['LOST', 2]);
    const empty = powerlineOutcome({ sport: 'football', picks: [], finished: true, grid, games: 0 });
    expect(empty.result).toBe('LOST');
  });

  it('while games play: POSSIBLE on the row its decided misses leave, each pick leading, trailing or level', () => {
    const o = powerlineOutcome({
      sport: 'football',
      picks: picks([-3, true], [4, false], [-2, false], [0, false], [6, true]),
      finished: false,
      grid,
    });
    expect(o.result).toBe('POSSIBLE');
    expect(o.rowKey).toBe(2);
    expect(o.line).toEqual(['miss', 'leading', 'trailing', 'level', 'hit']);
    expect(o.headline).toEqual({
      code: 'SPORTS_POWERLINE_HEADLINE',
      params: { hits: 1, misses: 1, open: 3 },
    });
    expect(
      entryStanding('powerline', { sport: 'football', picks: picks([1, false]), finished: false, grid })
        .figures,
    ).toMatchObject({ contestType: 'powerline', line: ['leading'] });
  });

  it('the prize of each row is split equally among its entries', () => {
    const outcomes = [
      picks([7, true], [3, true]),
      picks([7, true], [3, true]),
      picks([7, true], [3, true]),
      picks([-7, true], [3, true]),
    ].map((p) => powerlineOutcome({ sport: 'football', picks: p, finished: true, grid }));
    expect(splitContestPrizes(grid, winnersByRow(outcomes))).toEqual([
      { noOfTeam: 1, kind: 'cash', winners: 3, payout: 66666, remainder: 2 },
      { noOfTeam: 2, kind: 'cash', winners: 1, payout: 10000, remainder: 0 },
    ]);
  });

  it('reads who wins from the real scores, not from my_score', () => {
    const matches = [match('g1', 'FINISHED', 10, 24), match('g2', 'LIVE', 3, 0)];
    const state = {
      ...newEntryState([away('g1'), away('g2')]),
      locked: [away('g1')],
      lockedAt: { [away('g1')]: 0 },
    };
    const typed = typedPicks(state, matches);
    expect(typed.map((p) => p.margin)).toEqual([14, -3]);
    expect(powerlineOutcome({ sport: 'football', picks: typed, finished: false, grid }).line).toEqual([
      'hit',
      'trailing',
    ]);
  });
});

describe('PowerLine picks', () => {
  const matches = [match('g1', 'UNPLAYED'), match('g2', 'UNPLAYED'), match('g3', 'UNPLAYED')];

  it('hold exactly one team of every game', () => {
    expect(checkPowerlinePicks([home('g1'), away('g2'), home('g3')], matches)).toBeNull();
    expect(checkPowerlinePicks([home('g1'), away('g2')], matches)).toBe('SPORTS_POWERLINE_EVERY_GAME');
    expect(checkPowerlinePicks([home('g1'), away('g1'), home('g3')], matches)).toBe(
      'SPORTS_POWERLINE_EVERY_GAME',
    );
    expect(checkPowerlinePicks([home('g1'), away('g2'), 'g9-X'], matches)).toBe(
      'SPORTS_POWERLINE_EVERY_GAME',
    );
  });

  it('football only, up to 16 games; its grid rows are ranks 1 (perfect) to 17', () => {
    expect(playedOn('powerline', 'football')).toBe(true);
    expect(playedOn('powerline', 'hockey')).toBe(false);
    expect(playedOn('high5', 'hockey')).toBe(true);
    expect(powerline.picksAllowed(16)).toBe(true);
    expect(powerline.picksAllowed(17)).toBe(false);
    expect(checkPowerlineGrid(powerlineSeedGrid)).toBeNull();
    expect(checkPowerlineGrid([{ noOfTeam: 18, kind: 'cash', amount: 100 }])).toBe('SPORTS_GRID_INVALID');
    expect(powerline.kit).toEqual({ [ids.swap]: 1, [ids.lock]: 1, [ids.undo]: 1 });
  });
});

describe('PowerLine powerplays', () => {
  const ctx = (over: Partial<SportsPowerplayContext> = {}): SportsPowerplayContext => ({
    state: newEntryState([home('g1'), away('g2')]),
    matches: [match('g1', 'LIVE', 3, 7), match('g2', 'LIVE', 0, 0)],
    inventory: { ...powerline.kit },
    limits: powerline.limits,
    log: [],
    ...lockRulesOf('powerline', 'football', {}),
    ...over,
  });

  it('Swap changes a pick on a live game to the other team of that game', () => {
    const { c, refusal } = run(ctx(), { powerplayId: ids.swap, team: home('g1') });
    expect(refusal).toBeNull();
    expect(c.state.picks).toEqual([away('g1'), away('g2')]);
    expect(
      run(ctx(), { powerplayId: ids.swap, team: home('g1'), replacement: away('g1') }).c.state.picks,
    ).toEqual([away('g1'), away('g2')]);
  });

  it('Swap to a team of another game is Not Allowed; on a finished game it is unavailable', () => {
    expect(run(ctx(), { powerplayId: ids.swap, team: home('g1'), replacement: home('g2') }).refusal).toBe(
      'SPORTS_NOT_ALLOWED',
    );
    const finished = ctx({ matches: [match('g1', 'FINISHED', 3, 7), match('g2', 'LIVE')] });
    expect(run(finished, { powerplayId: ids.swap, team: home('g1') }).refusal).toBe(
      'SPORTS_ACTION_UNAVAILABLE',
    );
  });

  it('Lock guards a pick from a later Swap and changes nothing of the outcome; Undo takes it back', () => {
    const locked = run(ctx(), { powerplayId: ids.lock, team: home('g1') }).c;
    expect(run(locked, { powerplayId: ids.swap, team: home('g1') }).refusal).toBe('SPORTS_PICK_LOCKED');
    const later = [match('g1', 'FINISHED', 21, 7), match('g2', 'FINISHED', 0, 3)];
    const line = (c: SportsPowerplayContext) =>
      powerlineOutcome({ sport: 'football', picks: typedPicks(c.state, later), finished: true, grid }).line;
    expect(line(locked)).toEqual(line(ctx()));
    expect(line(locked)).toEqual(['hit', 'hit']);
    const undone = run(locked, { powerplayId: ids.undo }).c;
    expect(undone.state.locked).toEqual([]);
    expect(run(undone, { powerplayId: ids.swap, team: home('g1') }).refusal).toBeNull();
  });

  it('Undo of a Swap puts the first pick back', () => {
    const swapped = run(ctx(), { powerplayId: ids.swap, team: away('g2') }).c;
    expect(swapped.state.picks).toEqual([home('g1'), home('g2')]);
    expect(run(swapped, { powerplayId: ids.undo }).c.state.picks).toEqual([home('g1'), away('g2')]);
  });
});
