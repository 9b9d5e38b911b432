import { liveEventPaths, playerEventSchemas, type LotteryEntry } from '@powerplay/contracts';
import { useEventStream } from '../../lib/useEventStream';

/**
 * The signed-in player's own changes to their entry in `gameId`, made on any of their pages or devices
 * (the player's topic, `GET /api/me/events`), so this page never shows stale picks or powerplays.
 * `gameId` null: not signed in, or no game, so no stream.
 */
export function useMyEntryEvents(gameId: number | null, onEntry: (entry: LotteryEntry) => void) {
  useEventStream(gameId === null ? null : liveEventPaths.me, playerEventSchemas, (event) => {
    if (event.type === 'lottery-entry' && event.data.gameId === gameId) onEntry(event.data);
  });
}
