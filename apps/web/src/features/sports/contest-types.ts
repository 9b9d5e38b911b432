import { leagueIds, type SportsContest, type SportsPrizeRow } from '@powerplay/contracts';
import {
  isContestTypeRule,
  pick5HandNames,
  pick5Hands,
  sportZones,
  zoneLabel,
  type ContestTypeRule,
  type Sport,
} from '@powerplay/domain';

/** A league's sport by its id (14 hockey, 15 baseball, 16 basketball, 17 football), null for another. */
export function sportOfLeague(leagueId: number): Sport | null {
  const found = Object.entries(leagueIds).find(([, id]) => id === leagueId);
  return found ? (found[0] as Sport) : null;
}

/** What a sport scores: runs, goals or points (a hockey page never says runs). */
export const scoreUnit: Readonly<Record<Sport, string>> = {
  baseball: 'runs',
  hockey: 'goals',
  basketball: 'points',
  football: 'points',
};

/** The sport's zones as the page shows them ("0–1", "4+", "≤ 99"), in zone-index order. */
export const zoneLabels = (sport: Sport) => sportZones[sport].map(zoneLabel);

/** The names the four types go by on their pages. */
export const contestTypeTitles: Readonly<Record<ContestTypeRule, string>> = {
  zones: 'Game Zones',
  high5: 'High 5',
  pick5: 'Pick 5',
  brackets: 'Brackets',
};

/** How each type plays, in a line (docs/rules/sports.md "Other contest types"). */
export function howToPlay(rule: ContestTypeRule, sport: Sport): string {
  switch (rule) {
    case 'high5':
      return `Highest score wins: select 5 teams. Their ${scoreUnit[sport]} add up, and the higher the total the bigger the prize.`;
    case 'zones':
      return 'Place 1 to 10 teams, each in a score zone. You win when every team you placed ends in its zone.';
    case 'pick5':
      return "Select 5 teams: each team's final score is a card, and the best poker-like hand wins.";
    case 'brackets':
      return 'Select 2, 4 or 8 teams in seed order. Seed 1 plays the last seed, the higher score advances: you win when your seed 1 is the champion.';
  }
}

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
  const withinTeams = (rows: readonly SportsPrizeRow[]) =>
    rows
      .filter((r) => r.teams >= contest.minTeams && r.teams <= contest.maxTeams)
      .sort((a, b) => a.teams - b.teams);
  const bestFirst = (rows: readonly SportsPrizeRow[]) => [...rows].sort((a, b) => b.teams - a.teams);
  const rule = isContestTypeRule(contest.rule) ? contest.rule : null;
  const sport = sportOfLeague(contest.leagueId) ?? 'baseball';
  switch (rule) {
    case 'high5':
      return {
        heading: 'Total',
        label: (r) => `${r.teams.toLocaleString('en-US')} ${scoreUnit[sport]} or more`,
        rows: bestFirst,
      };
    case 'pick5':
      return {
        heading: 'Hand',
        label: (r) => pick5HandNames[pick5Hands[r.teams] ?? 'none'],
        rows: bestFirst,
      };
    case 'brackets':
      return { heading: 'Bracket', label: (r) => `${r.teams} teams`, rows: withinTeams };
    default:
      return { heading: 'Number of Teams', label: (r) => String(r.teams), rows: withinTeams };
  }
}
