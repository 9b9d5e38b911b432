import type {
  ContestStatus,
  SportsContest,
  SportsGameSet,
  SportsGameType,
  SportsMatch,
  SportsPrizeRow,
} from '@powerplay/contracts';
import { leagueIds, type SportsLeague } from '@powerplay/contracts';
import {
  playersStanding,
  teamPickKey,
  type Match,
  type MatchGoal,
  type PlayersStanding,
} from '@powerplay/domain';
import type { Selectable } from 'kysely';
import type { SportsGameTypesTable, SportsPrizeRowsTable, SportsStarter } from '../../db/schema';
import { nbaCredit } from './data/basketball-nba-2022-slates';
import { nflCredit } from './data/football-nfl-2023-weeks';
import type { MatchRow } from './match-rows-repo';
import type { ContestRow } from './repo';

/** The sports rows as the contracts and the domain read them: contests, matches, game sets, prize rows. */

/** Retrosheet's notice, shown wherever its data appears (docs/rules/sports.md "Live data"). */
export const RETROSHEET_NOTICE =
  'The information used here was obtained free of charge from and is copyrighted by Retrosheet. Interested parties may contact Retrosheet at www.retrosheet.org.';

/** A finished contest leaves Game Central's default view this long after it was settled. */
export const ARCHIVE_AFTER_MS = 7 * 24 * 3600 * 1000;

export const gameTypeOf = (t: Selectable<SportsGameTypesTable>): SportsGameType => ({
  id: t.id,
  sportId: t.sport_id,
  name: t.name,
  layout: t.layout,
  rule: t.rule,
  noGameText: t.no_game_text,
  imageUrl: t.image_path,
  headerImageUrl: t.header_image_path,
});
/** Where the contest stands on its minimum of players at `now` (the domain's rule). */
export const playersOf = (
  r: Pick<ContestRow, 'min_players' | 'entries' | 'cancelled_at' | 'game_set_status' | 'start_at'>,
  now: Date,
): PlayersStanding =>
  playersStanding(
    { minPlayers: r.min_players, entries: r.entries, cancelled: r.cancelled_at !== null },
    { status: r.game_set_status, startAt: r.start_at.getTime() },
    now.getTime(),
  );

const archived = (at: Date | null, now: Date) =>
  at !== null && now.getTime() - at.getTime() > ARCHIVE_AFTER_MS;

function statusOf(r: ContestRow, now: Date): ContestStatus {
  const players = playersOf(r, now);
  if (players === 'CANCELLED') return archived(r.cancelled_at, now) ? 'ARCHIVED' : 'CANCELLED';
  // Short of its minimum: waiting, until the lock's step cancels it.
  if (players !== 'PLAYING') return 'WAITING_FOR_PLAYERS';
  if (r.game_set_status === 'UNPLAYED') return 'NOT_STARTED';
  if (r.game_set_status === 'LIVE') return 'IN_PROGRESS';
  return archived(r.settled_at, now) ? 'ARCHIVED' : 'FINISHED';
}

export function contestOf(r: ContestRow, now: Date): SportsContest {
  return {
    id: r.id,
    name: r.name,
    sponsor: r.sponsor,
    sportId: r.sport_id,
    leagueId: leagueIds[r.league],
    gameTypeId: r.game_type_id,
    gameTypeName: r.game_type_name,
    layout: r.layout,
    rule: r.rule,
    gameSetId: r.game_set_id,
    startAt: r.start_at.toISOString(),
    status: statusOf(r, now),
    prizeKind: r.prize_kind,
    maxPrize: Number(r.max_prize),
    minTeams: r.min_teams,
    maxTeams: r.max_teams,
    eligibility: r.eligibility,
    restriction: r.restriction,
    entries: r.entries,
    minPlayers: r.min_players,
    cancelledAt: r.cancelled_at?.toISOString() ?? null,
    myEntryId: r.my_entry_id,
  };
}

const starter = (s: SportsStarter | null) => (s ? { name: s.name, stat: s.stat } : null);
export function matchOf(m: MatchRow): SportsMatch {
  return {
    feedGameId: m.feed_game_id,
    league: m.league,
    status: m.status,
    startAt: m.start_at.toISOString(),
    location: m.location,
    home: {
      teamId: m.home_team_id,
      name: m.home_name,
      abbreviation: m.home_abbreviation,
      score: m.home_score,
      starter: starter(m.home_starter),
      current: starter(m.home_current),
      pickKey: teamPickKey(m.feed_game_id, m.home_team_id),
    },
    away: {
      teamId: m.away_team_id,
      name: m.away_name,
      abbreviation: m.away_abbreviation,
      score: m.away_score,
      starter: starter(m.away_starter),
      current: starter(m.away_current),
      pickKey: teamPickKey(m.feed_game_id, m.away_team_id),
    },
    progress: (m.progress as SportsMatch['progress']) ?? null,
    sequence: m.sequence,
  };
}

export type MatchState = Pick<
  MatchRow,
  'feed_game_id' | 'home_team_id' | 'away_team_id' | 'status' | 'home_score' | 'away_score'
> & { progress?: unknown; script?: unknown };

/**
 * A hockey match's goals where the data has their times (the simulator's recorded goals in the match's
 * script): what No Goal and 6th Skater read (docs/rules/sports.md "New powerplays"). Every goal of the game:
 * the rules read only those the score and clock have reached. Undefined for any other script.
 */
export function goalsOfScript(script: unknown): MatchGoal[] | undefined {
  const s = script as { kind?: unknown; goals?: unknown } | null | undefined;
  if (s?.kind !== 'simulated' || !Array.isArray(s.goals)) return undefined;
  return s.goals.flatMap((g: unknown) => {
    const { side, period, second } = (g ?? {}) as Record<string, unknown>;
    return (side === 'home' || side === 'away') && Number.isInteger(period) && Number.isInteger(second)
      ? [{ side, period: period as number, second: second as number }]
      : [];
  });
}

/** The domain's view of a match (what the pick rules read). */
export const domainMatchOf = (m: MatchState): Match => ({
  feedGameId: m.feed_game_id,
  homeTeamId: m.home_team_id,
  awayTeamId: m.away_team_id,
  status: m.status,
  homeScore: m.home_score,
  awayScore: m.away_score,
  // Hockey's clock and goal times, where the row has them (No Goal, 6th Skater).
  ...(m.progress !== undefined ? { progress: (m.progress as Match['progress']) ?? null } : {}),
  ...(m.script !== undefined ? { goals: goalsOfScript(m.script) } : {}),
});
export const prizeRowOf = (r: Selectable<SportsPrizeRowsTable>): SportsPrizeRow => ({
  teams: r.teams,
  kind: r.kind,
  amount: Number(r.amount),
  description: r.description,
  retailValueCents: r.retail_value_cents === null ? null : Number(r.retail_value_cents),
});
/** The credit line each source of real games requires wherever its data appears. */
const creditOf: Partial<Record<string, string>> = {
  retrosheet: RETROSHEET_NOTICE,
  'nba-stats': nbaCredit,
  nfl: nflCredit,
};

export function gameSetOf(g: {
  id: number;
  league: SportsLeague;
  title: string;
  start_at: Date;
  status: 'UNPLAYED' | 'LIVE' | 'FINISHED';
  source: string;
}): SportsGameSet {
  return {
    id: g.id,
    league: g.league,
    leagueId: leagueIds[g.league],
    title: g.title,
    startAt: g.start_at.toISOString(),
    status: g.status,
    credit: creditOf[g.source] ?? null,
    simulated: g.source === 'simulated',
  };
}
