import type { MyGameEntryResponse } from '@powerplay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '../../lib/queryKeys';
import type { Inventory } from './LiveBoard';
import { useDrawEvents } from './useDrawEvents';
import { useMyEntryEvents } from './useMyEntryEvents';

/** The player's numbers and powerplays as last heard: a use's answer, or the player's own stream. */
export interface Mine {
  picks: number[];
  inventory: Inventory;
}

/**
 * The live draw's subscriptions: the draw's public stream (balls, status; at settlement the result and
 * the tier table are fetched once) and, signed in, the player's own stream, so a powerplay used on
 * another page or device shows here at once.
 */
export function useDrawStreams(gameId: number, signedIn: boolean) {
  const queryClient = useQueryClient();
  const events = useDrawEvents(gameId, () => {
    for (const queryKey of [
      queryKeys.lottery.game(gameId),
      queryKeys.lottery.entry(gameId),
      queryKeys.lottery.results(gameId),
      queryKeys.lottery.games,
      queryKeys.lottery.entries,
    ])
      void queryClient.invalidateQueries({ queryKey });
  });
  const [mine, setMine] = useState<Mine | null>(null);
  useMyEntryEvents(signedIn ? gameId : null, (entry) =>
    setMine({ picks: entry.picks, inventory: entry.powerplays }),
  );
  return { events, mine, setMine };
}

/** The cached entry of the draw with a use's answer in it (its picks and powerplays). */
export function withAnswer(
  cached: MyGameEntryResponse | undefined,
  answer: Mine,
): MyGameEntryResponse | undefined {
  if (!cached?.entry) return cached;
  return { ...cached, entry: { ...cached.entry, picks: answer.picks, powerplays: answer.inventory } };
}
