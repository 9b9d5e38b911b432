import type { SportsMatch } from '@powerplay/contracts';
import { liveTopics, lobbyEventSchemas, sportsGameSetEventSchemas } from '@powerplay/contracts';
import { teamPickKey } from '@powerplay/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { publish, topic } from '../../platform/live/publish';
import { matchesWithTeams, sportOfContest } from './match-repo';

/** A game set's live topic: `match` (SSE id = the set's event_seq), `status`, `settled`. */
export const sportsGameSetTopic = (gameSetId: number) =>
  topic(liveTopics.sportsGameSet(gameSetId), sportsGameSetEventSchemas);

type Db = Kysely<DB> | Transaction<DB>;

/** The server-side lobby topic (never streamed): a contest's public part changed. */
export const lobbyTopic = topic(liveTopics.lobby, lobbyEventSchemas);

/**
 * Tells every process that a contest's public part changed (its entries, or the contest itself: added,
 * cancelled), in the writer's transaction: their lobby lists and the contest's public read are built
 * again when, and only if, it commits. The sport is read when the writer does not know it.
 */
export async function publishContestChanged(
  trx: Transaction<DB>,
  contestId: number,
  sportId?: number,
): Promise<void> {
  const sport = sportId ?? (await sportOfContest(trx, contestId));
  if (sport === undefined) return;
  await publish(trx, lobbyTopic, { type: 'sports-contest', data: { sportId: sport, contestId } });
}

/** A match as the contracts describe it (the `match` event and the game set's matches). */
export async function loadSportsMatches(
  q: Db,
  where: { gameSetId: number } | { matchId: number },
): Promise<SportsMatch[]> {
  const rows = await matchesWithTeams(q, where);
  return rows.map((r) => ({
    feedGameId: r.feed_game_id,
    league: r.league,
    status: r.status,
    startAt: r.start_at.toISOString(),
    location: r.location,
    home: {
      teamId: r.home_team_id,
      name: r.home_name,
      abbreviation: r.home_abbreviation,
      score: r.home_score,
      starter: r.home_starter,
      current: r.home_current,
      pickKey: teamPickKey(r.feed_game_id, r.home_team_id),
    },
    away: {
      teamId: r.away_team_id,
      name: r.away_name,
      abbreviation: r.away_abbreviation,
      score: r.away_score,
      starter: r.away_starter,
      current: r.away_current,
      pickKey: teamPickKey(r.feed_game_id, r.away_team_id),
    },
    progress: (r.progress as SportsMatch['progress'] | null) ?? null,
    sequence: r.sequence,
  }));
}
