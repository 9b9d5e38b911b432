import { canMoveMatch, nextChangeAt, scriptStateAt, type MatchScript } from '@powerplay/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { asPartner } from '../../platform/partner-context';
import type { Job } from '../../platform/scheduler';
import type { EntriesService } from '../entries';
import type { LedgerService } from '../ledger';
import { cancelShortContest, contestsToCancel } from './cancellation';
import { applyMatchUpdate, sameState } from './match-updates';
import type { SportsOperatorRepo } from './operator-repo';
import { settleGameSet, type Settlement } from './settlement';

/**
 * The demo feed (docs/rules/sports.md "Live data"): scripted matches move to their state at `now`, contests
 * short of their minimum of players at the lock are cancelled, and finished game sets are settled. Each step
 * is one transaction that claims its work, so any number of processes may run it (docs/decisions/007).
 */
export function sportsFeedService(deps: {
  db: Kysely<DB>;
  repo: SportsOperatorRepo;
  ledger: LedgerService;
  clock: Clock;
  entries: EntriesService;
  /** `work` in every partner's turn (one transaction), each answer with its partner. */
  eachPartner: <T>(work: (trx: Transaction<DB>) => Promise<T>) => Promise<{ partnerId: number; value: T }[]>;
  notify?: Settlement['notify'];
}) {
  const { db, repo, ledger, clock, entries, eachPartner } = deps;
  const settlement: Settlement = { ledger, clock, notify: deps.notify };

  return {
    /**
     * Every scripted match that has started and is not final, whose state at `now` differs from the
     * stored one; every contest to cancel for want of players; every finished game set not settled yet;
     * and when the next change is due (a game set's start is a lock).
     */
    async dueWork(now: Date): Promise<{ due: string[]; nextAt: number | undefined }> {
      const soon = new Date(now.getTime() + 1000);
      const due: string[] = [];
      let nextAt: number | undefined;
      const later = (t: number) => (nextAt = Math.min(nextAt ?? t, t));
      for (const match of await repo.scriptedMatchesStartedBy(soon)) {
        const script = match.script as MatchScript;
        if (match.start_at <= now && !sameState(match, scriptStateAt(script, match.start_at, now)))
          due.push(`match:${match.id}`);
        const next =
          match.start_at > now ? match.start_at.getTime() : nextChangeAt(script, match.start_at, now);
        if (next !== undefined) later(next);
      }
      // Every partner's contests on the shared sets: each cancelled in its partner's turn.
      for (const { partnerId, value } of await eachPartner((trx) => contestsToCancel(trx, now)))
        for (const id of value) due.push(`cancel:${partnerId}:${id}`);
      for (const s of await repo.finishedUnsettledGameSets()) due.push(`settle:${s.id}`);
      const upcoming = await repo.nextUnsettledStart(now);
      if (upcoming) later(upcoming.getTime());
      return { due, nextAt };
    },

    /**
     * One feed step of a scripted match: its state at `now`, applied if it differs from the stored one.
     * True when a step was done (the scheduler asks again at once; the next call finds nothing to do).
     */
    feedStep(matchId: number, now: Date): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const match = await repo.findMatch(trx, matchId);
        if (!match?.script) return false;
        const state = scriptStateAt(match.script as MatchScript, match.start_at, now);
        if (sameState(match, state) || !canMoveMatch(match.status, state.status)) return false;
        // The game set first, as every writer of its rows does (no lock-order deadlock with a provider
        // batch); the claim on `sequence` below still decides which process applies the step.
        await repo.lockGameSet(trx, match.game_set_id);
        const done = await applyMatchUpdate(
          trx,
          settlement,
          match,
          { ...state, sequence: match.sequence + 1 },
          now,
        );
        return done.applied;
      });
    },

    /**
     * Cancels a contest short of its minimum of players at the lock (docs/rules/sports.md "Waiting For
     * Players"): one transaction; a second run, here or in another process, changes nothing.
     */
    cancelStep(contestId: number, now: Date): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await cancelShortContest(trx, entries, contestId, now, deps.notify);
        return false;
      });
    },

    /** Settles a FINISHED game set whose settlement has not happened (e.g. finished by a provider). */
    settleStep(gameSetId: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const set = await repo.lockGameSet(trx, gameSetId);
        if (!set || set.status !== 'FINISHED' || set.settled_at) return false;
        await settleGameSet(trx, settlement, set.id);
        return false;
      });
    },
  };
}

export type SportsFeedService = ReturnType<typeof sportsFeedService>;

/** The demo feed as a scheduler job. */
export function sportsFeedJob(feed: SportsFeedService): Job<string> {
  return {
    name: 'sports-feed',
    // The matches and game sets are every partner's; the cancellations name their partner.
    shared: true,
    findDue: (now) => feed.dueWork(now),
    runStep(work, now) {
      const [kind, id, contest] = work.split(':');
      if (kind === 'cancel') return asPartner(Number(id), () => feed.cancelStep(Number(contest), now));
      return kind === 'settle' ? feed.settleStep(Number(id)) : feed.feedStep(Number(id), now);
    },
  };
}
