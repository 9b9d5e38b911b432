import { randomBytes } from 'node:crypto';
import {
  cashRow,
  contestTypeRules,
  contestTypes,
  type PrizeRow,
  type Sport,
  type TeamLimits,
  baseballReplayEndsAt,
  hockeyDefaults,
  quarterCompression,
  seededStream,
  seedFromBytes,
  simulateHockeyGame,
  defaultKitFor,
  sportsKit,
  SEED_BYTES,
} from '@powerplay/domain';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, SportsLeague, SportsPrizeRowsTable } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { Job } from '../../platform/scheduler';
import { ballparkById } from './data/ballparks';
import { contestTypeNames } from './contest-types';
import { publishContestChanged } from './events';
import { mlb2019Games } from './data/mlb-2019-slates';
import { nbaSlates } from './data/basketball-nba-2022-slates';
import { nflWeeks } from './data/football-nfl-2023-weeks';
import { nbaClubById } from './data/nba-clubs';
import { nflClubById } from './data/nfl-clubs';
import { quarterLineOf, type QuarterGame } from './data/quarter-games';
import { nhlClubById, nhlClubs } from './data/nhl-clubs';
import { lineScoreOf, slatesByDate } from './data/retrosheet';
import type { MatchScript } from '@powerplay/domain';

/**
 * The sports demo schedule (docs/rules/sports.md "Live data": contests open and live at all hours). Every
 * `gameSetMinutes` a baseball game set (a real day of July 2019, the seven days in turn, replayed from
 * Retrosheet's line scores) and a hockey game set (real NHL clubs, a simulated night recorded by its seed)
 * start (hockey half a slot after baseball, so a set is live nearly all the time), each with its
 * contests: baseball Chase the Ace and Baseball Blackjack, hockey Chase the Ace. A basketball game set (a
 * real NBA day of October 2022, the seven in turn) and a football one (a real NFL week of September 2023,
 * the three in turn) start a quarter and three quarters of a slot after baseball, replayed quarter by
 * quarter from their line scores (Chase the Ace stays baseball and hockey: docs/rules/sports.md "Basketball
 * and football"). Every set of the four sports also holds a High 5, a Zones, a Pick 5 and a Brackets contest
 * (docs/rules/sports.md "Other contest types"), with the sport's seeded grids. The current slot (until its
 * games are over) and the next two are kept, so a newcomer can always both enter a contest that has not
 * started and watch one that is live: games last 18 of the 20 minutes by default, so a fresh start waits at
 * most 2 minutes for live baseball. Safe from every process at once: a game set is claimed by its unique
 * (league, start_at) before anything else of it is written.
 */
export interface SportsDemoOptions {
  /** Minutes between game sets. */
  gameSetMinutes: number;
  /** Real minutes of a 9-inning baseball game and of a regulation hockey game (the time compression). */
  gameMinutes: number;
}

export const defaultSportsDemoOptions: SportsDemoOptions = { gameSetMinutes: 20, gameMinutes: 18 };

/** Game seconds of a 9-inning game in which the home team bats in the ninth (the replay's defaults). */
const NINE_INNINGS_SECONDS = baseballReplayEndsAt({ away: Array(9).fill(0), home: Array(9).fill(0) });
/** Game seconds of a regulation hockey game: intro, three periods, two intermissions. */
const REGULATION_HOCKEY_SECONDS =
  hockeyDefaults.introSeconds + 3 * hockeyDefaults.periodSeconds + 2 * hockeyDefaults.intermissionSeconds;

/** Game seconds per real second so that a regulation game lasts `gameMinutes`. */
export const compressionOf = (league: SportsLeague, gameMinutes: number) =>
  league === 'basketball' || league === 'football'
    ? quarterCompression(league, gameMinutes)
    : (league === 'baseball' ? NINE_INNINGS_SECONDS : REGULATION_HOCKEY_SECONDS) / (gameMinutes * 60);

/** sports.id of each league's sport (seed.ts). */
const sportIds = { hockey: 1, baseball: 2, basketball: 3, football: 4 } as const;

const slates = [...slatesByDate(mlb2019Games).entries()];
/** Games on a simulated hockey night. */
export const HOCKEY_GAMES_PER_SET = 8;
const SPONSOR = 'Powerplay';

const cash = (cents: number[]) => cents.map((amount, i) => ({ teams: i + 1, kind: 'cash' as const, amount }));
const points = (amounts: number[]) =>
  amounts.map((amount, i) => ({ teams: i + 1, kind: 'points' as const, amount }));

/** Prize grids, rows 1..10 teams: harder rows pay more (cents, or points for hockey). */
export const demoPrizeGrids = {
  // Every pick on exactly one run: each added team makes it rarer.
  baseballAce: cash([500, 1000, 2500, 5000, 10000, 25000, 50000, 100000, 250000, 500000]),
  // 21 runs: one or two teams rarely score that many, ten teams almost always bust.
  blackjack: cash([100000, 25000, 5000, 2500, 2500, 5000, 10000, 25000, 50000, 100000]),
  hockeyAce: points([100, 250, 500, 1000, 2500, 5000, 10000, 25000, 50000, 100000]),
};

const slotKey = (start: number) => new Date(start).toISOString().slice(0, 16).replace(/[-:T]/g, '');

/** The baseball day replayed in the slot starting at `start`: the seven days in turn. */
export function slateFor(start: number, gameSetMinutes: number) {
  const index = Math.floor(start / (gameSetMinutes * 60_000));
  return slates[((index % slates.length) + slates.length) % slates.length]!;
}

const titleDate = (at: Date, timeZone: string) =>
  at.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  });

/** A replayed day's date as its title says it: "Monday, July 1, 2019". */
const dateTitle = (date: string) => titleDate(new Date(`${date}T12:00:00Z`), 'UTC');

/**
 * A simulated hockey night's title: the day it starts on in New York (the NHL's and the site's time), in
 * the words of the baseball replay's title — "NHL simulated night: Tuesday, December 1, 2026".
 */
export const hockeyNightTitle = (start: number) =>
  `NHL simulated night: ${titleDate(new Date(start), 'America/New_York')}`;

type Trx = Transaction<DB>;

/** Claims the (league, start_at) slot; the new game set's id, or undefined when it exists. */
async function claimGameSet(
  trx: Trx,
  values: {
    league: SportsLeague;
    title: string;
    start: number;
    source: 'retrosheet' | 'nba-stats' | 'nfl' | 'simulated';
    sourceKey: string;
  },
) {
  const row = await trx
    .insertInto('sports_game_sets')
    .values({
      league: values.league,
      title: values.title,
      start_at: new Date(values.start),
      source: values.source,
      source_key: values.sourceKey,
    })
    .onConflict((oc) => oc.columns(['league', 'start_at']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

async function gameTypeId(trx: Trx, sportId: number, rule: NonNullable<DB['sports_game_types']['rule']>) {
  const row = await trx
    .selectFrom('sports_game_types')
    .select('id')
    .where('sport_id', '=', sportId)
    .where('rule', '=', rule)
    .orderBy('position')
    .executeTakeFirst();
  return row?.id;
}

async function addContest(
  trx: Trx,
  gameSetId: number,
  gameTypeId: number | undefined,
  name: string,
  grid: Omit<Insertable<SportsPrizeRowsTable>, 'contest_id'>[],
  rules: { limits: TeamLimits; kit: Readonly<Record<number, number>> } = {
    limits: { min: 1, max: 10 },
    kit: sportsKit,
  },
) {
  if (gameTypeId === undefined) return;
  const contest = await trx
    .insertInto('sports_contests')
    .values({
      game_set_id: gameSetId,
      game_type_id: gameTypeId,
      name,
      sponsor: SPONSOR,
      min_teams: rules.limits.min,
      max_teams: rules.limits.max,
      eligibility: 'ALL',
      restriction: 'ENTRY',
      prize_kind: grid[0]!.kind,
      powerplay_kit: JSON.stringify(rules.kit),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('sports_prize_rows')
    .values(grid.map((row) => ({ ...row, contest_id: contest.id })))
    .execute();
  await publishContestChanged(trx, contest.id);
}

/**
 * Zones' grid (the rules name no figures; docs/game-rules-deviations.md): cash by the number of teams
 * placed, every one of which must land in its zone.
 */
export const zonesDemoGrid: readonly PrizeRow[] = [2, 5, 10, 25, 50, 100, 250, 500, 1000, 2500].map(
  (dollars, i) => cashRow(i + 1, dollars),
);

/**
 * A contest of each of High 5, Zones, Pick 5 and Brackets on a game set (docs/rules/sports.md "Other contest
 * types"): the type's limits, its kit, and its seeded grid for the sport. A type whose fewest picks are more
 * than the set's `teams` is left out (an NBA day of two games has four teams: no High 5 or Pick 5 on it), so
 * the lobby never takes an entry that cannot be picked.
 */
async function addContestTypes(trx: Trx, gameSetId: number, sportId: number, sport: Sport, teams: number) {
  for (const rule of contestTypeRules) {
    const type = contestTypes[rule];
    if (type.limits.min > teams) continue;
    const grid = type.seedGrid(sport) ?? zonesDemoGrid;
    await addContest(
      trx,
      gameSetId,
      await gameTypeId(trx, sportId, rule),
      contestTypeNames[rule],
      grid.map((r) => ({ teams: r.noOfTeam, kind: r.kind, amount: r.amount })),
      { limits: type.limits, kit: defaultKitFor(rule, sport) },
    );
  }
}

/** A baseball game set of the slot: the day's real games, their ballparks and starting pitchers. */
export async function insertBaseballSet(db: Kysely<DB>, start: number, options: SportsDemoOptions) {
  const [date, games] = slateFor(start, options.gameSetMinutes);
  const compression = compressionOf('baseball', options.gameMinutes);
  return inTransaction(db, async (trx) => {
    const id = await claimGameSet(trx, {
      league: 'baseball',
      title: `MLB replay: ${dateTitle(date)}`,
      start,
      source: 'retrosheet',
      sourceKey: date,
    });
    if (id === undefined) return undefined;
    await trx
      .insertInto('sports_matches')
      .values(
        games.map((g) => {
          const park = ballparkById.get(g.park);
          const script: MatchScript = {
            kind: 'retrosheet',
            compression,
            line: lineScoreOf(g),
            game: { date: g.date, gameNumber: g.gameNumber, park: g.park, visitor: g.visitor, home: g.home },
          };
          return {
            game_set_id: id,
            // Retrosheet's game id (home, date, game number) within the slot.
            feed_game_id: `${slotKey(start)}-${g.home}${g.date.replace(/-/g, '')}${g.gameNumber}`,
            league: 'baseball' as const,
            home_team_id: `mlb-${g.home}`,
            away_team_id: `mlb-${g.visitor}`,
            start_at: new Date(start),
            location: park ? `${park.name}, ${park.city}, ${park.state}` : g.park,
            home_starter: JSON.stringify({ name: g.homeStarter, stat: null }),
            away_starter: JSON.stringify({ name: g.visitorStarter, stat: null }),
            script: JSON.stringify(script),
          };
        }),
      )
      .execute();
    await addContest(
      trx,
      id,
      await gameTypeId(trx, 2, 'chase_the_ace'),
      'Chase the Ace',
      demoPrizeGrids.baseballAce,
    );
    await addContest(
      trx,
      id,
      await gameTypeId(trx, 2, 'blackjack'),
      'Baseball Blackjack',
      demoPrizeGrids.blackjack,
    );
    await addContestTypes(trx, id, sportIds.baseball, 'baseball', 2 * games.length);
    return id;
  });
}

/** A hockey game set of the slot: clubs paired and games simulated from one recorded seed. */
export async function insertHockeySet(
  db: Kysely<DB>,
  start: number,
  options: SportsDemoOptions,
  seed: string = seedFromBytes(randomBytes(SEED_BYTES)),
) {
  const compression = compressionOf('hockey', options.gameMinutes);
  // A seeded shuffle of the clubs (Fisher–Yates): the first pairs play.
  const clubs = nhlClubs.map((c) => c.id);
  for (let i = clubs.length - 1; i > 0; i--) {
    const j = seededStream(seed, `pairing:${i}`, 0, i)();
    [clubs[i], clubs[j]] = [clubs[j]!, clubs[i]!];
  }
  const pairs = Array.from(
    { length: HOCKEY_GAMES_PER_SET },
    (_, k) => [clubs[2 * k]!, clubs[2 * k + 1]!] as const,
  );
  return inTransaction(db, async (trx) => {
    const id = await claimGameSet(trx, {
      league: 'hockey',
      title: hockeyNightTitle(start),
      start,
      source: 'simulated',
      sourceKey: seed,
    });
    if (id === undefined) return undefined;
    await trx
      .insertInto('sports_matches')
      .values(
        pairs.map(([away, home]) => {
          const gameId = `${slotKey(start)}-NHL-${away}-${home}`;
          const game = simulateHockeyGame(seed, gameId);
          const script: MatchScript = {
            kind: 'simulated',
            compression,
            seed,
            gameId,
            homeScore: game.homeScore,
            awayScore: game.awayScore,
            decidedBy: game.decidedBy,
            goals: game.goals,
          };
          const homeClub = nhlClubById.get(home)!;
          const awayClub = nhlClubById.get(away)!;
          return {
            game_set_id: id,
            feed_game_id: gameId,
            league: 'hockey' as const,
            home_team_id: `nhl-${home}`,
            away_team_id: `nhl-${away}`,
            start_at: new Date(start),
            location: homeClub.city,
            home_starter: JSON.stringify({ name: homeClub.goalie.name, stat: homeClub.goalie.gaa }),
            away_starter: JSON.stringify({ name: awayClub.goalie.name, stat: awayClub.goalie.gaa }),
            script: JSON.stringify(script),
          };
        }),
      )
      .execute();
    await addContest(
      trx,
      id,
      await gameTypeId(trx, 1, 'chase_the_ace'),
      'Chase the Ace',
      demoPrizeGrids.hockeyAce,
      // Hockey's kit adds No Goal and 6th Skater (docs/rules/sports.md "New powerplays").
      { limits: { min: 1, max: 10 }, kit: defaultKitFor('chase_the_ace', 'hockey') },
    );
    await addContestTypes(trx, id, sportIds.hockey, 'hockey', 2 * pairs.length);
    return id;
  });
}

/** The NBA day replayed in the slot starting at `start`: the seven days in turn. */
export function nbaSlateFor(start: number, gameSetMinutes: number) {
  const index = Math.floor(start / (gameSetMinutes * 60_000));
  return nbaSlates[((index % nbaSlates.length) + nbaSlates.length) % nbaSlates.length]!;
}

/** The NFL week replayed in the slot starting at `start`: the three weeks in turn. */
export function nflWeekFor(start: number, gameSetMinutes: number) {
  const index = Math.floor(start / (gameSetMinutes * 60_000));
  return nflWeeks[((index % nflWeeks.length) + nflWeeks.length) % nflWeeks.length]!;
}

/**
 * A basketball or football game set of the slot: a real day's (or week's) games, replayed by quarters,
 * with a High 5, Zones, Pick 5 and Brackets contest (High 5 and Pick 5 only on a day of three games or
 * more: they take exactly five teams).
 */
async function insertQuarterSet(
  db: Kysely<DB>,
  start: number,
  options: SportsDemoOptions,
  set: {
    league: 'basketball' | 'football';
    title: string;
    source: 'nba-stats' | 'nfl';
    sourceKey: string;
    games: readonly QuarterGame[];
    prefix: 'nba' | 'nfl';
    cityOf: (clubId: string) => string | undefined;
  },
) {
  const compression = compressionOf(set.league, options.gameMinutes);
  return inTransaction(db, async (trx) => {
    const id = await claimGameSet(trx, {
      league: set.league,
      title: set.title,
      start,
      source: set.source,
      sourceKey: set.sourceKey,
    });
    if (id === undefined) return undefined;
    await trx
      .insertInto('sports_matches')
      .values(
        set.games.map((g) => {
          const script: MatchScript = {
            kind: 'quarter-line',
            league: set.league,
            compression,
            line: quarterLineOf(g),
            game: { id: g.id, date: g.date, away: g.away, home: g.home },
          };
          return {
            game_set_id: id,
            // The source's game id within the slot.
            feed_game_id: `${slotKey(start)}-${set.prefix.toUpperCase()}-${g.id}`,
            league: set.league,
            home_team_id: `${set.prefix}-${g.home}`,
            away_team_id: `${set.prefix}-${g.away}`,
            start_at: new Date(start),
            location: set.cityOf(g.home) ?? g.home,
            script: JSON.stringify(script),
          };
        }),
      )
      .execute();
    // High 5, Zones, Pick 5 and Brackets (those its teams can fill); no Chase the Ace
    // (docs/rules/sports.md "Basketball and football").
    await addContestTypes(trx, id, sportIds[set.league], set.league, 2 * set.games.length);
    return id;
  });
}

/** A basketball game set of the slot: a real NBA day of October 2022 (NBA Stats' line scores). */
export function insertBasketballSet(db: Kysely<DB>, start: number, options: SportsDemoOptions) {
  const [date, games] = nbaSlateFor(start, options.gameSetMinutes);
  return insertQuarterSet(db, start, options, {
    league: 'basketball',
    title: `NBA replay: ${dateTitle(date)}`,
    source: 'nba-stats',
    sourceKey: date,
    games,
    prefix: 'nba',
    cityOf: (club) => nbaClubById.get(club)?.city,
  });
}

/** A football game set of the slot: a real NFL week of September 2023 (the league's line scores). */
export function insertFootballSet(db: Kysely<DB>, start: number, options: SportsDemoOptions) {
  const [week, games] = nflWeekFor(start, options.gameSetMinutes);
  return insertQuarterSet(db, start, options, {
    league: 'football',
    title: `NFL replay: 2023 Week ${week}, ${dateTitle(games[0]!.date)} to ${dateTitle(games[games.length - 1]!.date)}`,
    source: 'nfl',
    sourceKey: `2023-W${week}`,
    games,
    prefix: 'nfl',
    cityOf: (club) => nflClubById.get(club)?.city,
  });
}

/**
 * The slots to keep at `now` (slots are every `gameSetMinutes` from the epoch, shifted by `offsetMs`):
 * the current one until its games are over (a fresh start has something live to watch at once: the
 * replay picks it up at the inning it has reached), and the next two (so one is always open to enter).
 */
export function demoSlots(now: number, options: SportsDemoOptions, offsetMs = 0): number[] {
  const every = options.gameSetMinutes * 60_000;
  const current = Math.floor((now - offsetMs) / every) * every + offsetMs;
  const slots = [current + every, current + 2 * every];
  if (now - current < options.gameMinutes * 60_000) slots.unshift(current);
  return slots;
}

/** Hockey sets start half a slot after baseball's, so one league is live while the other is between sets. */
export const hockeyOffsetMs = (options: SportsDemoOptions) => (options.gameSetMinutes * 60_000) / 2;
/** Basketball sets start a quarter of a slot after baseball's, football three quarters (the gaps interleave). */
export const basketballOffsetMs = (options: SportsDemoOptions) => (options.gameSetMinutes * 60_000) / 4;
export const footballOffsetMs = (options: SportsDemoOptions) => (options.gameSetMinutes * 60_000 * 3) / 4;

/** Fills the demo schedule at `now` (idempotent; every process may run it at once). */
export async function ensureSportsDemoSchedule(
  db: Kysely<DB>,
  now: Date,
  options: SportsDemoOptions = defaultSportsDemoOptions,
) {
  const baseball = demoSlots(now.getTime(), options);
  const hockey = demoSlots(now.getTime(), options, hockeyOffsetMs(options));
  const basketball = demoSlots(now.getTime(), options, basketballOffsetMs(options));
  const football = demoSlots(now.getTime(), options, footballOffsetMs(options));
  const existing = await db
    .selectFrom('sports_game_sets')
    .select(['league', 'start_at'])
    .where(
      'start_at',
      'in',
      [...baseball, ...hockey, ...basketball, ...football].map((s) => new Date(s)),
    )
    .execute();
  const has = (league: string, start: number) =>
    existing.some((e) => e.league === league && e.start_at.getTime() === start);
  for (const start of baseball) if (!has('baseball', start)) await insertBaseballSet(db, start, options);
  for (const start of hockey) if (!has('hockey', start)) await insertHockeySet(db, start, options);
  for (const start of basketball) {
    if (!has('basketball', start)) await insertBasketballSet(db, start, options);
  }
  for (const start of football) if (!has('football', start)) await insertFootballSet(db, start, options);
}

const CHECK_EVERY_MS = 30_000;

/** The demo schedule as a scheduler job: checked every 30 s. */
export function sportsDemoScheduleJob(schedule: { fillDemoSchedule(now: Date): Promise<void> }): Job<string> {
  let lastCheck: number | undefined;
  return {
    name: 'sports-demo-schedule',
    findDue(now) {
      const due = lastCheck === undefined || now.getTime() - lastCheck >= CHECK_EVERY_MS;
      return Promise.resolve({
        due: due ? ['rolling'] : [],
        nextAt: due ? undefined : lastCheck! + CHECK_EVERY_MS,
      });
    },
    async runStep(_work, now) {
      await schedule.fillDemoSchedule(now);
      lastCheck = now.getTime();
      return false;
    },
  };
}
