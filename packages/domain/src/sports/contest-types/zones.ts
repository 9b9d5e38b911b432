import type { Sport } from '../../entries/admission';
import { prizeRowFor, type PrizeRow } from '../contests';
import { sportsPowerplayIds as ids } from '../powerplay-catalogue';
import { checkRows, resultOf, typedFigures } from './common';
import type { ContestTypeHeadline, ContestTypeInput, ContestTypeOutcomeBase } from './common';
import type { StandingFigures, TypedPick } from './common';
import { fixedCounts, ownGridAndLock, type ContestTypeDefinition } from './definition';

/** Zones' picks: 1 to 10 teams, each placed in a zone. */
const zonesLimits = { min: 1, max: 10 };

/** A score zone: my_scores from `min` to `max` inclusive; null is open on that side. */
export interface ScoreZone {
  min: number | null;
  max: number | null;
}

const zone = (min: number | null, max: number | null): ScoreZone => ({ min, max });

/**
 * The zones per sport (docs/rules/sports.md "Zones"), lowest first; a placement is an index into its sport's
 * list. Baseball's top zone is 8–12 as written (the spec's "5–7" overlap corrected): a baseball team
 * ending on 13 or more lies in no zone and misses.
 */
export const sportZones: Readonly<Record<Sport, readonly ScoreZone[]>> = {
  baseball: [zone(0, 1), zone(2, 3), zone(4, 5), zone(6, 7), zone(8, 12)],
  hockey: [zone(0, 0), zone(1, 1), zone(2, 2), zone(3, 3), zone(4, null)],
  basketball: [zone(null, 99), zone(100, 109), zone(110, 119), zone(120, 129), zone(130, null)],
  football: [zone(null, 13), zone(14, 20), zone(21, 27), zone(28, 34), zone(35, null)],
};

/** Whether `score` lies in `z`. */
export const inZone = (z: ScoreZone, score: number) =>
  (z.min === null || score >= z.min) && (z.max === null || score <= z.max);

/** The index of the sport's zone `score` lies in (undefined: none, e.g. 13 runs). */
export function zoneOf(sport: Sport, score: number): number | undefined {
  const i = sportZones[sport].findIndex((z) => inZone(z, score));
  return i < 0 ? undefined : i;
}

/** A zone as the page shows it: "0–1", "0", "4+", "≤ 99". */
export function zoneLabel(z: ScoreZone): string {
  if (z.min === null) return z.max === null ? 'any' : `≤ ${z.max}`;
  if (z.max === null) return `${z.min}+`;
  return z.min === z.max ? `${z.min}` : `${z.min}–${z.max}`;
}

/** Whether a placement names one of the sport's zones. */
export const isZoneIndex = (sport: Sport, index: number | undefined): index is number =>
  index !== undefined && Number.isInteger(index) && index >= 0 && index < sportZones[sport].length;

/**
 * A Zones entry's placements: 1 to 10 teams, each placed in one of its sport's zones. Null when they
 * may be saved.
 */
export function checkZonePlacements(
  sport: Sport,
  zones: readonly (number | undefined)[],
): 'SPORTS_PICKS_NONE' | 'SPORTS_PICKS_TOO_MANY' | 'SPORTS_ZONE_REQUIRED' | null {
  if (zones.length === 0) return 'SPORTS_PICKS_NONE';
  if (zones.length > zonesLimits.max) return 'SPORTS_PICKS_TOO_MANY';
  return zones.every((z) => isZoneIndex(sport, z)) ? null : 'SPORTS_ZONE_REQUIRED';
}

/** Whether a placed team's my_score lies in its zone (never for a team without a valid zone). */
export const zoneHit = (sport: Sport, pick: TypedPick) =>
  isZoneIndex(sport, pick.zone) && inZone(sportZones[sport][pick.zone]!, pick.myScore);

export interface ZonesOutcome extends ContestTypeOutcomeBase {
  rule: 'zones';
  headline: ContestTypeHeadline;
  /** Teams placed. */
  placed: number;
  /** Placed teams whose my_score lies in their zone now (final once the game set is). */
  hits: number;
  /** Per pick, in pick order: whether it is in its zone now. */
  inZone: boolean[];
}

/**
 * Zones (docs/rules/sports.md "Zones"): 1 to 10 teams, each in one zone; a team hits when its final my_score
 * lies in its zone; the entry wins when every placed team hits; the row is the one for the number of teams
 * placed (as Chase the Ace).
 */
export function zonesOutcome({ sport, picks, finished, grid }: ContestTypeInput): ZonesOutcome {
  const placed = picks.length;
  const hitting = picks.map((p) => zoneHit(sport, p));
  const hits = hitting.filter(Boolean).length;
  const valid =
    checkZonePlacements(
      sport,
      picks.map((p) => p.zone),
    ) === null;
  const prize = prizeRowFor(grid, placed);
  return {
    rule: 'zones',
    result: resultOf(valid && hits === placed, finished),
    picks: placed,
    rowKey: prize?.noOfTeam,
    prize,
    placed,
    hits,
    inZone: hitting,
    headline: zonesHeadline(hits, placed),
  };
}

/** "{hits} of {placed} in their zone". */
export const zonesHeadline = (hits: number, placed: number): ContestTypeHeadline => ({
  code: 'SPORTS_ZONES_HEADLINE',
  params: { hits, placed },
});

/** A Zones grid: rows by the number of teams placed, 1 to 10. */
export const checkZonesGrid = (grid: readonly PrizeRow[]) =>
  checkRows(grid, (key) => key >= zonesLimits.min && key <= zonesLimits.max);

/** The live page's figures: the placed teams in their zone now, and per pick whether it is. */
export interface ZonesFigures extends StandingFigures {
  hits: number;
  placed: number;
  inZone: boolean[];
}

export const zonesStanding = (o: ZonesOutcome): ZonesFigures => ({
  ...typedFigures(o),
  hits: o.hits,
  placed: o.placed,
  inZone: [...o.inZone],
});

/** Each placed team's zone of the sport (a placement naming none is left out). */
export const placedZones = (sport: Sport, placed: Readonly<Record<string, number>>) =>
  Object.fromEntries(
    Object.entries(placed).flatMap(([key, i]) => {
      const z = sportZones[sport][i];
      return z ? [[key, z]] : [];
    }),
  ) as Record<string, ScoreZone>;

/**
 * A Zones entry's placements after a powerplay changed its picks: kept teams keep their zones, a team
 * that took another's place in the pick order (Swap) takes its zone; a team no longer held leaves.
 */
export function zonesAfter(
  zones: Readonly<Record<string, number>>,
  before: readonly string[],
  after: readonly string[],
): Record<string, number> {
  const next: Record<string, number> = {};
  after.forEach((key, i) => {
    const z =
      zones[key] ?? (before[i] !== undefined && !after.includes(before[i]) ? zones[before[i]] : undefined);
    if (z !== undefined) next[key] = z;
  });
  return next;
}

/** Zones' kit (docs/rules/sports.md "New powerplays"): Lock keeps a team only inside its zone. */
export const zonesKit = { [ids.increase]: 3, [ids.decrease]: 3, [ids.lock]: 2, [ids.swap]: 1, [ids.undo]: 2 };

export const zones: ContestTypeDefinition<'zones', ZonesOutcome> = {
  rule: 'zones',
  ...fixedCounts(zonesLimits),
  zones: { check: checkZonePlacements, lockZones: placedZones, after: zonesAfter },
  outcome: zonesOutcome,
  standing: zonesStanding,
  friendsScore: (o) => o.hits,
  seedGrid: () => undefined,
  checkGrid: checkZonesGrid,
  kit: zonesKit,
  ...ownGridAndLock,
};
