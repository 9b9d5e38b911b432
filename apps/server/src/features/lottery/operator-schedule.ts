import { type ScheduleGameRequest } from '@powerplay/contracts';
import { checkPrizeTiers, checkTimings, gameTypeConfigs } from '@powerplay/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { assertOperator, type Actor } from '../../platform/actor';
import { recordOperatorAction } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { toGame } from './game-view';
import { refusal } from './picks';
import { insertGame } from './schedule-repo';

/** An operator's scheduling of a draw, logged in the transaction that inserts it. */
export function lotteryScheduling(deps: { db: Kysely<DB>; clock: Clock }) {
  const { db, clock } = deps;
  /** Schedules a draw (operators only). */
  return async function schedule(actor: Actor, req: ScheduleGameRequest) {
    assertOperator(actor);
    const timings = {
      ballIntervalSeconds: req.ballIntervalSeconds,
      delaySeconds: req.delaySeconds,
      finalWindowSeconds: req.finalWindowSeconds,
    };
    const bad = checkTimings(timings);
    if (bad) throw new AppError(refusal(bad));
    // Custom tiers are checked against this game type (its picks), which the request schema cannot know;
    // stored by descending hits, like the seeded tables.
    const prizeTiers = req.prizeTiers && [...req.prizeTiers].sort((x, y) => y.hits - x.hits);
    const badTiers = prizeTiers && checkPrizeTiers(prizeTiers, gameTypeConfigs[req.gameType].picks);
    if (badTiers) throw new AppError(refusal(badTiers));
    const now = clock.now();
    const startAt = new Date(req.startAt);
    const pickDeadline = req.pickDeadline
      ? new Date(req.pickDeadline)
      : new Date(startAt.getTime() - gameTypeConfigs[req.gameType].pickDeadlineSeconds * 1000);
    if (startAt <= now || pickDeadline > startAt) throw new AppError('START_IN_PAST');
    const row = await db.transaction().execute(async (trx) => {
      const game = await insertGame(trx, {
        gameType: req.gameType,
        startAt,
        pickDeadline,
        ...timings,
        scheduledBy: `operator:${actor.id}`,
        prizeTiers,
      });
      if (game)
        await recordOperatorAction(trx, {
          operatorId: actor.id,
          action: 'lottery.game.scheduled',
          target: { type: 'lottery_game', id: game.id },
          after: {
            gameType: game.game_type,
            startAt: game.start_at.toISOString(),
            pickDeadline: game.pick_deadline.toISOString(),
            ...timings,
            prizeTiers: game.prize_tiers,
          },
        });
      return game;
    });
    if (!row) throw new AppError('GAME_SLOT_TAKEN');
    return toGame(row, []);
  };
}
