import type {
  ContestStatus,
  SportsContest,
  SportsGameSet,
  SportsGameType,
  SportsMatch,
  SportsPrizeRow,
  SportsSport,
} from '@powerplay/contracts';
import { leagueIds, type SportsLeague } from '@powerplay/contracts';
import {
  playersStanding,
  teamPickKey,
  type Match,
  type MatchGoal,
  type PlayersStanding,
} from '@powerplay/domain';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, SportsGameTypesTable, SportsPrizeRowsTable, SportsStarter } from '../../db/schema';
import { nbaCredit } from './data/basketball-nba-2022-slates';
import { nflCredit } from './data/football-nfl-2023-weeks';

type Db = Kysely<DB> | Transaction<DB>;

/** Retrosheet's notice, shown wherever its data appears (docs/rules/sports.md "Live data"). */
export const RETROSHEET_NOTICE =
  'The information used here was obtained free of charge from and is copyrighted by Retrosheet. Interested parties may contact Retrosheet at www.retrosheet.org.';

/** A finished contest leaves Game Central's default view this long after it was settled. */
export const ARCHIVE_AFTER_MS = 7 * 24 * 3600 * 1000;

const gameTypeOf = (t: Selectable<SportsGameTypesTable>): SportsGameType => ({
  id: t.id,
  sportId: t.sport_id,
  name: t.name,
  layout: t.layout,
  rule: t.rule,
  noGameText: t.no_game_text,
  imageUrl: t.image_path,
  headerImageUrl: t.header_image_path,
});

/** The contest row as the contracts show it, with the counts and the player's entry. */
function contestQuery(q: Db, userId: number | null) {
  return q
    .selectFrom('sports_contests as c')
    .innerJoin('sports_game_sets as g', 'g.id', 'c.game_set_id')
    .innerJoin('sports_game_types as t', 't.id', 'c.game_type_id')
    .select([
      'c.id',
      'c.name',
      'c.sponsor',
      'c.game_set_id',
      'c.game_type_id',
      'c.min_teams',
      'c.max_teams',
      'c.eligibility',
      'c.restriction',
      'c.prize_kind',
      'c.powerplay_kit',
      'c.settled_at',
      'c.min_players',
      'c.cancelled_at',
      't.sport_id',
      't.name as game_type_name',
      't.layout',
      't.rule',
      'g.league',
      'g.start_at',
      'g.status as game_set_status',
      'g.settled_at as game_set_settled_at',
      sql<number>`(select count(*) from sports_entries e where e.contest_id = c.id)::int`.as('entries'),
      sql<number>`coalesce((select max(case when r.kind = 'items' then coalesce(r.retail_value_cents, 0) else r.amount end)
                   from sports_prize_rows r where r.contest_id = c.id), 0)::bigint`.as('max_prize'),
      (userId === null
        ? sql<number | null>`null::int`
        : sql<
            number | null
          >`(select e.id from sports_entries e where e.contest_id = c.id and e.user_id = ${userId})`
      ).as('my_entry_id'),
    ]);
}

export type ContestRow = Awaited<ReturnType<ReturnType<typeof contestQuery>['executeTakeFirstOrThrow']>>;

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

function matchQuery(q: Db) {
  return q
    .selectFrom('sports_matches as m')
    .innerJoin('sports_teams as h', 'h.id', 'm.home_team_id')
    .innerJoin('sports_teams as a', 'a.id', 'm.away_team_id')
    .select([
      'm.id',
      'm.game_set_id',
      'm.feed_game_id',
      'm.league',
      'm.status',
      'm.start_at',
      'm.location',
      'm.home_team_id',
      'm.away_team_id',
      'm.home_score',
      'm.away_score',
      'm.progress',
      'm.home_starter',
      'm.away_starter',
      'm.home_current',
      'm.away_current',
      'm.sequence',
      'm.changed_no',
      'm.script',
      'h.name as home_name',
      'h.abbreviation as home_abbreviation',
      'a.name as away_name',
      'a.abbreviation as away_abbreviation',
    ]);
}

export type MatchRow = Awaited<ReturnType<ReturnType<typeof matchQuery>['executeTakeFirstOrThrow']>>;

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

type MatchState = Pick<
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

/** A game set's matches as the domain reads them, in the caller's transaction (the feed, settlement). */
export async function domainMatchesOf(q: Db, gameSetId: number): Promise<Match[]> {
  const rows = await q
    .selectFrom('sports_matches')
    .select([
      'feed_game_id',
      'home_team_id',
      'away_team_id',
      'status',
      'home_score',
      'away_score',
      'progress',
      'script',
    ])
    .where('game_set_id', '=', gameSetId)
    .execute();
  return rows.map(domainMatchOf);
}

const prizeRowOf = (r: Selectable<SportsPrizeRowsTable>): SportsPrizeRow => ({
  teams: r.teams,
  kind: r.kind,
  amount: Number(r.amount),
  description: r.description,
  retailValueCents: r.retail_value_cents === null ? null : Number(r.retail_value_cents),
});

export function sportsRepo(db: Kysely<DB>) {
  return {
    async sports(): Promise<SportsSport[]> {
      const sports = await db.selectFrom('sports').selectAll().orderBy('position').orderBy('id').execute();
      const types = await db
        .selectFrom('sports_game_types')
        .selectAll()
        .orderBy('sport_id')
        .orderBy('position')
        .orderBy('id')
        .execute();
      return sports.map((s) => ({
        id: s.id,
        slug: s.slug,
        name: s.name,
        leagueId: s.league_id,
        gameTypes: types.filter((t) => t.sport_id === s.id).map(gameTypeOf),
      }));
    },

    findSport: (id: number) => db.selectFrom('sports').selectAll().where('id', '=', id).executeTakeFirst(),

    findGameType: (id: number) =>
      db.selectFrom('sports_game_types').selectAll().where('id', '=', id).executeTakeFirst(),

    /** A sport's open and live contests, soonest first. */
    openContests(sportId: number, userId: number | null) {
      return contestQuery(db, userId)
        .where('t.sport_id', '=', sportId)
        .where('g.status', 'in', ['UNPLAYED', 'LIVE'])
        .orderBy('g.start_at')
        .orderBy('c.id')
        .execute();
    },

    findContest(id: number, userId: number | null, q: Db = db) {
      return contestQuery(q, userId).where('c.id', '=', id).executeTakeFirst();
    },

    async prizeRows(contestId: number, q: Db = db): Promise<SportsPrizeRow[]> {
      const rows = await q
        .selectFrom('sports_prize_rows')
        .selectAll()
        .where('contest_id', '=', contestId)
        .orderBy('teams')
        .execute();
      return rows.map(prizeRowOf);
    },

    /** The prize rows of every contest whose game set is still to be played or live, by contest. */
    async openPrizeRows(
      q: Db = db,
    ): Promise<(SportsPrizeRow & { contestId: number; contestName: string })[]> {
      const rows = await q
        .selectFrom('sports_prize_rows as r')
        .innerJoin('sports_contests as c', 'c.id', 'r.contest_id')
        .innerJoin('sports_game_sets as g', 'g.id', 'c.game_set_id')
        .selectAll('r')
        .select('c.name as contest_name')
        .where('g.status', 'in', ['UNPLAYED', 'LIVE'])
        .orderBy('r.contest_id')
        .orderBy('r.teams')
        .execute();
      return rows.map((r) => ({ ...prizeRowOf(r), contestId: r.contest_id, contestName: r.contest_name }));
    },

    findGameSet: (id: number, q: Db = db) =>
      q.selectFrom('sports_game_sets').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * The game set's row under a share lock: the feed's UPDATE that finishes (and settles) it waits for
     * this transaction, and one that came first is seen here. So an entry or a pick change is never
     * written beside a settlement that did not count it.
     */
    lockGameSetShared: (trx: Transaction<DB>, id: number) =>
      trx.selectFrom('sports_game_sets').selectAll().where('id', '=', id).forShare().executeTakeFirst(),

    /** The game set of a contest under a share lock (undefined: no such contest), as `lockGameSetShared`. */
    lockGameSetOfContest: (trx: Transaction<DB>, contestId: number) =>
      trx
        .selectFrom('sports_game_sets')
        .selectAll()
        .where('id', '=', (eb) =>
          eb.selectFrom('sports_contests').select('game_set_id').where('id', '=', contestId),
        )
        .forShare()
        .executeTakeFirst(),

    matchesOf(gameSetId: number, q: Db = db) {
      return matchQuery(q)
        .where('m.game_set_id', '=', gameSetId)
        .orderBy('m.start_at')
        .orderBy('m.id')
        .execute();
    },

    /** Matches in the order they last changed (oldest first): the live stream's loader. */
    matchesByChange(gameSetId: number) {
      return matchQuery(db).where('m.game_set_id', '=', gameSetId).orderBy('m.changed_no').execute();
    },

    insertEntry(trx: Transaction<DB>, v: { id: number; contestId: number; userId: number; now: Date }) {
      return trx
        .insertInto('sports_entries')
        .values({
          id: v.id,
          contest_id: v.contestId,
          user_id: v.userId,
          created_at: v.now,
          updated_at: v.now,
        })
        .returning(['id', 'contest_id', 'picks', 'result', 'won_amount', 'created_at'])
        .executeTakeFirstOrThrow();
    },

    /** The player's entry (someone else's is not found). */
    findEntry(id: number, userId: number, q: Db = db) {
      return q
        .selectFrom('sports_entries')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    lockEntry: (trx: Transaction<DB>, id: number, userId: number) =>
      trx
        .selectFrom('sports_entries')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirst(),

    /** Saves the picks (and, for Zones, each pick's zone). */
    async savePicks(
      trx: Transaction<DB>,
      id: number,
      picks: string[],
      now: Date,
      zones?: Readonly<Record<string, number>>,
    ) {
      await trx
        .updateTable('sports_entries')
        .set({ picks, updated_at: now, ...(zones ? { zones: JSON.stringify(zones) } : {}) })
        .where('id', '=', id)
        .execute();
    },

    /** The player's entries with their contests, newest game set first. */
    async myEntries(userId: number, q: Db = db) {
      return q
        .selectFrom('sports_entries as e')
        .innerJoin('sports_contests as c', 'c.id', 'e.contest_id')
        .innerJoin('sports_game_sets as g', 'g.id', 'c.game_set_id')
        .select([
          'e.id',
          'e.contest_id',
          'e.picks',
          'e.result',
          'e.won_amount',
          'e.created_at',
          sql<boolean>`exists (select 1 from sports_matches m
                        where m.game_set_id = g.id and m.status <> 'UNPLAYED')`.as('match_started'),
        ])
        .where('e.user_id', '=', userId)
        .orderBy('g.start_at', 'desc')
        .orderBy('e.id', 'desc')
        .execute();
    },

    contestsByIds(ids: number[], userId: number, q: Db = db) {
      if (ids.length === 0) return Promise.resolve([]);
      return contestQuery(q, userId).where('c.id', 'in', ids).execute();
    },
  };
}

export type SportsRepo = ReturnType<typeof sportsRepo>;

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
