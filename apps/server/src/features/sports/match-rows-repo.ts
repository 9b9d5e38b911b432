import type { Match } from '@powerplay/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { domainMatchOf } from './sports-views';

type Db = Kysely<DB> | Transaction<DB>;

/*
 * A game set's matches as they are read: with their teams' names (the pages and the live stream), with
 * their scripts (the feed), or as the domain reads them (the feed, settlement).
 */

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

/** A set's matches with their teams, in start order. */
export const matchesInStartOrder = (q: Db, gameSetId: number) =>
  matchQuery(q).where('m.game_set_id', '=', gameSetId).orderBy('m.start_at').orderBy('m.id').execute();

/** A set's matches in the order they last changed (oldest first): the live stream's loader. */
export const matchesInChangeOrder = (q: Db, gameSetId: number) =>
  matchQuery(q).where('m.game_set_id', '=', gameSetId).orderBy('m.changed_no').execute();

/** A set's matches with their scripts (a simulated game's seed), in start order. */
export function matchScriptRows(q: Db, gameSetId: number) {
  return q
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
    .orderBy('start_at')
    .orderBy('id')
    .execute();
}

/** A game set's matches as the domain reads them, in the caller's transaction (the feed, settlement). */
export async function domainMatchesOf(q: Db, gameSetId: number): Promise<Match[]> {
  return (await matchScriptRows(q, gameSetId)).map(domainMatchOf);
}
