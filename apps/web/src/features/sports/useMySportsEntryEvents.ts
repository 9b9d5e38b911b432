import { liveEventPaths, playerEventSchemas, type SportsEntryEvent } from '@powerplay/contracts';
import { useEventStream } from '../../lib/useEventStream';

/**
 * The signed-in player's own changes to their sports entries (picks saved, powerplays used) made on
 * any of their pages or devices, from the player's topic (`GET /api/me/events`), so no page of theirs
 * shows stale picks. `enabled` false (a visitor): no stream.
 */
export function useMySportsEntryEvents(enabled: boolean, onEntry: (event: SportsEntryEvent) => void) {
  useEventStream(enabled ? liveEventPaths.me : null, playerEventSchemas, (event) => {
    if (event.type === 'sports-entry') onEntry(event.data);
  });
}
