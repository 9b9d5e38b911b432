import type { Database } from '../../db/database';
import { LOTTERY_CHANNEL, type LotteryEvent } from './events';

export interface Watcher {
  send(frame: string): void;
  /** Ends the stream (server shutdown); the client reconnects elsewhere with Last-Event-ID. */
  close(): void;
}

/**
 * Fan-out of lottery events to this process's SSE watchers. One LISTEN per process; each event is
 * serialised once per game and written to every watcher of that game — no query per watcher.
 */
export function createLiveHub(database: Database) {
  const watchers = new Map<number, Set<Watcher>>();
  let unlisten: (() => Promise<void>) | undefined;

  const frame = (e: LotteryEvent) =>
    `${e.type === 'ball' ? `id: ${e.data.k}\n` : ''}event: ${e.type}\ndata: ${JSON.stringify(e.data)}\n\n`;

  function dispatch(payload: string) {
    let event: LotteryEvent;
    try {
      event = JSON.parse(payload) as LotteryEvent;
    } catch {
      return;
    }
    const set = watchers.get(event.gameId);
    if (!set || set.size === 0) return;
    const text = frame(event);
    for (const w of set) w.send(text);
  }

  return {
    frame,
    async start() {
      unlisten = await database.listen(LOTTERY_CHANNEL, dispatch);
    },
    watch(gameId: number, watcher: Watcher): () => void {
      let set = watchers.get(gameId);
      if (!set) watchers.set(gameId, (set = new Set()));
      set.add(watcher);
      return () => {
        set.delete(watcher);
        if (set.size === 0) watchers.delete(gameId);
      };
    },
    watcherCount: () => [...watchers.values()].reduce((n, s) => n + s.size, 0),
    closeAll() {
      for (const set of watchers.values()) for (const w of set) w.close();
      watchers.clear();
    },
    async stop() {
      await unlisten?.();
    },
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;
