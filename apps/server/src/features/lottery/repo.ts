import type { LotteryEntry, LotteryGame } from '@powerplay/contracts';
import { sql, type Expression, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { RunAlone } from '../../db/pipelined';
import { prepared } from '../../db/prepared';
import { outboxRepo } from '../../platform/live/outbox-repo';
import { toGame, type GameRow } from './game-view';
import { drawsWithPlayers } from './timed-draws-repo';

// The benchmarks insert games through here.
export { insertGame, type NewGame } from './schedule-repo';

type Db = Kysely<DB> | Transaction<DB>;

/** An entry's matches: its picks that are among its game's drawn balls. */
const entryHits = sql<number>`(select count(*) from unnest(e.picks) p where p in (select d.number from lottery_draws d where d.game_id = e.game_id))::int`;

export function lotteryRepo(db: Kysely<DB>, runAlone: RunAlone) {
  const repo = {
    findGame(id: number, q: Db = db) {
      return q.selectFrom('lottery_games').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The entries these players hold in one draw (a private contest's members). */
    entriesOfPlayers(gameId: number, userIds: readonly number[], q: Db = db) {
      if (userIds.length === 0) return Promise.resolve([]);
      return q
        .selectFrom('lottery_entries')
        .select(['id', 'user_id', 'picks', 'created_at'])
        .where('game_id', '=', gameId)
        .where('user_id', 'in', [...userIds])
        .execute();
    },

    /** The draws starting after `from`, up to `to`, with their players' entries. */
    /** The draws starting after `from`, up to `to`, with their players. */
    startingBetween: (from: Date, to: Date, q: Db = db) =>
      drawsWithPlayers(q, (g) => g.where('start_at', '>', from).where('start_at', '<=', to)),

    /** The draws whose picks locked after `from`, up to `to`, ahead of a start still to come. */
    lockingAheadBetween: (from: Date, to: Date, q: Db = db) =>
      drawsWithPlayers(q, (g) =>
        g
          .where('pick_deadline', '>', from)
          .where('pick_deadline', '<=', to)
          .whereRef('pick_deadline', '<', 'start_at')
          .where('start_at', '>', to),
      ),

    /** The draws of these game types (or these draws) still taking picks at `now`, soonest first. */
    drawsTakingPicks(
      of: { gameTypes: readonly string[] } | { gameIds: readonly number[] },
      now: Date,
      q: Db = db,
    ) {
      const [column, ids] =
        'gameTypes' in of ? (['game_type', of.gameTypes] as const) : (['id', of.gameIds] as const);
      if (ids.length === 0) return Promise.resolve([]);
      return q
        .selectFrom('lottery_games')
        .select(['id', 'game_type'])
        .where(column, 'in', [...ids] as never[])
        .where('status', '=', 'unplayed')
        .where('pick_deadline', '>', now)
        .orderBy('start_at')
        .orderBy('id')
        .execute();
    },

    /** The games' types and starts, by id: what names a draw (player care). */
    gamesByIds(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('lottery_games')
        .select(['id', 'game_type', 'start_at'])
        .where('id', 'in', ids)
        .execute();
    },

    drawsOf(gameIds: number[], q: Db = db) {
      if (gameIds.length === 0) return Promise.resolve([]);
      return q
        .selectFrom('lottery_draws')
        .select(['game_id', 'k', 'number', 'drawn_at'])
        .where('game_id', 'in', gameIds)
        .orderBy('game_id')
        .orderBy('k')
        .execute();
    },

    async withDraws(rows: GameRow[], q: Db = db): Promise<LotteryGame[]> {
      const draws = await repo.drawsOf(
        rows.map((r) => r.id),
        q,
      );
      return rows.map((r) =>
        toGame(
          r,
          draws.filter((d) => d.game_id === r.id),
        ),
      );
    },

    /** Upcoming (next of each type first), live, and the most recent finished draws. */
    async listGames(now: Date) {
      const [upcoming, live, recent] = await Promise.all([
        db
          .selectFrom('lottery_games')
          .selectAll()
          .where('status', '=', 'unplayed')
          .where('start_at', '>', now)
          .orderBy('start_at')
          .limit(20)
          .execute(),
        db.selectFrom('lottery_games').selectAll().where('status', '=', 'live').orderBy('start_at').execute(),
        db
          .selectFrom('lottery_games')
          .selectAll()
          .where('status', '=', 'finished')
          .orderBy('start_at', 'desc')
          .limit(20)
          .execute(),
      ]);
      return { upcoming, live, recent };
    },

    /** The player's entry in a game: its id (the entry's id in `entries`) and picks. */
    findEntry(gameId: number, userId: number, q: Db = db) {
      return q
        .selectFrom('lottery_entries')
        .select(['id', 'game_id', 'picks'])
        .where('game_id', '=', gameId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /**
     * Changes the picks of the player's entry in one statement run alone (decision 031: a save's cost is its
     * round trips; on PostgreSQL a pipelined connection carries it, docs/decisions/035): under a share lock of the game (settlement's claim waits for it),
     * only before the pick deadline; reads the entry's inventory in the same statement. Answers the saved
     * entry; undefined when nothing changed (no such game, no entry yet, or past the deadline: the
     * caller's full save tells which).
     */
    async editPicksAtOnce(v: {
      gameId: number;
      userId: number;
      picks: number[];
      now: Date;
      /** The entry's powerplays as JSON, from the powerplays service. */
      inventoryOf: (entryId: Expression<number>) => Expression<Record<string, number>>;
      /** The lottery's kit with every count 0: the powerplays the entry's inventory has no row for. */
      noPowerplays: Record<string, number>;
      /**
       * The event the edit writes to the live outbox in the same statement (its own transaction): the
       * entry as it now is, as `type` on `topic`.
       */
      event: { topic: string; type: string };
    }): Promise<LotteryEntry | undefined> {
      const entry = sql<LotteryEntry>`jsonb_build_object('id', u.id, 'gameId', g.id, 'picks', to_jsonb(u.picks), 'powerplays', ${JSON.stringify(v.noPowerplays)}::jsonb || ${v.inventoryOf(sql.ref('u.id'))})`;
      const statement = sql<{ entry: LotteryEntry }>`
        with g as (
          select id from lottery_games where id = ${v.gameId} and pick_deadline > ${v.now} for share
        ), u as (
          update lottery_entries e set picks = ${v.picks}, updated_at = ${v.now}
          from g where e.game_id = g.id and e.user_id = ${v.userId}
          returning e.id, e.picks
        ), edited as (
          select ${entry} as entry from u, g
        ), event as (
          insert into live_outbox (payload)
          select ${outboxRepo.envelope(v.event.topic, v.event.type, sql.ref('edited.entry'))} from edited
        )
        select entry from edited`;
      const [row] = await runAlone(prepared('lottery-edit-picks', statement).compile(db));
      return row?.entry;
    },

    /** Changes the picks of the player's entry in the game; its id, or undefined when there is none yet. */
    async editPicks(trx: Transaction<DB>, v: { gameId: number; userId: number; picks: number[]; now: Date }) {
      const row = await trx
        .updateTable('lottery_entries')
        .set({ picks: v.picks, updated_at: v.now })
        .where('game_id', '=', v.gameId)
        .where('user_id', '=', v.userId)
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    /** Whether the player has an entry in an Elite 8 draw starting in [start, end), other than `exceptGameId`. */
    async hasElite8EntryBetween(
      v: { userId: number; start: Date; end: Date; exceptGameId: number },
      q: Db = db,
    ) {
      const row = await q
        .selectFrom('lottery_entries as e')
        .innerJoin('lottery_games as g', 'g.id', 'e.game_id')
        .select('e.id')
        .where('e.user_id', '=', v.userId)
        .where('g.game_type', '=', 'elite8')
        .where('g.start_at', '>=', v.start)
        .where('g.start_at', '<', v.end)
        .where('g.id', '<>', v.exceptGameId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Writes the picks of an entry: a new entry's row, or new picks for an existing one. */
    async savePicks(
      trx: Transaction<DB>,
      v: { entryId: number; gameId: number; userId: number; picks: number[]; now: Date },
    ) {
      await trx
        .insertInto('lottery_entries')
        .values({
          id: v.entryId,
          game_id: v.gameId,
          user_id: v.userId,
          picks: v.picks,
          created_at: v.now,
          updated_at: v.now,
        })
        .onConflict((oc) => oc.column('id').doUpdateSet({ picks: v.picks, updated_at: v.now }))
        .execute();
    },

    /**
     * Reads the game under a share lock for the rest of the transaction. Uses of one game run side by side;
     * the engine's steps (conditional UPDATEs of this row) wait for them, and they for the steps.
     */
    lockGameShared(trx: Transaction<DB>, id: number) {
      return trx.selectFrom('lottery_games').selectAll().where('id', '=', id).forShare().executeTakeFirst();
    },

    /** Locks the entry row: powerplay uses on one entry run one at a time. */
    lockEntry(trx: Transaction<DB>, gameId: number, userId: number) {
      return trx
        .selectFrom('lottery_entries')
        .select(['id', 'picks'])
        .where('game_id', '=', gameId)
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
    },

    async updatePicks(trx: Transaction<DB>, entryId: number, picks: number[], at: Date) {
      await trx
        .updateTable('lottery_entries')
        .set({ picks, updated_at: at })
        .where('id', '=', entryId)
        .execute();
    },

    async myEntries(userId: number) {
      return db
        .selectFrom('lottery_entries as e')
        .innerJoin('lottery_games as g', 'g.id', 'e.game_id')
        .leftJoin('lottery_tier_results as t', (j) =>
          j.onRef('t.game_id', '=', 'e.game_id').on('t.hits', '=', entryHits),
        )
        .selectAll('g')
        .select([
          'e.id as entry_id',
          'e.picks as entry_picks',
          entryHits.as('entry_hits'),
          't.winners as tier_winners',
          't.payout as tier_payout',
          't.kind as tier_kind',
        ])
        .where('e.user_id', '=', userId)
        .orderBy('g.start_at', 'desc')
        .limit(100)
        .execute();
    },

    tierResults(gameId: number) {
      return db
        .selectFrom('lottery_tier_results')
        .selectAll()
        .where('game_id', '=', gameId)
        .orderBy('hits', 'desc')
        .execute();
    },

    entryResult(gameId: number, userId: number) {
      return db
        .selectFrom('lottery_entries as e')
        .leftJoin('lottery_tier_results as t', (j) =>
          j.onRef('t.game_id', '=', 'e.game_id').on('t.hits', '=', entryHits),
        )
        .select(['e.picks', entryHits.as('hits'), 't.payout', 't.kind', 't.winners'])
        .where('e.game_id', '=', gameId)
        .where('e.user_id', '=', userId)
        .executeTakeFirst();
    },
  };
  return repo;
}
export type LotteryRepo = ReturnType<typeof lotteryRepo>;
