import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PowerplayUse } from '../../powerplays/inventory';
import { propertyRuns } from '../contest-types/property-runs';
import { fantasyKit } from '../contest-types/fantasy';
import type { MatchStatus } from '../matches';
import { sportsPowerplayIds as ids, sportsPowerplayNames } from '../powerplay-catalogue';
import { countedPoints, fantasyMyScore, savedFantasyPicks, type FantasyEntryState } from './entry';
import {
  applyFantasyPowerplay,
  fantasyPowerplayRequestOf,
  type FantasyPowerplayContext,
  type FantasyPowerplayRequest,
} from './powerplays';

const RUNS = propertyRuns();
const keys = ['a:C1', 'a:LW1', 'a:G1', 'a:D1', 'a:RW1'] as const;

/** A live entry: C1 the Star Player, LW1 and G1 active, D1 and RW1 on the bench. */
function start(
  raw: Record<string, number> = {},
  status: Record<string, MatchStatus> = {},
): FantasyPowerplayContext {
  return {
    state: savedFantasyPicks(undefined, [
      { key: 'a:C1', bench: false, star: true },
      { key: 'a:LW1', bench: false, star: false },
      { key: 'a:G1', bench: false, star: false },
      { key: 'a:D1', bench: true, star: false },
      { key: 'a:RW1', bench: true, star: false },
    ]),
    inventory: { ...fantasyKit },
    log: [],
    live: true,
    raw: (key) => raw[key] ?? 0,
    status: (key) => status[key] ?? 'LIVE',
  };
}

/** One powerplay applied as the server does it: the context after it, or the refusal. */
function run(c: FantasyPowerplayContext, req: FantasyPowerplayRequest) {
  const out = applyFantasyPowerplay(c, req);
  if (typeof out === 'string') return { c, refusal: out };
  const use: PowerplayUse<FantasyEntryState> = { ...out.use, useNumber: c.log.length + 1 };
  return { c: { ...c, state: out.state, inventory: out.inventory, log: [...c.log, use] }, refusal: null };
}
const scored = (c: FantasyPowerplayContext, raw: Record<string, number>) => ({
  ...c,
  raw: (k: string) => raw[k] ?? 0,
});
const counted = (c: FantasyPowerplayContext, key: string) =>
  countedPoints(
    c.state.picks.find((p) => p.key === key)!,
    c.raw(key),
  );
const swap = (playerIn: string, playerOut: string) =>
  ({ powerplayId: ids.swap, playerIn, playerOut }) as const;
const starPower = (player: string) => ({ powerplayId: ids.starPower, player }) as const;
const undo = { powerplayId: ids.undo } as const;

describe('the fantasy kit (docs/rules/fantasy.md "Powerplays")', () => {
  it('is Swap 2, Star Power 1, Undo 1; Star Power is powerplay 35', () => {
    expect(fantasyKit).toEqual({ [ids.swap]: 2, [ids.starPower]: 1, [ids.undo]: 1 });
    expect([ids.starPower, sportsPowerplayNames[ids.starPower]]).toEqual([35, 'Star Power']);
  });

  it('Swap: the bench player comes in from now on, and the points the active one scored stay his', () => {
    let c = start({ 'a:LW1': 5, 'a:D1': 2 });
    c = run(c, swap('a:D1', 'a:LW1')).c;
    expect(c.inventory[ids.swap]).toBe(1);
    expect(c.state.picks.find((p) => p.key === 'a:D1')).toMatchObject({ bench: false });
    expect([counted(c, 'a:LW1'), counted(c, 'a:D1')]).toEqual([5, 0]);
    c = scored(c, { 'a:LW1': 8, 'a:D1': 5 });
    expect([counted(c, 'a:LW1'), counted(c, 'a:D1')]).toEqual([5, 3]);
  });

  it('Swap refuses a non-bench incoming, a bench or unknown outgoing, the Star Player, and a finished match', () => {
    const c = start({}, { 'a:LW1': 'FINISHED' });
    expect(run(c, swap('a:LW1', 'a:G1')).refusal).toBe('SPORTS_NOT_ALLOWED');
    expect(run(c, swap('a:D1', 'a:RW1')).refusal).toBe('SPORTS_NOT_ALLOWED');
    expect(run(c, swap('a:D1', 'b:C1')).refusal).toBe('SPORTS_NOT_ALLOWED');
    expect(run(c, swap('a:D1', 'a:C1')).refusal).toBe('SPORTS_NOT_ALLOWED');
    expect(run(c, swap('a:D1', 'a:LW1')).refusal).toBe('SPORTS_ACTION_UNAVAILABLE');
    expect(run(c, swap('a:D1', 'a:G1')).refusal).toBeNull();
  });

  it('Star Power moves the ×2 to another active skater from now on', () => {
    let c = start({ 'a:C1': 3, 'a:LW1': 2 });
    expect(fantasyMyScore(c.state, c.raw)).toBe(6 + 2);
    c = run(c, starPower('a:LW1')).c;
    expect(fantasyMyScore(c.state, c.raw)).toBe(8);
    c = scored(c, { 'a:C1': 6, 'a:LW1': 4 });
    expect([counted(c, 'a:C1'), counted(c, 'a:LW1')]).toEqual([6 + 3, 2 + 4]);
    expect(c.state.picks.filter((p) => p.star).map((p) => p.key)).toEqual(['a:LW1']);
  });

  it('Star Power refuses a goalie, a bench player, the Star Player himself and a player not picked', () => {
    const c = start();
    for (const key of ['a:G1', 'a:D1', 'a:C1', 'b:C1'])
      expect(run(c, starPower(key)).refusal).toBe('SPORTS_NOT_ALLOWED');
  });

  it('Undo takes the last powerplay back and returns it to the kit, while nothing has been scored since', () => {
    const c0 = start({ 'a:LW1': 1 });
    const c1 = run(c0, swap('a:D1', 'a:LW1')).c;
    const c2 = run(c1, undo).c;
    expect(c2.state.picks).toEqual(c0.state.picks);
    expect(c2.inventory).toEqual({ [ids.swap]: 2, [ids.starPower]: 1, [ids.undo]: 0 });
    expect(c2.log.map((u) => [u.powerplayId, u.undoes])).toEqual([
      [ids.swap, null],
      [ids.undo, 1],
    ]);
    expect(run(scored(c1, { 'a:LW1': 1, 'a:D1': 2 }), undo).refusal).toBe('SPORTS_ACTION_UNAVAILABLE');
    expect(run(scored(c1, { 'a:LW1': 1, 'b:C9': 2 }), undo).refusal).toBeNull();
  });

  it('refuses Undo with nothing to undo, a used-up powerplay, one not in the kit, and any before or after the live set', () => {
    expect(run(start(), undo).refusal).toBe('SPORTS_NOTHING_TO_UNDO');
    const out = { ...start(), inventory: { ...fantasyKit, [ids.swap]: 0 } };
    expect(run(out, swap('a:D1', 'a:LW1')).refusal).toBe('SPORTS_POWERPLAY_USED_UP');
    const noStar = { ...start(), inventory: { [ids.swap]: 2 } };
    expect(run(noStar, starPower('a:LW1')).refusal).toBe('SPORTS_POWERPLAY_UNKNOWN');
    expect(run({ ...start(), live: false }, swap('a:D1', 'a:LW1')).refusal).toBe('SPORTS_ACTION_UNAVAILABLE');
  });

  it('property: no powerplay changes My Score when used; points scored are kept by whoever was active', () => {
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('score' as const),
        key: fc.constantFrom(...keys),
        points: fc.integer({ min: -1, max: 4 }),
      }),
      fc.record({
        kind: fc.constant('swap' as const),
        in: fc.constantFrom(...keys),
        out: fc.constantFrom(...keys),
      }),
      fc.record({ kind: fc.constant('star' as const), key: fc.constantFrom(...keys) }),
      fc.constant({ kind: 'undo' as const }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
        const raw: Record<string, number> = {};
        let c: FantasyPowerplayContext = {
          ...start(),
          inventory: { [ids.swap]: 9, [ids.starPower]: 9, [ids.undo]: 9 },
        };
        // The score as it should be: each point counted at the factor its scorer had when it was scored.
        let expected = 0;
        for (const s of steps) {
          if (s.kind === 'score') {
            raw[s.key] = (raw[s.key] ?? 0) + s.points;
            const p = c.state.picks.find((q) => q.key === s.key)!;
            expected += s.points * (p.bench ? 0 : p.star ? 2 : 1);
            c = scored(c, { ...raw });
            continue;
          }
          const before = fantasyMyScore(c.state, c.raw);
          const req = s.kind === 'swap' ? swap(s.in, s.out) : s.kind === 'star' ? starPower(s.key) : undo;
          c = run(c, req).c;
          expect(fantasyMyScore(c.state, c.raw)).toBe(before);
          expect(c.state.picks.filter((p) => p.star && !p.bench)).toHaveLength(1);
        }
        expect(fantasyMyScore(c.state, c.raw)).toBe(expected);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('a fantasy powerplay request as it comes', () => {
  it('names Swap, Star Power or Undo with their players, or nothing', () => {
    expect(fantasyPowerplayRequestOf({ powerplayId: 24, playerIn: 'a', playerOut: 'b' })).toEqual(
      swap('a', 'b'),
    );
    expect(fantasyPowerplayRequestOf({ powerplayId: 35 })).toEqual(starPower(''));
    expect(fantasyPowerplayRequestOf({ powerplayId: 21, player: 'x' })).toEqual(undo);
    expect(fantasyPowerplayRequestOf({ powerplayId: 19 })).toBeUndefined();
  });
});
