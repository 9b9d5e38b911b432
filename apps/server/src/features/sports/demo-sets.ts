import { randomBytes } from 'node:crypto';
import {
  seededStream,
  seedFromBytes,
  simulateHockeyGame,
  defaultKitFor,
  SEED_BYTES,
  type MatchScript,
} from '@powerplay/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { ballparkById } from './data/ballparks';
import { nbaClubById } from './data/nba-clubs';
import { nflClubById } from './data/nfl-clubs';
import { quarterLineOf, type QuarterGame } from './data/quarter-games';
import { nhlClubById, nhlClubs } from './data/nhl-clubs';
import { lineScoreOf } from './data/retrosheet';
import {
  compressionOf,
  dateTitle,
  hockeyNightTitle,
  HOCKEY_GAMES_PER_SET,
  nbaSlateFor,
  nflWeekFor,
  slateFor,
  slotKey,
  sportIds,
  type SportsDemoOptions,
} from './demo-calendar';
import { addContest, addContestTypes, demoPrizeGrids } from './demo-contests';
import { claimGameSet, gameTypeIdOf, insertMatches } from './schedule-repo';

/** The demo schedule's game sets: each slot's matches, contests and prize grids, written in one transaction. */

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
    await insertMatches(
      trx,
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
    );
    await addContest(
      trx,
      id,
      await gameTypeIdOf(trx, 2, 'chase_the_ace'),
      'Chase the Ace',
      demoPrizeGrids.baseballAce,
    );
    await addContest(
      trx,
      id,
      await gameTypeIdOf(trx, 2, 'blackjack'),
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
    await insertMatches(
      trx,
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
    );
    await addContest(
      trx,
      id,
      await gameTypeIdOf(trx, 1, 'chase_the_ace'),
      'Chase the Ace',
      demoPrizeGrids.hockeyAce,
      // Hockey's kit adds No Goal and 6th Skater (docs/rules/sports.md "New powerplays").
      { limits: { min: 1, max: 10 }, kit: defaultKitFor('chase_the_ace', 'hockey') },
    );
    await addContestTypes(trx, id, sportIds.hockey, 'hockey', 2 * pairs.length);
    return id;
  });
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
    await insertMatches(
      trx,
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
    );
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
