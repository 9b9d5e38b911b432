import { DRAFT_PICKS, draftStatus } from '@powerplay/domain';
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

/*
 * The live draft's SQL (engine.ts): each statement runs in the caller's transaction, under the draft
 * row's update lock (lockDraft), so picks and announcements happen once and in order.
 */

/** The draft's entries: each player, their entry, and its result once settled. */
export const draftEntrants = (trx: Transaction<DB>, draftId: number) =>
  trx
    .selectFrom('draft_entries')
    .select(['id', 'user_id', 'result', 'won_cents'])
    .where('draft_id', '=', draftId)
    .execute();

/** A prospect by id, if there is one. */
export const findProspect = (trx: Transaction<DB>, prospectId: number) =>
  trx.selectFrom('draft_prospects').select('id').where('id', '=', prospectId).executeTakeFirst();

/** The pick that already took this prospect in this draft, if any. */
export const pickOfProspect = (trx: Transaction<DB>, draftId: number, prospectId: number) =>
  trx
    .selectFrom('draft_picks')
    .select('pick')
    .where('draft_id', '=', draftId)
    .where('prospect_id', '=', prospectId)
    .executeTakeFirst();

/** Records an actual pick. */
export async function insertPick(
  trx: Transaction<DB>,
  p: { draftId: number; pick: number; team: string; prospectId: number; madeAt: Date },
): Promise<void> {
  await trx
    .insertInto('draft_picks')
    .values({ draft_id: p.draftId, pick: p.pick, team: p.team, prospect_id: p.prospectId, made_at: p.madeAt })
    .execute();
}

/** The draft row after a pick: its picks made, what watchers were told, and when a replay picks next. */
export async function recordPickMade(
  trx: Transaction<DB>,
  draftId: number,
  r: { picksMade: number; announced: 'live' | 'final'; nextPickAt: Date | null },
): Promise<void> {
  await trx
    .updateTable('draft_contests')
    .set({ picks_made: r.picksMade, announced: r.announced, next_pick_at: r.nextPickAt })
    .where('id', '=', draftId)
    .execute();
}

/** Every entry ranking this prospect at this pick gains a match (a running count, never recounted). */
export async function addMatches(
  trx: Transaction<DB>,
  draftId: number,
  pick: number,
  prospectId: number,
): Promise<void> {
  // Arrays are 1-based in SQL: ranking[k] is the player's pick k.
  await sql`update draft_entries set matched = matched + 1
            where draft_id = ${draftId} and ranking[${pick}] = ${prospectId}`.execute(trx);
}

/** The prospects no pick of this draft has taken, best pre-draft rank first. */
export const prospectsLeft = (trx: Transaction<DB>, draftId: number) =>
  trx
    .selectFrom('draft_prospects as p')
    .select(['p.id', 'p.name'])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('draft_picks as k')
            .select('k.pick')
            .where('k.draft_id', '=', draftId)
            .whereRef('k.prospect_id', '=', 'p.id'),
        ),
      ),
    )
    .orderBy('p.pre_draft_rank')
    .execute();

/** The drafts with picks still to make: what the live job checks for a due announcement or pick. */
export const unfinishedDrafts = async (db: Kysely<DB>) =>
  // Every partner's (migration 2026_12_09_03): the engine finds its work in one query.
  (
    await sql<
      Selectable<DraftContestsTable>
    >`select * from unfinished_draft_contests(${DRAFT_PICKS})`.execute(db)
  ).rows;

/** Records the status watchers have been told. */
export async function setAnnounced(
  trx: Transaction<DB>,
  draftId: number,
  status: 'open' | 'locked' | 'live' | 'final',
): Promise<void> {
  await trx.updateTable('draft_contests').set({ announced: status }).where('id', '=', draftId).execute();
}

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
