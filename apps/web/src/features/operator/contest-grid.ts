import type { SportsGameType, SportsPrizeKind } from '@powerplay/contracts';
import { contestTypeOf, type Sport } from '@powerplay/domain';
import { gridTeams, webContestTypeOf, type GridRow } from '../sports';

export { gridTeams, type GridRow };
export { HIGH5_SLOTS } from '../sports';

/** The form's values of one grid row (strings as typed). */
export interface PrizeValues {
  /** High 5 only: the row's minimum total. */
  total: string;
  amount: string;
  description: string;
  retailValue: string;
}

/**
 * The grid editor's rows for a game type (docs/rules/sports.md "Other contest types": a
 * row's key is the type's own): by number of teams from min to max (Chase the Ace, Blackjack), by teams
 * placed 1..10 (Zones), by hand best first (Pick 5), by bracket size (Brackets), or High 5's thresholds.
 */
export function gridRows(rule: SportsGameType['rule'], min: string, max: string): GridRow[] {
  return webContestTypeOf(rule).editorRows(min, max);
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
  const grid = contestTypeOf(rule).seedGrid(sport);
  if (!grid || grid.length === 0) return null;
  const kind = grid[0]!.kind;
  const amount = (cents: number) => (kind === 'cash' ? dollarsOf(cents) : String(cents));
  const prizes: Record<string, PrizeValues> = {};
  const { seededSlot } = webContestTypeOf(rule);
  if (seededSlot)
    // Rows whose key the operator types (High 5's totals): best first, each with its key.
    [...grid]
      .sort((a, b) => b.noOfTeam - a.noOfTeam)
      .forEach((row, i) => {
        prizes[seededSlot(i)] = { ...blank, total: String(row.noOfTeam), amount: amount(row.amount) };
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
export const fixedLimits = (rule: SportsGameType['rule']) => {
  const type = contestTypeOf(rule);
  return type.limitsFixed ? type.limits : null;
};
