import type { PowerplayId } from '@powerplay/domain';
import type { MyGameEntryResponse, UsePowerplayResponse } from '@powerplay/contracts';
import { queryKeys } from '../../lib/queryKeys';
import { usePowerplayMutation } from '../../lib/usePowerplayMutation';
import { postPowerplay } from './api';
import type { UseOutcome } from './LiveBoard';
import { powerplayFailure } from './messages';
import { withAnswer, type Mine } from './useDrawStreams';

/**
 * The real draw's powerplays, one use at a time (usePowerplayMutation: the Idempotency-Key, the answer
 * written into the cached entry); the board shows the outcome itself, so a use resolves with it.
 */
export function useDrawPowerplays(gameId: number, onAnswer: (mine: Mine) => void) {
  const powerplay = usePowerplayMutation({
    post: (body: { powerplayId: PowerplayId; pick: number | undefined }, key: string) =>
      postPowerplay(gameId, body, key),
    queryKey: queryKeys.lottery.entry(gameId),
    merge: (cached: MyGameEntryResponse | undefined, answer: UsePowerplayResponse) =>
      withAnswer(cached, { picks: answer.picks, inventory: answer.powerplays }),
    describe: powerplayFailure,
    onSuccess: (answer) => onAnswer({ picks: answer.picks, inventory: answer.powerplays }),
  });

  return async function onUse(powerplayId: PowerplayId, pick: number | undefined): Promise<UseOutcome> {
    const sent = await powerplay.send({ powerplayId, pick });
    if (sent === null) return { ok: false, message: null };
    if (!sent.ok) return { ok: false, message: sent.error };
    const { picks, powerplays, replaced } = sent.answer;
    return { ok: true, picks, inventory: powerplays, replaced };
  };
}
