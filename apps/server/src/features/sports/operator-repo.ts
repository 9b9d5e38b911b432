import type { CreateSportsContestRequest, OperatorGameSetsQuery } from '@powerplay/contracts';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { DB, SportsContestsTable, SportsMatchStatus } from '../../db/schema';
import { insertContestWithGrid } from './schedule-repo';

/**
 * The SQL of the back office's and the feed's use cases on sports (operator.ts, engine.ts): the
 * provider's batches, the feed's due work, contests added by hand and the game sets' overview.
 */
export function sportsOperatorRepo(db: Kysely<DB>) {
  return {
    /**
     * Locks the game sets of these provider game ids, in id order: every writer of a game set's rows
     * locks the set first, and a batch takes all of its sets up front so two batches, or a batch and
     * the feed, never wait on each other in a circle.
     */
    async lockGameSetsOfFeedGames(trx: Transaction<DB>, feedGameIds: readonly string[]) {
      const sets = await trx
        .selectFrom('sports_matches')
        .select('game_set_id')
        .distinct()
        .where('feed_game_id', 'in', [...feedGameIds])
        .execute();
      if (sets.length > 0)
        await trx
          .selectFrom('sports_game_sets')
          .select('id')
          .where(
            'id',
            'in',
            sets.map((s) => s.game_set_id),
          )
          .orderBy('id')
          .forUpdate()
          .execute();
    },

    lockMatchByFeedId: (trx: Transaction<DB>, feedGameId: string) =>
      trx
        .selectFrom('sports_matches')
        .selectAll()
        .where('feed_game_id', '=', feedGameId)
        .forUpdate()
        .executeTakeFirst(),

    findMatch: (trx: Transaction<DB>, id: number) =>
      trx.selectFrom('sports_matches').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Records a provider's (feedGameId, sequence) once: false when it was recorded before. */
    async recordProviderUpdate(
      trx: Transaction<DB>,
      v: { feedGameId: string; sequence: number; receivedAt: Date },
    ): Promise<boolean> {
      const fresh = await trx
        .insertInto('sports_feed_updates')
        .values({ feed_game_id: v.feedGameId, sequence: v.sequence, received_at: v.receivedAt })
        .onConflict((oc) => oc.columns(['feed_game_id', 'sequence']).doNothing())
        .returning('sequence')
        .executeTakeFirst();
      return fresh !== undefined;
    },

    lockGameSet: (trx: Transaction<DB>, id: number) =>
      trx.selectFrom('sports_game_sets').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

    findGameType: (trx: Transaction<DB>, id: number) =>
      trx
        .selectFrom('sports_game_types')
        .select(['id', 'name', 'sport_id', 'rule'])
        .where('id', '=', id)
        .executeTakeFirst(),

    /** A contest added by hand, with its prize grid; its id. */
    insertContest: (
      trx: Transaction<DB>,
      contest: Insertable<SportsContestsTable>,
      prizes: CreateSportsContestRequest['prizes'],
    ): Promise<number> =>
      insertContestWithGrid(
        trx,
        contest,
        prizes.map((p) => ({
          teams: p.teams,
          kind: p.kind,
          amount: p.amount,
          description: p.description ?? null,
          retail_value_cents: p.retailValueCents ?? null,
        })),
      ),

    findGameSet: (id: number) =>
      db.selectFrom('sports_game_sets').selectAll().where('id', '=', id).executeTakeFirst(),

    /** A game set's matches with the provider's last sequence of each. */
    matchesWithProviderSequence: (gameSetId: number) =>
      db
        .selectFrom('sports_matches as m')
        .selectAll('m')
        .select((eb) =>
          eb
            .selectFrom('sports_feed_updates as u')
            .whereRef('u.feed_game_id', '=', 'm.feed_game_id')
            .select((e) => e.fn.max('u.sequence').as('s'))
            .as('last_provider_sequence'),
        )
        .where('m.game_set_id', '=', gameSetId)
        .orderBy('m.start_at')
        .orderBy('m.id')
        .execute(),

    /**
     * Game sets with their counts: with a status, the 50 soonest of it (FINISHED: the latest);
     * without, every UNPLAYED and LIVE set and the 20 latest FINISHED ones.
     */
    async gameSetsWithCounts(query: OperatorGameSetsQuery) {
      const base = () =>
        db
          .selectFrom('sports_game_sets as s')
          .selectAll('s')
          .select((eb) => {
            const matches = (statuses?: SportsMatchStatus[]) => {
              const q = eb.selectFrom('sports_matches as m').whereRef('m.game_set_id', '=', 's.id');
              return (statuses ? q.where('m.status', 'in', statuses) : q).select((e) =>
                e.fn.countAll<string>().as('n'),
              );
            };
            return [
              matches().as('matches'),
              matches(['INTRO', 'LIVE']).as('live_matches'),
              matches(['FINISHED']).as('finished_matches'),
              eb
                .selectFrom('sports_contests as c')
                .whereRef('c.game_set_id', '=', 's.id')
                .select((e) => e.fn.countAll<string>().as('n'))
                .as('contests'),
              eb
                .selectFrom('sports_entries as e')
                .innerJoin('sports_contests as c', 'c.id', 'e.contest_id')
                .whereRef('c.game_set_id', '=', 's.id')
                .select((e) => e.fn.countAll<string>().as('n'))
                .as('entries'),
            ];
          });
      const finished = (limit: number) =>
        base()
          .where('s.status', '=', 'FINISHED')
          .orderBy('s.start_at', 'desc')
          .orderBy('s.id', 'desc')
          .limit(limit)
          .execute();
      if (query.status === 'FINISHED') return finished(50);
      if (query.status)
        return base()
          .where('s.status', '=', query.status)
          .orderBy('s.start_at')
          .orderBy('s.id')
          .limit(50)
          .execute();
      const open = await base()
        .where('s.status', 'in', ['UNPLAYED', 'LIVE'])
        .orderBy('s.start_at')
        .orderBy('s.id')
        .execute();
      return [...open, ...(await finished(20))];
    },

    /** Winning entries whose picks count matches an `items` row of their contest's grid (newest first). */
    itemAwards: () =>
      db
        .selectFrom('sports_entries as e')
        .innerJoin('sports_contests as c', 'c.id', 'e.contest_id')
        .innerJoin('sports_prize_rows as r', (j) =>
          j
            .onRef('r.contest_id', '=', 'e.contest_id')
            .on(sql<boolean>`r.teams = cardinality(e.picks)`)
            .on('r.kind', '=', 'items'),
        )
        .innerJoin('users as u', 'u.id', 'e.user_id')
        .select([
          'c.id as contestId',
          'c.name as contestName',
          'e.id as entryId',
          'u.id as userId',
          'u.display_name as displayName',
          'u.email',
          'r.teams',
          'r.description',
          'r.retail_value_cents',
          'c.settled_at',
        ])
        .where('e.result', '=', 'WON')
        .where('c.settled_at', 'is not', null)
        .orderBy('c.settled_at', 'desc')
        .orderBy('e.id')
        .limit(500)
        .execute(),

    /** The feed's candidates: scripted matches not final of game sets not settled, starting by `until`. */
    scriptedMatchesStartedBy: (until: Date) =>
      db
        .selectFrom('sports_matches as m')
        .innerJoin('sports_game_sets as s', 's.id', 'm.game_set_id')
        .selectAll('m')
        // Through the game sets not settled (a partial index), so finished history is never scanned.
        .where('s.settled_at', 'is', null)
        .where('s.start_at', '<=', until)
        .where('m.status', '<>', 'FINISHED')
        .where('m.script', 'is not', null)
        .where('m.start_at', '<=', until)
        .execute(),

    finishedUnsettledGameSets: () =>
      db
        .selectFrom('sports_game_sets')
        .select('id')
        .where('status', '=', 'FINISHED')
        .where('settled_at', 'is', null)
        .execute(),

    async nextUnsettledStart(after: Date): Promise<Date | null> {
      const row = await db
        .selectFrom('sports_game_sets')
        .select(sql<Date | null>`min(start_at)`.as('at'))
        .where('settled_at', 'is', null)
        .where('start_at', '>', after)
        .executeTakeFirst();
      return row?.at ? new Date(row.at) : null;
    },
  };
}

export type SportsOperatorRepo = ReturnType<typeof sportsOperatorRepo>;
