import { draftEventSchemas, liveTopics, lobbyEventSchemas, type DraftLiveEvent } from '@powerplay/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { publish, topic } from '../../platform/live/publish';
import { clubByAbbr } from './reference';
import { statusOf, type DraftRepo } from './repo';

/** A draft's live topic: `pick` (SSE id = the pick number), `status`, `settled`. */
export const draftTopic = (draftId: number) => topic(liveTopics.draft(draftId), draftEventSchemas);

/** The server-side lobby topic (never streamed): a draft's public part changed. */
const lobbyTopic = topic(liveTopics.lobby, lobbyEventSchemas);

/**
 * Tells every process that a draft's public part changed outside its own live events (an entry, the
 * draft added or handed to the replay), in the writer's transaction: their draft list and board are
 * built again when, and only if, it commits.
 */
export const publishDraftChanged = (trx: Transaction<DB>, draftId: number) =>
  publish(trx, lobbyTopic, { type: 'draft', data: { draftId } });

/**
 * A draft's public events as a watcher is told them: every pick, the status, then the settlement once
 * settled. Undefined: no such draft. The hub's loader: read once per draft per process.
 */
export async function draftReplay(
  repo: DraftRepo,
  draftId: number,
  now: Date,
): Promise<(DraftLiveEvent & { id?: number })[] | undefined> {
  const d = await repo.findContest(draftId);
  if (!d) return undefined;
  const picks = await repo.picks(draftId);
  // Read after the picks, so the status is never older than them.
  const current = (await repo.findContest(draftId)) ?? d;
  const events: (DraftLiveEvent & { id?: number })[] = picks.map((p) => ({
    type: 'pick',
    id: p.pick,
    data: {
      pick: p.pick,
      team: clubByAbbr(p.team)!,
      prospectId: p.prospect_id,
      madeAt: p.made_at.toISOString(),
    },
  }));
  events.push({ type: 'status', data: { status: statusOf(current, now) } });
  if (current.settled_at)
    events.push({ type: 'settled', data: { settledAt: current.settled_at.toISOString() } });
  return events;
}
