import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Sport } from '../../entries/admission';
import type { PrizeRow } from '../contests';
import type { TypedPick } from './common';
import { propertyRuns } from './property-runs';
import {
  checkZonePlacements,
  checkZonesGrid,
  inZone,
  sportZones,
  zoneLabel,
  zoneOf,
  zonesOutcome,
} from './zones';

const RUNS = propertyRuns();
const sports: Sport[] = ['baseball', 'hockey', 'basketball', 'football'];
const grid: PrizeRow[] = [1, 2, 3, 5, 10].map((n) => ({ noOfTeam: n, kind: 'cash', amount: n * 1000 }));
const outcome = (sport: Sport, placed: [number, number | undefined][], finished = true) =>
  zonesOutcome({
    sport,
    finished,
    grid,
    picks: placed.map(([myScore, zone]): TypedPick => ({ myScore, zone, final: finished })),
  });
/** The highest score any sport's zones name, and a margin above it. */
const TOP = 200;

describe('Zones', () => {
  it('has the zones the rules list per sport', () => {
    const labels = (sport: Sport) => sportZones[sport].map(zoneLabel);
    expect(labels('baseball')).toEqual(['0–1', '2–3', '4–5', '6–7', '8–12']);
    expect(labels('hockey')).toEqual(['0', '1', '2', '3', '4+']);
    expect(labels('basketball')).toEqual(['≤ 99', '100–109', '110–119', '120–129', '130+']);
    expect(labels('football')).toEqual(['≤ 13', '14–20', '21–27', '28–34', '35+']);
    expect(zoneOf('baseball', 5)).toBe(2);
    expect(zoneOf('baseball', 13)).toBeUndefined();
    expect(zoneOf('hockey', 9)).toBe(4);
    expect(zoneOf('basketball', 99)).toBe(0);
    expect(zoneOf('football', 35)).toBe(4);
  });

  it('wins when every placed team ends in its zone; the row is the number placed', () => {
    expect(
      outcome('baseball', [
        [1, 0],
        [5, 2],
        [12, 4],
      ]),
    ).toMatchObject({
      result: 'WON',
      hits: 3,
      placed: 3,
      rowKey: 3,
      inZone: [true, true, true],
    });
    expect(
      outcome('baseball', [
        [1, 0],
        [6, 2],
      ]),
    ).toMatchObject({ result: 'LOST', hits: 1, rowKey: 2 });
    expect(outcome('baseball', [[13, 4]])).toMatchObject({ result: 'LOST', hits: 0 });
    expect(
      outcome('hockey', [
        [0, 0],
        [7, 4],
        [2, 2],
        [1, 1],
      ]),
    ).toMatchObject({ result: 'WON', prize: undefined });
    // A team without a zone (or with one its sport does not have) never hits.
    expect(outcome('football', [[10, undefined]])).toMatchObject({ result: 'LOST', hits: 0 });
    expect(outcome('football', [[10, 5]])).toMatchObject({ result: 'LOST', hits: 0 });
    const live = outcome(
      'basketball',
      [
        [104, 1],
        [90, 1],
      ],
      false,
    );
    expect(live).toMatchObject({ result: 'POSSIBLE', hits: 1 });
    expect(live.headline).toEqual({ code: 'SPORTS_ZONES_HEADLINE', params: { hits: 1, placed: 2 } });
  });

  it('checks placements and grids', () => {
    expect(checkZonePlacements('hockey', [])).toBe('SPORTS_PICKS_NONE');
    expect(checkZonePlacements('hockey', Array<number>(11).fill(0))).toBe('SPORTS_PICKS_TOO_MANY');
    expect(checkZonePlacements('hockey', [0, undefined])).toBe('SPORTS_ZONE_REQUIRED');
    expect(checkZonePlacements('hockey', [0, 1.5])).toBe('SPORTS_ZONE_REQUIRED');
    expect(checkZonePlacements('hockey', [0, 4, 4])).toBeNull();
    expect(checkZonesGrid(grid)).toBeNull();
    expect(checkZonesGrid([{ noOfTeam: 11, kind: 'cash', amount: 1 }])).toBe('SPORTS_GRID_INVALID');
  });

  it('every score lies in exactly one zone of its sport (baseball: up to 12, as written) (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...sports), fc.integer({ min: 0, max: TOP }), (sport, score) => {
        const containing = sportZones[sport].filter((z) => inZone(z, score)).length;
        expect(containing).toBe(sport === 'baseball' && score > 12 ? 0 : 1);
        const i = zoneOf(sport, score);
        expect(i === undefined ? containing === 0 : inZone(sportZones[sport][i]!, score)).toBe(true);
      }),
      { numRuns: RUNS * 4 },
    );
    // And exhaustively, the zones run low to high without gaps: each starts right after the one before.
    for (const sport of sports) {
      const zones = sportZones[sport];
      for (let i = 1; i < zones.length; i++) expect(zones[i]!.min).toBe(zones[i - 1]!.max! + 1);
    }
  });

  it('WON exactly when every placed team is in its zone; a team placed where it ends always hits (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...sports),
        fc.array(fc.tuple(fc.integer({ min: 0, max: TOP }), fc.nat(5)), { minLength: 1, maxLength: 10 }),
        fc.boolean(),
        (sport, placed, finished) => {
          const o = outcome(sport, placed, finished);
          const hit = placed.map(([score, z]) => z < 5 && inZone(sportZones[sport][z]!, score));
          expect(o.inZone).toEqual(hit);
          expect(o.hits).toBe(hit.filter(Boolean).length);
          expect(o.result).toBe(finished ? (hit.every(Boolean) ? 'WON' : 'LOST') : 'POSSIBLE');
          expect(o.rowKey).toBe(grid.find((r) => r.noOfTeam === placed.length)?.noOfTeam);
          const exact = placed.map(([score]): [number, number | undefined] => [score, zoneOf(sport, score)]);
          const all = outcome(sport, exact, true);
          expect(all.result === 'WON').toBe(exact.every(([, z]) => z !== undefined));
        },
      ),
      { numRuns: RUNS },
    );
  });
});
