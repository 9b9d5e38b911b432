import type { FeedUpdate } from '@powerplay/contracts';
import { canMoveMatch } from '@powerplay/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Actor } from '../../platform/actor';
import { recordOperatorAction } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { LedgerService } from '../ledger';
import { applyMatchUpdate } from './match-updates';
import type { SportsOperatorRepo } from './operator-repo';
import type { Settlement } from './settlement';

export interface FeedBatchResult {
  applied: number;
  ignored: number;
  resettled: number;
}

/** A match's scores as the audit log keeps them (a correction's before and after). */
const scoreOf = (m: {
  status: string;
  homeScore: number | null;
  awayScore: number | null;
  sequence: number;
}) => ({
  status: m.status,
  homeScore: m.homeScore,
  awayScore: m.awayScore,
  sequence: m.sequence,
});

/** A provider's batch of match updates (the operator service's `ingestFeed`). */
export function sportsFeedIngest(deps: {
  db: Kysely<DB>;
  repo: SportsOperatorRepo;
  ledger: LedgerService;
  clock: Clock;
  notify?: Settlement['notify'];
}) {
  const { db, repo, ledger, clock } = deps;
  const settlement: Settlement = { ledger, clock, notify: deps.notify };
  /**
   * A provider's batch (docs/rules/sports.md "Provider ingest"), in one transaction. Each (feedGameId,
   * sequence) is recorded once: a repeat is ignored, as is a sequence not newer than the match's or a
   * status that would go back. A score change to a FINISHED match of a settled game set re-settles its
   * contests once (the difference credited or reversed by the ledger). An update for a match we do not have
   * refuses the whole batch (SPORTS_FEED_UNKNOWN_GAME). `receivedAt` is when the batch arrived.
   * Posted by an operator (a score correction, not a provider's key), it is logged in the audit log.
   */
  return function ingestFeed(
    updates: readonly FeedUpdate[],
    receivedAt = clock.now(),
    operator?: Actor,
  ): Promise<FeedBatchResult> {
    // A batch's updates of one match apply oldest first.
    const ordered = [...updates].sort((a, b) =>
      a.feedGameId < b.feedGameId ? -1 : a.feedGameId > b.feedGameId ? 1 : a.sequence - b.sequence,
    );
    return db.transaction().execute(async (trx) => {
      await repo.lockGameSetsOfFeedGames(trx, [...new Set(ordered.map((u) => u.feedGameId))]);
      const result: FeedBatchResult = { applied: 0, ignored: 0, resettled: 0 };
      const before: Record<string, ReturnType<typeof scoreOf>> = {};
      const after: Record<string, ReturnType<typeof scoreOf>> = {};
      for (const u of ordered) {
        const match = await repo.lockMatchByFeedId(trx, u.feedGameId);
        if (!match) throw new AppError('SPORTS_FEED_UNKNOWN_GAME', { params: { feedGameId: u.feedGameId } });
        const fresh = await repo.recordProviderUpdate(trx, { ...u, receivedAt });
        if (!fresh || u.sequence <= match.sequence || !canMoveMatch(match.status, u.status)) {
          result.ignored += 1;
          continue;
        }
        const done = await applyMatchUpdate(
          trx,
          settlement,
          match,
          {
            status: u.status,
            homeScore: u.homeScore,
            awayScore: u.awayScore,
            progress: u.status === 'LIVE' ? (u.progress ?? null) : null,
            sequence: u.sequence,
            homeCurrent: u.currentHome,
            awayCurrent: u.currentAway,
          },
          receivedAt,
        );
        if (done.applied) {
          result.applied += 1;
          before[u.feedGameId] ??= scoreOf({
            status: match.status,
            homeScore: match.home_score,
            awayScore: match.away_score,
            sequence: match.sequence,
          });
          after[u.feedGameId] = scoreOf(u);
        } else result.ignored += 1;
        result.resettled += done.resettled;
      }
      if (operator) {
        const games = [...new Set(ordered.map((u) => u.feedGameId))];
        await recordOperatorAction(trx, {
          operatorId: operator.id,
          action: 'sports.feed.corrected',
          target: { type: 'sports_match', id: games.join(',').slice(0, 200) },
          before: { matches: before },
          after: { matches: after, ...result },
        });
      }
      return result;
    });
  };
}
