import { isEligible, type Club, type Eligibility } from '../accounts/eligibility';
import { wallClockToUtc, zoneOffsetMs } from '../time/zoned';

/** Sports a plan or a contest can belong to (store products and sports contests). */
export type Sport = 'hockey' | 'baseball' | 'basketball' | 'football';

/** A store plan the player holds: its sport ('all' for Super Elite) and games per month (null = unlimited). */
export interface Plan {
  sport: Sport | 'all';
  games: number | null;
  startedAt: number;
  /** null: does not expire. */
  expiresAt: number | null;
}

/**
 * Contests of a sport a player without a plan may enter per calendar month (docs/rules/sports.md "Entries per
 * month").
 */
export const FREE_ENTRIES_PER_MONTH = 3;

const MONTH_ZONE = 'America/New_York';

/** The calendar month (New York time) containing `at`, as [start, end) instants. */
export function monthOf(at: number): { start: number; end: number } {
  const local = new Date(at + zoneOffsetMs(at, MONTH_ZONE));
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  return {
    start: wallClockToUtc(Date.UTC(y, m, 1), MONTH_ZONE),
    end: wallClockToUtc(Date.UTC(y, m + 1, 1), MONTH_ZONE),
  };
}

/**
 * How many contests of `sport` a player may enter in the month containing `at`: the free allowance, plus
 * the games of every plan for that sport active at some point in that month; null (unlimited) with a plan
 * of unlimited games (Super Elite) in force at `at`.
 */
export function monthlyAllowance(
  plans: readonly Plan[],
  sport: Sport,
  at: number,
  free = FREE_ENTRIES_PER_MONTH,
): number | null {
  const { start, end } = monthOf(at);
  let allowance = free;
  for (const p of plans) {
    if (p.sport !== sport && p.sport !== 'all') continue;
    if (p.games === null) {
      if (p.startedAt <= at && (p.expiresAt === null || p.expiresAt > at)) return null;
      continue;
    }
    if (p.startedAt < end && (p.expiresAt === null || p.expiresAt > start)) allowance += p.games;
  }
  return allowance;
}

/** Where a player lives (registration: ISO country and province/state code). */
export interface Residence {
  country: string;
  province: string;
}

/**
 * A contest's territory rule (configurable per game type): which countries are open, and which provinces
 * or states of them are excluded. No rule: open everywhere the product is offered.
 */
export interface TerritoryRule {
  countries: readonly string[];
  excluded?: readonly Residence[];
}

export function inTerritory(rule: TerritoryRule | null | undefined, home: Residence): boolean {
  if (!rule) return true;
  if (!rule.countries.includes(home.country)) return false;
  return !(rule.excluded ?? []).some((x) => x.country === home.country && x.province === home.province);
}

export type AdmissionRefusal = 'CLUB_NOT_ELIGIBLE' | 'TERRITORY_NOT_ALLOWED' | 'MONTHLY_ALLOWANCE_USED';

/**
 * Whether a player may take a new entry in a contest (beyond self-exclusion and self-imposed limits,
 * which the responsible-gaming rules check): club eligibility by its intent, the contest's territory, and
 * for sports contests the monthly allowance (`usedThisMonth` = entries already taken in that sport this
 * month).
 */
export function checkAdmission(a: {
  club: Club;
  eligibility?: Eligibility;
  territory?: TerritoryRule | null;
  home: Residence;
  allowance: number | null | undefined;
  usedThisMonth: number;
}): AdmissionRefusal | null {
  if (!isEligible(a.club, a.eligibility)) return 'CLUB_NOT_ELIGIBLE';
  if (!inTerritory(a.territory, a.home)) return 'TERRITORY_NOT_ALLOWED';
  if (a.allowance !== undefined && a.allowance !== null && a.usedThisMonth >= a.allowance)
    return 'MONTHLY_ALLOWANCE_USED';
  return null;
}
