import { canMoveMatch, nextChangeAt, scriptStateAt, type MatchScript } from '@powerplay/domain';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Job } from '../../platform/scheduler';
import { applyMatchUpdate, sameState } from './match-updates';
import { settleGameSet, type Settlement } from './settlement';

/**
 * One feed step of a scripted match: its state at `now`, applied if it differs from the stored one.
 * True when a step was done (the scheduler asks again at once; the next call finds nothing to do).
 */
export async function feedStep(
  db: Kysely<DB>,
  settlement: Settlement,
  matchId: number,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const match = await trx
      .selectFrom('sports_matches')
      .selectAll()
      .where('id', '=', matchId)
      .executeTakeFirst();
    if (!match?.script) return false;
    const state = scriptStateAt(match.script as MatchScript, match.start_at, now);
    if (sameState(match, state) || !canMoveMatch(match.status, state.status)) return false;
    // The game set first, as every writer of its rows does (no lock-order deadlock with a provider
    // batch); the claim on `sequence` below still decides which process applies the step.
    await trx
      .selectFrom('sports_game_sets')
      .select('id')
      .where('id', '=', match.game_set_id)
      .forUpdate()
      .execute();
    const done = await applyMatchUpdate(
      trx,
      settlement,
      match,
      { ...state, sequence: match.sequence + 1 },
      now,
    );
    return done.applied;
  });
}

/** Settles a FINISHED game set whose settlement has not happened (e.g. finished by a provider). */
export async function settleStep(
  db: Kysely<DB>,
  settlement: Settlement,
  gameSetId: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const set = await trx
      .selectFrom('sports_game_sets')
      .select(['id', 'status', 'settled_at'])
      .where('id', '=', gameSetId)
      .forUpdate()
      .executeTakeFirst();
    if (!set || set.status !== 'FINISHED' || set.settled_at) return false;
    await settleGameSet(trx, settlement, set.id);
    return false;
  });
}

/**
 * The feed as a scheduler job: every scripted match that has started and is not final, whose state at
 * `now` differs from the stored one; and every finished game set not settled yet.
 */
export function sportsFeedJob(db: Kysely<DB>, settlement: Settlement): Job<string> {
  return {
    name: 'sports-feed',
    async findDue(now) {
      // Through the game sets not settled (a partial index), so finished history is never scanned.
      const active = await db
        .selectFrom('sports_matches as m')
        .innerJoin('sports_game_sets as s', 's.id', 'm.game_set_id')
        .selectAll('m')
        .where('s.settled_at', 'is', null)
        .where('s.start_at', '<=', new Date(now.getTime() + 1000))
        .where('m.status', '<>', 'FINISHED')
        .where('m.script', 'is not', null)
        .where('m.start_at', '<=', new Date(now.getTime() + 1000))
        .execute();
      const due: string[] = [];
      let nextAt: number | undefined;
      for (const match of active) {
        const script = match.script as MatchScript;
        if (match.start_at <= now && !sameState(match, scriptStateAt(script, match.start_at, now))) {
          due.push(`match:${match.id}`);
        }
        const next =
          match.start_at > now ? match.start_at.getTime() : nextChangeAt(script, match.start_at, now);
        if (next !== undefined) nextAt = Math.min(nextAt ?? next, next);
      }
      const unsettled = await db
        .selectFrom('sports_game_sets')
        .select('id')
        .where('status', '=', 'FINISHED')
        .where('settled_at', 'is', null)
        .execute();
      for (const s of unsettled) due.push(`settle:${s.id}`);
      const upcoming = await db
        .selectFrom('sports_game_sets')
        .select(sql<Date>`min(start_at)`.as('at'))
        .where('settled_at', 'is', null)
        .where('start_at', '>', now)
        .executeTakeFirst();
      if (upcoming?.at) {
        const at = new Date(upcoming.at).getTime();
        nextAt = Math.min(nextAt ?? at, at);
      }
      return { due, nextAt };
    },
    runStep(work, now) {
      const [kind, id] = work.split(':');
      return kind === 'settle'
        ? settleStep(db, settlement, Number(id))
        : feedStep(db, settlement, Number(id), now);
    },
  };
}
