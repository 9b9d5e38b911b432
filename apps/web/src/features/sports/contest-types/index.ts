import type { SportsContest, SportsPrizeRow } from '@powerplay/contracts';
import { type ContestTypeRule, type Sport } from '@powerplay/domain';
import { sportOfLeague, type WebContestType } from './web-type';

export {
  gridTeams,
  headlineText,
  scoreUnit,
  sportOfLeague,
  zoneLabels,
  type GridRow,
  type PickControlProps,
  type WebContestType,
} from './web-type';
export { HIGH5_SLOTS } from './high5';

/**
 * Every type's web part, one module per type in this folder (each exports `web`): a new type's module is
 * found here without a line to add. The rules are the domain's registry; contest-types.test.ts checks
 * that each of its types has exactly one part here.
 */
const modules = import.meta.glob<WebContestType | undefined>(['./*.tsx', '!./*.test.tsx'], {
  eager: true,
  import: 'web',
});

export const webContestTypes: readonly WebContestType[] = Object.values(modules).filter(
  (part): part is WebContestType => part !== undefined,
);

const byRule = new Map(webContestTypes.map((part) => [part.rule as string, part]));

/** A contest's type on the web; the display-only game types have no rule and show as Chase the Ace. */
export const webContestTypeOf = (rule: string | null | undefined): WebContestType =>
  byRule.get(rule ?? '') ?? byRule.get('chase_the_ace')!;

/** The names the four newer types go by on their pages. */
export const contestTypeTitles = Object.fromEntries(
  webContestTypes.map((part) => [part.rule, part.title]),
) as Readonly<Record<ContestTypeRule, string>>;

/** How a type plays, in a line (docs/rules/sports.md "Other contest types"); empty for the classic two. */
export const howToPlay = (rule: string, sport: Sport): string =>
  webContestTypeOf(rule).howToPlay?.(sport) ?? '';

/** What each newer type's headline stands for (the live score's summary and Game Central's). */
export const contestTypeLabels = Object.fromEntries(
  webContestTypes.flatMap((part) => (part.headlineLabel ? [[part.rule, part.headlineLabel]] : [])),
) as Readonly<Record<ContestTypeRule, string>>;

/** The prize grid as a contest's type reads it: the key column's heading, each row's label, the order. */
export interface PrizeGridShape {
  heading: string;
  label: (row: SportsPrizeRow) => string;
  /** The rows to show, in the order shown. */
  rows: (rows: readonly SportsPrizeRow[]) => SportsPrizeRow[];
}

type GridContest = Pick<SportsContest, 'rule' | 'leagueId' | 'minTeams' | 'maxTeams'>;

/**
 * A grid row's key is the type's own (domain `ContestTypeInput.grid`): the number of teams (Chase the
 * Ace, Blackjack, Zones), the minimum total (High 5), the hand's rank (Pick 5), the bracket's size.
 */
export function prizeGridShape(contest: GridContest): PrizeGridShape {
  const { prizeGrid } = webContestTypeOf(contest.rule);
  const sport = sportOfLeague(contest.leagueId) ?? 'baseball';
  const withinTeams = (rows: readonly SportsPrizeRow[]) =>
    rows
      .filter((r) => r.teams >= contest.minTeams && r.teams <= contest.maxTeams)
      .sort((a, b) => a.teams - b.teams);
  const bestFirst = (rows: readonly SportsPrizeRow[]) => [...rows].sort((a, b) => b.teams - a.teams);
  return {
    heading: prizeGrid.heading,
    label: (r) => prizeGrid.label(r, sport),
    rows: prizeGrid.bestFirst ? bestFirst : withinTeams,
  };
}
