import { draftStatus } from '@powerplay/domain';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, DraftContestsTable, DraftEntriesTable } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;
export type DraftContestRow = Selectable<DraftContestsTable> & { entries: number };
export type DraftEntryRow = Selectable<DraftEntriesTable>;

/** A draft row's status at `now` (the domain's rule over its deadline, start and picks made). */
export const statusOf = (
  d: Pick<Selectable<DraftContestsTable>, 'pick_deadline' | 'start_at' | 'picks_made'>,
  now: Date,
) =>
  draftStatus(
    { pickDeadline: d.pick_deadline.getTime(), startAt: d.start_at.getTime(), picksMade: d.picks_made },
    now.getTime(),
  );

/** The draft row under an update lock: its picks and entries change one at a time. */
export const lockDraft = (trx: Transaction<DB>, id: number) =>
  trx.selectFrom('draft_contests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

/** The draft's SQL (features/draft owns the draft_* tables). */
export function draftRepo(db: Kysely<DB>) {
  const contests = (q: Db) =>
    q
      .selectFrom('draft_contests as d')
      .selectAll('d')
      .select((eb) =>
        eb
          .selectFrom('draft_entries as e')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('e.draft_id', '=', 'd.id')
          .as('entries'),
      )
      .$narrowType<{ entries: number }>();

  return {
    prospects: (q: Db = db) =>
      q.selectFrom('draft_prospects').selectAll().orderBy('pre_draft_rank').execute(),

    findContest: (id: number, q: Db = db) => contests(q).where('d.id', '=', id).executeTakeFirst(),

    contestsByIds: (ids: readonly number[], q: Db = db) =>
      ids.length === 0
        ? Promise.resolve([])
        : contests(q)
            .where('d.id', 'in', [...ids])
            .execute(),

    /** Drafts not yet final, soonest first, then the `recent` latest finished. */
    async listContests(recent: number, q: Db = db) {
      const current = await contests(q)
        .where('d.picks_made', '<', 32)
        .orderBy('d.start_at')
        .orderBy('d.id')
        .execute();
      const finished = await contests(q)
        .where('d.picks_made', '=', 32)
        .orderBy('d.start_at', 'desc')
        .limit(recent)
        .execute();
      return [...current, ...finished];
    },

    allContests: (limit: number, q: Db = db) =>
      contests(q).orderBy('d.start_at', 'desc').orderBy('d.id', 'desc').limit(limit).execute(),

    lockContest: lockDraft,

    /** The draft row under a share lock: powerplays run beside each other, never beside a pick. */
    lockContestShared: (trx: Transaction<DB>, id: number) =>
      trx.selectFrom('draft_contests').selectAll().where('id', '=', id).forShare().executeTakeFirst(),

    picks: (draftId: number, q: Db = db) =>
      q.selectFrom('draft_picks').selectAll().where('draft_id', '=', draftId).orderBy('pick').execute(),

    findEntry: (draftId: number, userId: number, q: Db = db) =>
      q
        .selectFrom('draft_entries')
        .selectAll()
        .where('draft_id', '=', draftId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    findOwnEntry: (entryId: number, userId: number, q: Db = db) =>
      q
        .selectFrom('draft_entries')
        .selectAll()
        .where('id', '=', entryId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    lockOwnEntry: (trx: Transaction<DB>, entryId: number, userId: number) =>
      trx
        .selectFrom('draft_entries')
        .selectAll()
        .where('id', '=', entryId)
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirst(),

    /** The drafts whose first pick comes after `from`, up to `to`, with their entries. */
    async startingBetween(from: Date, to: Date, q: Db = db) {
      const drafts = await q
        .selectFrom('draft_contests')
        .select(['id', 'name'])
        .where('start_at', '>', from)
        .where('start_at', '<=', to)
        .execute();
      if (drafts.length === 0) return [];
      const entries = await q
        .selectFrom('draft_entries')
        .select(['id', 'draft_id', 'user_id'])
        .where(
          'draft_id',
          'in',
          drafts.map((d) => d.id),
        )
        .execute();
      return drafts.map((d) => ({ ...d, entries: entries.filter((e) => e.draft_id === d.id) }));
    },

    /** These players' entries in the draft. */
    entriesOfPlayers: (draftId: number, userIds: readonly number[], q: Db = db) =>
      userIds.length === 0
        ? Promise.resolve([])
        : q
            .selectFrom('draft_entries')
            .selectAll()
            .where('draft_id', '=', draftId)
            .where('user_id', 'in', [...userIds])
            .execute(),

    entriesOf: (userId: number, q: Db = db) =>
      q
        .selectFrom('draft_entries')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('submitted_at', 'desc')
        .limit(100)
        .execute(),

    entriesOfContest: (draftId: number, q: Db = db) =>
      q
        .selectFrom('draft_entries as e')
        .innerJoin('users as u', 'u.id', 'e.user_id')
        .selectAll('e')
        .select('u.display_name')
        .where('e.draft_id', '=', draftId)
        .orderBy('e.matched', 'desc')
        .orderBy('e.id')
        .execute(),

    insertEntry: (
      trx: Transaction<DB>,
      row: { id: number; draftId: number; userId: number; ranking: number[]; at: Date },
    ) =>
      trx
        .insertInto('draft_entries')
        .values({
          id: row.id,
          draft_id: row.draftId,
          user_id: row.userId,
          ranking: row.ranking,
          submitted_at: row.at,
          updated_at: row.at,
        })
        .returningAll()
        .executeTakeFirstOrThrow(),

    setRanking: (trx: Transaction<DB>, entryId: number, ranking: number[], at: Date, submitted = false) =>
      trx
        .updateTable('draft_entries')
        .set({ ranking, updated_at: at, ...(submitted ? { submitted_at: at } : {}) })
        .where('id', '=', entryId)
        .returningAll()
        .executeTakeFirstOrThrow(),

    insertContest: (
      trx: Db,
      c: {
        name: string;
        mode: 'replay' | 'operator';
        pickDeadline: Date;
        startAt: Date;
        pickIntervalMs: number;
        nextPickAt: Date | null;
        createdBy: string;
      },
    ) =>
      trx
        .insertInto('draft_contests')
        .values({
          name: c.name,
          mode: c.mode,
          pick_deadline: c.pickDeadline,
          start_at: c.startAt,
          pick_interval_ms: c.pickIntervalMs,
          next_pick_at: c.nextPickAt,
          created_by: c.createdBy,
        })
        // The demo schedule's slot is taken by another process: nothing to add.
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst(),

    /** The start of the latest demo draft (ms), or null when there is none. */
    async latestDemoStart(): Promise<number | null> {
      const row = await db
        .selectFrom('draft_contests')
        .select((eb) => eb.fn.max('start_at').as('latest'))
        .where('created_by', '=', 'demo')
        .executeTakeFirst();
      return row?.latest ? new Date(row.latest).getTime() : null;
    },

    setReplay: (trx: Transaction<DB>, id: number, r: { nextPickAt: Date; pickIntervalMs: number }) =>
      trx
        .updateTable('draft_contests')
        .set({ mode: 'replay', next_pick_at: r.nextPickAt, pick_interval_ms: r.pickIntervalMs })
        .where('id', '=', id)
        .execute(),
  };
}
export type DraftRepo = ReturnType<typeof draftRepo>;
