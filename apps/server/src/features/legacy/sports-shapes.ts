import {
  legacyClubNames,
  legacyContestStatusNames,
  legacyEligibilityNames,
  type SportsContest,
  type SportsEntry,
  type SportsGameType,
  type SportsLiveMatch,
  type SportsLiveScoreResponse,
  type SportsMatch,
  type SportsPrizeKind,
  type SportsPrizeRow,
  type SportsSport,
  type User,
} from '@powerplay/contracts';
import { formatClock } from '@powerplay/domain';

/**
 * The old client's sports records, made from the services' answers: pure mappings, no
 * rule. Cash and retail values are in dollars (the old client shows "$" before them), points as they are.
 */
export const units = (amount: number, kind: SportsPrizeKind) => (kind === 'points' ? amount : amount / 100);

export const legacyClub = (club: User['club']) => legacyClubNames[club];

/** Every game type by id, from the sports list. */
export const gameTypesById = (sports: readonly SportsSport[]) =>
  new Map<number, SportsGameType>(sports.flatMap((s) => s.gameTypes.map((t) => [t.id, t])));

export function legacyAssociation(sport: SportsSport, t: SportsGameType) {
  return {
    association_id: t.id,
    name: t.name,
    gametype_id: t.id,
    league_id: sport.leagueId,
    no_game_text: t.noGameText,
    sport_id: sport.id,
    layout: t.layout,
    image: t.imageUrl,
    header_image: t.headerImageUrl,
  };
}

/** `sponsorLine`: the brand's, for a contest the site sponsors itself (an empty sponsor). */
export function legacySportsGame(c: SportsContest, sponsorLine: string) {
  return {
    id: c.id,
    association_id: c.gameTypeId,
    name: c.name,
    sponsor: c.sponsor || sponsorLine,
    game_type: c.gameTypeName,
    game: c.startAt,
    prize_id: c.id,
    prize_type: c.prizeKind,
    max_prize: units(c.maxPrize, c.prizeKind),
    min_teams_allowed: c.minTeams,
    max_teams_allowed: c.maxTeams,
    eligibility: legacyEligibilityNames[c.eligibility],
    restriction: c.restriction,
    entries: c.entries,
    status: legacyContestStatusNames[c.status],
    gameset_id: c.gameSetId,
    league_id: c.leagueId,
    entry: c.myEntryId !== null,
    entry_id: c.myEntryId,
  };
}

export const legacyPrizeRows = (rows: readonly SportsPrizeRow[]) =>
  rows.map((r, i) => ({
    id: i + 1,
    no_of_team: r.teams,
    prize: r.kind === 'items' ? 0 : units(r.amount, r.kind),
    prize_type: r.kind,
    description: r.description,
    retail_value: r.retailValueCents === null ? null : units(r.retailValueCents, 'cash'),
  }));

const prizeUnits = { cash: '$', points: 'Pts.', items: 'Prizes' } as const;

export function legacyMyGame(
  e: SportsEntry,
  types: ReadonlyMap<number, SportsGameType>,
  sponsorLine: string,
) {
  const c = e.contest;
  return {
    id: e.id,
    game_id: c.id,
    association_id: c.gameTypeId,
    name: c.name,
    sponsor: c.sponsor || sponsorLine,
    gametype_name: c.gameTypeName,
    status: legacyContestStatusNames[c.status],
    stat_time: c.startAt,
    prize: units(c.maxPrize, c.prizeKind),
    prize_type: c.prizeKind,
    entries: c.entries,
    has_picks: e.hasPicks,
    match_started: e.matchStarted,
    league_id: c.leagueId,
    gameset_id: c.gameSetId,
    prize_id: c.id,
    gametype_prize_text: `${c.gameTypeName} (${prizeUnits[c.prizeKind]})`,
    header_text: types.get(c.gameTypeId)?.headerImageUrl ?? '',
    result: e.result,
    won: units(e.wonAmount, c.prizeKind),
  };
}

const person = (p: SportsMatch['home']['starter']) => p?.name ?? null;
const stat = (p: SportsMatch['home']['starter']) => p?.stat ?? null;

/** A match with the old client's fields: pitchers for baseball, goalies for hockey. */
export function legacyMatch(m: SportsMatch) {
  const baseball = m.league === 'baseball';
  const pitcher = (p: SportsMatch['home']['starter']) => (baseball ? person(p) : null);
  const era = (p: SportsMatch['home']['starter']) => (baseball ? stat(p) : null);
  const goalie = (p: SportsMatch['home']['starter']) => (baseball ? null : person(p));
  const gaa = (p: SportsMatch['home']['starter']) => (baseball ? null : stat(p));
  const progress = m.progress;
  return {
    feed_game_id: m.feedGameId,
    league: m.league,
    home_team_id: m.home.teamId,
    away_team_id: m.away.teamId,
    home_team: m.home.name,
    away_team: m.away.name,
    status: m.status,
    start_time: m.startAt,
    location: m.location,
    starting_pitcher_home_team: pitcher(m.home.starter),
    starting_pitcher_home_team_era: era(m.home.starter),
    starting_pitcher_away_team: pitcher(m.away.starter),
    starting_pitcher_away_team_era: era(m.away.starter),
    current_pitcher_home: pitcher(m.home.current),
    current_pitcher_home_era: era(m.home.current),
    current_pitcher_away: pitcher(m.away.current),
    current_pitcher_away_era: era(m.away.current),
    starting_goalie_home_team: goalie(m.home.starter),
    starting_goalie_home_team_gaa: gaa(m.home.starter),
    starting_goalie_away_team: goalie(m.away.starter),
    starting_goalie_away_team_gaa: gaa(m.away.starter),
    current_goalie_home_team: goalie(m.home.current),
    current_goalie_home_team_gaa: gaa(m.home.current),
    current_goalie_away_team: goalie(m.away.current),
    current_goalie_away_team_gaa: gaa(m.away.current),
    home_score: m.home.score,
    away_score: m.away.score,
    current_period: progress?.league === 'hockey' ? progress.period : null,
    current_period_time: progress?.league === 'hockey' ? formatClock(progress.clockSeconds) : null,
    current_inning: progress?.league === 'baseball' ? progress.inning : null,
    inning_half: progress?.league === 'baseball' ? progress.half : null,
  };
}

export const legacyLiveMatch = (m: SportsLiveMatch) => ({
  ...legacyMatch(m),
  my_score_home: m.mine.home.myScore,
  my_score_away: m.mine.away.myScore,
  isMyTeamHome: m.mine.home.held,
  isMyTeamAway: m.mine.away.held,
  isHomeLocked: m.mine.home.locked,
  isAwayLocked: m.mine.away.locked,
  powerplay_activation: m.startAt,
});

export const legacyPowerplayStock = (stock: SportsLiveScoreResponse['powerplays']) =>
  stock.map((p) => ({
    powerplay_id: p.powerplayId,
    powerplay_name: p.name,
    amount_available: p.remaining,
  }));

/** The entry's game as the team selection and live score pages read it (the old client's "Game data"). */
export function legacyEntryMeta(
  live: SportsLiveScoreResponse,
  types: ReadonlyMap<number, SportsGameType>,
  sponsorLine: string,
) {
  const c = live.entry.contest;
  return {
    id: live.entry.id,
    game_id: c.id,
    gameset_id: c.gameSetId,
    prize_id: c.id,
    league_id: c.leagueId,
    association_id: c.gameTypeId,
    name: c.name,
    sponsor: c.sponsor || sponsorLine,
    title: live.gameSet.title,
    stat_time: c.startAt,
    min_teams_allowed: c.minTeams,
    max_teams_allowed: c.maxTeams,
    prize_type: c.prizeKind,
    eligibility: c.eligibility,
    header_image: types.get(c.gameTypeId)?.headerImageUrl ?? '',
    credit: live.gameSet.credit,
  };
}

/** One score row per pick: the team's name, its match's status and the entry's my_score on it. */
export function legacyScores(live: SportsLiveScoreResponse) {
  return live.entry.picks.flatMap((key) =>
    live.matches.flatMap((m) =>
      (['home', 'away'] as const)
        .filter((side) => m[side].pickKey === key)
        .map((side) => ({ team: key, name: m[side].name, status: m.status, my_score: m.mine[side].myScore })),
    ),
  );
}

export const legacyPickRecords = (picks: readonly string[]) => picks.map((pick, i) => ({ id: i + 1, pick }));

/**
 * What a Remove, Add or Swap acts on, from the team list the old browser sends (its picks after the
 * change): the entry's teams missing from it (`gone`) and the new teams in it (`came`).
 */
export function changedTeams(picks: readonly string[], teams: readonly string[]) {
  return {
    gone: picks.filter((k) => !teams.includes(k)),
    came: teams.filter((k) => !picks.includes(k)),
  };
}
