import { describe, expect, it } from 'vitest';
import type { MatchStatus } from '../matches';
import {
  checkFantasyPicks,
  countedPoints,
  fantasyLimits,
  fantasyMyScore,
  savedFantasyPicks,
  type FantasyPick,
} from './entry';

const pick = (key: string, over: Partial<FantasyPick> = {}): FantasyPick => ({
  key,
  bench: false,
  star: false,
  ...over,
});
const star = (key: string) => pick(key, { star: true });
const statuses: Record<string, MatchStatus> = { 'nhl-H': 'UNPLAYED', 'nhl-A': 'UNPLAYED', 'nhl-L': 'LIVE' };
/** Players of the clubs above (slot names checked), else not of the set. */
const statusOf = (key: string): MatchStatus | undefined => {
  const [team, slot] = key.split(':');
  return slot && /^(C|LW|RW|D|G)[1-6]$/.test(slot) ? statuses[team!] : undefined;
};
const check = (next: FantasyPick[], previous: FantasyPick[] = [], limits = fantasyLimits) =>
  checkFantasyPicks(next, previous, statusOf, limits);

describe('fantasy picks (docs/rules/fantasy.md "Picks")', () => {
  it('takes 1 to 8 players of the set with one active skater as the Star Player, bench allowed', () => {
    expect(fantasyLimits).toEqual({ min: 1, max: 8 });
    expect(check([star('nhl-H:C1')])).toBeNull();
    const eight = [
      star('nhl-H:C1'),
      ...['C2', 'LW1', 'RW1', 'D1', 'D2', 'G1'].map((s) => pick(`nhl-H:${s}`)),
      pick('nhl-A:G1', { bench: true }),
    ];
    expect(check(eight)).toBeNull();
  });

  it('refuses too few, too many, unknown and repeated players', () => {
    expect(check([])).toBe('FANTASY_PICKS_TOO_FEW');
    expect(check([star('nhl-H:C1')], [], { min: 2, max: 8 })).toBe('FANTASY_PICKS_TOO_FEW');
    const nine = [
      star('nhl-H:C1'),
      ...['C2', 'C3', 'C4', 'LW1', 'LW2', 'LW3', 'LW4'].map((s) => pick(`nhl-H:${s}`)),
      pick('nhl-A:C1'),
    ];
    expect(check(nine)).toBe('FANTASY_PICKS_TOO_MANY');
    expect(check(nine.slice(0, 3), [], { min: 1, max: 2 })).toBe('FANTASY_PICKS_TOO_MANY');
    expect(check([star('nhl-H:C1'), pick('nhl-Z:C1')])).toBe('FANTASY_PLAYER_UNKNOWN');
    expect(check([star('nhl-H:C1'), pick('nhl-H:X1')])).toBe('FANTASY_PLAYER_UNKNOWN');
    expect(check([star('nhl-H:C1'), pick('nhl-H:C1', { bench: true })])).toBe('FANTASY_PLAYER_DUPLICATE');
  });

  it('takes at most two goalies, bench included', () => {
    expect(check([star('nhl-H:C1'), pick('nhl-H:G1'), pick('nhl-A:G1', { bench: true })])).toBeNull();
    expect(
      check([star('nhl-H:C1'), pick('nhl-H:G1'), pick('nhl-A:G1'), pick('nhl-A:G2', { bench: true })]),
    ).toBe('FANTASY_GOALIES_TOO_MANY');
  });

  it('needs exactly one Star Player, an active skater', () => {
    expect(check([pick('nhl-H:C1')])).toBe('FANTASY_STAR_REQUIRED');
    expect(check([star('nhl-H:C1'), star('nhl-H:C2')])).toBe('FANTASY_STAR_REQUIRED');
    expect(check([star('nhl-H:G1'), pick('nhl-H:C1')])).toBe('FANTASY_STAR_REQUIRED');
    expect(check([pick('nhl-H:C1', { star: true, bench: true }), pick('nhl-H:C2')])).toBe(
      'FANTASY_STAR_REQUIRED',
    );
    expect(check([star('nhl-H:D4')])).toBeNull();
  });

  it('closes a pick with its match: it may not come, go or change once the match has started (late swap)', () => {
    const before = [star('nhl-H:C1'), pick('nhl-L:C1')];
    // The LIVE club's pick stays as it was; the UNPLAYED ones may change.
    expect(check([star('nhl-A:C1'), pick('nhl-L:C1'), pick('nhl-H:D1', { bench: true })], before)).toBeNull();
    expect(check([star('nhl-H:C1')], before)).toBe('SPORTS_ACTION_UNAVAILABLE');
    expect(check([star('nhl-H:C1'), pick('nhl-L:C1', { bench: true })], before)).toBe(
      'SPORTS_ACTION_UNAVAILABLE',
    );
    expect(check([star('nhl-H:C1'), pick('nhl-L:C1'), pick('nhl-L:C2')], before)).toBe(
      'SPORTS_ACTION_UNAVAILABLE',
    );
    expect(check([pick('nhl-H:C1'), star('nhl-L:C1')], before)).toBe('SPORTS_ACTION_UNAVAILABLE');
  });
});

describe('My Score (docs/rules/fantasy.md "Scoring")', () => {
  it('counts active players once, the Star Player twice, the bench not at all', () => {
    const state = savedFantasyPicks(undefined, [star('a:C1'), pick('a:C2'), pick('a:C3', { bench: true })]);
    const raw = (key: string) => ({ 'a:C1': 5, 'a:C2': 3, 'a:C3': 7 })[key] ?? 0;
    expect(state.picks.map((p) => countedPoints(p, raw(p.key)))).toEqual([10, 3, 0]);
    expect(fantasyMyScore(state, raw)).toBe(13);
  });

  it("keeps a kept pick's stretch on a later save, and starts a new or changed one at zero", () => {
    const first = savedFantasyPicks(undefined, [star('a:C1'), pick('a:C2')]);
    const played = { picks: [first.picks[0]!, { ...first.picks[1]!, kept: 4, from: 2 }] };
    const again = savedFantasyPicks(played, [star('a:C1'), pick('a:C2'), pick('a:C3', { bench: true })]);
    expect(again.picks[1]).toEqual({ key: 'a:C2', bench: false, star: false, kept: 4, from: 2 });
    expect(again.picks[2]).toEqual({ key: 'a:C3', bench: true, star: false, kept: 0, from: 0 });
    expect(savedFantasyPicks(played, [star('a:C1'), pick('a:C2', { bench: true })]).picks[1]).toMatchObject({
      kept: 0,
      from: 0,
    });
  });
});
