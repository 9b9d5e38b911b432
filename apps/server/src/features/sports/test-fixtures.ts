import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ballparkById } from './data/ballparks';
import { publishContestChanged } from './events';
import { mlb2019Games } from './data/mlb-2019-slates';

/**
 * Test data: a baseball game set of one real 2019 day (data/mlb-2019-slates.ts) and a contest on it.
 * Tests only (the demo schedule builds the real ones); `tag` keeps feed ids apart when a test file
 * makes several sets of the same day.
 */
export async function insertBaseballGameSet(
  db: Kysely<DB>,
  v: { date: string; startAt: Date; tag: string; games?: number },
) {
  const games = mlb2019Games.filter((g) => g.date === v.date).slice(0, v.games ?? 99);
  if (games.length === 0) throw new Error(`no 2019 games on ${v.date}`);
  return db.transaction().execute(async (trx) => {
    const set = await trx
      .insertInto('sports_game_sets')
      .values({
        league: 'baseball',
        title: `MLB ${v.date}`,
        start_at: v.startAt,
        source: 'retrosheet',
        source_key: v.date,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const matches = await trx
      .insertInto('sports_matches')
      .values(
        games.map((g, i) => {
          const park = ballparkById.get(g.park);
          return {
            game_set_id: set.id,
            feed_game_id: `${v.tag}-${g.home}${g.date.replace(/-/g, '')}${g.gameNumber}`,
            league: 'baseball' as const,
            home_team_id: `mlb-${g.home}`,
            away_team_id: `mlb-${g.visitor}`,
            start_at: new Date(v.startAt.getTime() + i * 60_000),
            location: park ? `${park.name}, ${park.city}` : g.park,
            home_starter: JSON.stringify({ name: g.homeStarter, stat: null }),
            away_starter: JSON.stringify({ name: g.visitorStarter, stat: null }),
          };
        }),
      )
      .returning(['id', 'feed_game_id', 'home_team_id', 'away_team_id'])
      .execute();
    return { id: set.id, matches };
  });
}

/** A Chase the Ace contest (baseball game type 6) with a cash row per number of teams. */
export async function insertContest(
  db: Kysely<DB>,
  v: {
    gameSetId: number;
    gameTypeId?: number;
    minTeams?: number;
    maxTeams?: number;
    eligibility?: 'ALL' | 'BASIC' | 'ELITE' | 'SUPER ELITE';
    restriction?: string;
    /** docs/rules/sports.md "Waiting For Players" (the column's default, 1, when absent). */
    minPlayers?: number;
  },
) {
  const min = v.minTeams ?? 1;
  const max = v.maxTeams ?? 10;
  return db.transaction().execute(async (trx) => {
    const contest = await trx
      .insertInto('sports_contests')
      .values({
        game_set_id: v.gameSetId,
        game_type_id: v.gameTypeId ?? 6,
        name: 'Chase the Ace',
        sponsor: 'Powerplay',
        min_teams: min,
        max_teams: max,
        eligibility: v.eligibility ?? 'ALL',
        restriction: v.restriction ?? 'ENTRY',
        prize_kind: 'cash',
        powerplay_kit: JSON.stringify({}),
        ...(v.minPlayers !== undefined ? { min_players: v.minPlayers } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('sports_prize_rows')
      .values(
        Array.from({ length: max - min + 1 }, (_, i) => ({
          contest_id: contest.id,
          teams: min + i,
          kind: 'cash' as const,
          amount: (min + i) * 10_000,
        })),
      )
      .execute();
    // As the back office's contests do: every process's lobby reads hear of it.
    await publishContestChanged(trx, contest.id);
    return contest.id;
  });
}

let upcoming = 0;
/**
 * A baseball set of two real games starting an hour after `now` (a second later at each call, so slots
 * never clash), a Chase the Ace contest on it, and its four teams' pick keys.
 */
export async function upcomingChaseTheAce(db: Kysely<DB>, now: Date, tag: string) {
  upcoming += 1;
  const start = new Date(now.getTime() + 3_600_000 + upcoming * 1000);
  const set = await insertBaseballGameSet(db, {
    date: '2019-07-16',
    startAt: start,
    tag: `${tag}${upcoming}`,
    games: 2,
  });
  const contestId = await insertContest(db, { gameSetId: set.id });
  const teams = set.matches.flatMap((m) => [
    `${m.feed_game_id}-${m.home_team_id}`,
    `${m.feed_game_id}-${m.away_team_id}`,
  ]);
  return { contestId, gameSetId: set.id, start, teams, matches: set.matches };
}
