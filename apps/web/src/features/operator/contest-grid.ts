import type { SportsGameType, SportsPrizeKind } from '@powerplay/contracts';
import {
  bracketSizes,
  contestTypes,
  isContestTypeRule,
  pick5HandNames,
  pick5Hands,
  type Sport,
} from '@powerplay/domain';
import { parseWholeNumber } from '../../lib/money';

/** The form's values of one grid row (strings as typed). */
export interface PrizeValues {
  /** High 5 only: the row's minimum total. */
  total: string;
  amount: string;
  description: string;
  retailValue: string;
}

/**
 * One row of the grid editor. `slot` names its values in the form; `key` is the row key the server
 * stores (number of teams, hand rank, bracket size), or null where the operator types it (High 5's
 * minimum total). An optional row left blank pays nothing and is not sent.
 */
export interface GridRow {
  slot: string;
  key: number | null;
  label: string;
  optional: boolean;
}

const MAX_TEAMS = 64;
/** High 5's rows an operator may fill (the seeded grids have three). */
export const HIGH5_SLOTS = 5;

/** The numbers of teams the grid needs a row for: min..max, once both are whole numbers in range. */
export function gridTeams(min: string, max: string): number[] {
  const from = parseWholeNumber(min);
  const to = parseWholeNumber(max);
  if (from === null || to === null || from < 1 || to < from || to > MAX_TEAMS) return [];
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

const teamRows = (keys: number[], optional: boolean, one = 'team', many = 'teams'): GridRow[] =>
  keys.map((n) => ({ slot: String(n), key: n, label: `${n} ${n === 1 ? one : many}`, optional }));

/**
 * The grid editor's rows for a game type (docs/rules/sports.md "Other contest types": a
 * row's key is the type's own): by number of teams from min to max (Chase the Ace, Blackjack), by teams
 * placed 1..10 (Zones), by hand best first (Pick 5), by bracket size (Brackets), or High 5's thresholds.
 */
export function gridRows(rule: SportsGameType['rule'], min: string, max: string): GridRow[] {
  if (!isContestTypeRule(rule)) return teamRows(gridTeams(min, max), false);
  switch (rule) {
    case 'zones': {
      const { min: from, max: to } = contestTypes.zones.limits;
      return teamRows(
        Array.from({ length: to - from + 1 }, (_, i) => from + i),
        true,
        'team placed',
        'teams placed',
      );
    }
    case 'brackets':
      return bracketSizes.map((n) => ({
        slot: String(n),
        key: n,
        label: `a bracket of ${n}`,
        optional: true,
      }));
    case 'pick5':
      return pick5Hands
        .map((hand, rank) => ({ slot: String(rank), key: rank, label: pick5HandNames[hand], optional: true }))
        .filter((row) => row.key > 0)
        .reverse();
    case 'high5':
      return Array.from({ length: HIGH5_SLOTS }, (_, i) => ({
        slot: `t${i}`,
        key: null,
        label: `row ${i + 1}`,
        optional: true,
      }));
  }
}

const blank: PrizeValues = { total: '', amount: '', description: '', retailValue: '' };

/** Cents as the form takes dollars: "1000", "12.50". */
const dollarsOf = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/**
 * The grid a type starts with in the form: the domain's seeded grid for the sport (High 5, Pick 5,
 * Brackets), paid in its kind; empty for the others.
 */
export function seededValues(
  rule: SportsGameType['rule'],
  sport: Sport,
): { kind: SportsPrizeKind; prizes: Record<string, PrizeValues> } | null {
  if (!isContestTypeRule(rule)) return null;
  const grid = contestTypes[rule].seedGrid(sport);
  if (!grid || grid.length === 0) return null;
  const kind = grid[0]!.kind;
  const amount = (cents: number) => (kind === 'cash' ? dollarsOf(cents) : String(cents));
  const prizes: Record<string, PrizeValues> = {};
  if (rule === 'high5')
    [...grid]
      .sort((a, b) => b.noOfTeam - a.noOfTeam)
      .forEach((row, i) => {
        prizes[`t${i}`] = { ...blank, total: String(row.noOfTeam), amount: amount(row.amount) };
      });
  else for (const row of grid) prizes[String(row.noOfTeam)] = { ...blank, amount: amount(row.amount) };
  return { kind, prizes };
}

/** Whether an optional row was left blank (nothing typed in it): it is not sent. */
export function isBlank(row: GridRow, values: PrizeValues | undefined, kind: SportsPrizeKind): boolean {
  if (!row.optional) return false;
  const v = values ?? blank;
  const typed = kind === 'items' ? [v.description, v.retailValue] : [v.amount];
  return [...typed, ...(row.key === null ? [v.total] : [])].every((s) => s.trim() === '');
}

/** A type's fixed team limits (null: the operator sets them, as Chase the Ace and Blackjack). */
export const fixedLimits = (rule: SportsGameType['rule']) =>
  isContestTypeRule(rule) ? contestTypes[rule].limits : null;
