import { DRAFT_PICKS } from '@powerplay/domain';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, DraftContestsTable } from '../../db/schema';

/*
 * The live draft's SQL (engine.ts): each statement runs in the caller's transaction, under the draft
 * row's update lock (repo.ts's lockDraft), so picks and announcements happen once and in order.
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
