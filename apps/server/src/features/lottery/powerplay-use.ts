import type { LotteryEntry, UsePowerplayResponse } from '@powerplay/contracts';
import { applyPowerplay, drawPhase, powerplayStream } from '@powerplay/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { inTransactionOnce } from '../../platform/idempotency';
import { playerTopic, publish } from '../../platform/live';
import type { PowerplaysService } from '../powerplays';
import { scheduleOf } from './game-view';
import { lotteryInventory, refusal } from './picks';
import type { LotteryRepo } from './repo';

/** A powerplay used on one of the player's picks during the live draw, in one transaction. */
export function lotteryPowerplayUse(deps: {
  db: Kysely<DB>;
  repo: LotteryRepo;
  clock: Clock;
  powerplays: PowerplaysService;
  /** Told in the transaction of each use (playing with friends). */
  entryChanged?: (trx: Transaction<DB>, gameId: number, userId: number) => Promise<void>;
}) {
  const { db, repo, clock, powerplays, entryChanged } = deps;
  return async function usePowerplay(
    id: number,
    userId: number,
    use: { powerplayId: number; pick?: number | undefined },
    idempotencyKey?: string,
  ): Promise<UsePowerplayResponse> {
    // With a client key, a retried request gets the first answer and spends nothing twice.
    const ref = { userId, scope: `lottery-powerplay:${id}`, key: idempotencyKey, body: use };
    return inTransactionOnce(db, clock, ref, async (trx) => {
      // The game row is read under a share lock, inside the transaction: settlement's claim (an UPDATE
      // of this row) waits for every use in flight, and a use that comes after it sees `settled_at` and
      // is refused. So no use can change the picks of an entry that settlement has already counted.
      const game = await repo.lockGameShared(trx, id);
      if (!game) throw new AppError('GAME_NOT_FOUND');
      if (game.settled_at) throw new AppError('POWERPLAY_NOT_LIVE');
      const entry = await repo.lockEntry(trx, id, userId);
      if (!entry) throw new AppError('POWERPLAY_NO_ENTRY');
      const draws = await repo.drawsOf([id], trx);
      const drawn = draws.map((d) => d.number);
      const at = clock.now();
      const phase = drawPhase(scheduleOf(game), at.getTime());
      // A ball that is due but not yet drawn (engine catching up) counts as "coming up".
      const comingUp = phase.comingUp || phase.ballsDue > drawn.length;
      const outcome = await powerplays.spend(trx, {
        entryId: entry.id,
        at,
        context: { ballsDrawn: drawn.length },
        usedUp: 'POWERPLAY_NO_INVENTORY',
        decide: ({ inventory, useNumber }) => {
          // The use's random numbers: from the draw's seed, this entry and this use (auditable).
          const random = powerplayStream(game.seed, String(game.id), String(entry.id), useNumber, {
            min: game.range_min,
            max: game.range_max,
          });
          const decided = applyPowerplay(
            {
              range: { min: game.range_min, max: game.range_max },
              picks: entry.picks,
              drawn,
              inventory: lotteryInventory(inventory),
              phase: {
                status: phase.status,
                ballsDue: drawn.length,
                finalWindow: phase.finalWindow,
                comingUp,
              },
            },
            use,
            random,
          );
          if (typeof decided === 'string') throw new AppError(refusal(decided));
          const spent = {
            powerplayId: use.powerplayId,
            undoes: null,
            before: entry.picks,
            after: decided.picks,
          };
          return { ...decided, use: spent };
        },
      });
      await repo.updatePicks(trx, entry.id, outcome.picks, at);
      const saved: LotteryEntry = {
        id: entry.id,
        gameId: id,
        picks: outcome.picks,
        powerplays: outcome.inventory,
      };
      await publish(trx, playerTopic(userId), { type: 'lottery-entry', data: saved });
      await entryChanged?.(trx, id, userId);
      return {
        picks: outcome.picks,
        powerplays: outcome.inventory,
        replaced: outcome.replaced,
        entry: saved,
      };
    });
  };
}
