import type { User } from '@powerplay/contracts';
import { currentPartnerId } from './partner-context';

/** How long a looked-up session is trusted without the database: events evict it sooner. */
const TTL_MS = 5 * 60_000;
/** Sessions kept per process; the oldest lookup is dropped first. */
const MAX_SESSIONS = 50_000;

/**
 * The signed-in user of each recently seen session, per process (decision 019: a signed-in request costs no
 * session query). Correct on N processes because every change that matters is an event every process
 * hears (docs/decisions/019): a revocation evicts its sessions by tag, a change to a user's row (club,
 * email) evicts that user's sessions, and a lost listener (events may have been missed) clears it all.
 * A lookup that was in flight during an eviction is not kept: it may have read the old row.
 */
export function createSessionCache(now: () => number) {
  // A session is its partner's: one looked up on another partner's host is not found there.
  const sessions = new Map<string, { user: User; tag: string; until: number; partner: number | undefined }>();
  let generation = 0;

  const evictWhere = (match: (entry: { user: User; tag: string }) => boolean) => {
    generation++;
    for (const [id, entry] of sessions) if (match(entry)) sessions.delete(id);
  };

  return {
    /**
     * The cached user of a session, else `load`'s answer (kept when the session is valid until at least
     * the TTL's end, and no eviction happened while it was loading).
     */
    async get(
      sessionId: string,
      tag: () => string,
      load: () => Promise<{ user: User; expiresAt: Date } | null>,
    ): Promise<User | null> {
      const hit = sessions.get(sessionId);
      const at = now();
      const partner = currentPartnerId();
      if (hit && hit.until > at && hit.partner === partner) return hit.user;
      if (hit && hit.partner === partner) sessions.delete(sessionId);
      const started = generation;
      const found = await load();
      if (!found) return null;
      if (started === generation) {
        if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value!);
        sessions.set(sessionId, {
          user: found.user,
          tag: tag(),
          until: Math.min(at + TTL_MS, found.expiresAt.getTime()),
          partner,
        });
      }
      return found.user;
    },
    /** Sessions revoked anywhere, by tag. */
    evictSessions(tags: readonly string[]) {
      const set = new Set(tags);
      evictWhere((e) => set.has(e.tag));
    },
    /** Users whose row changed anywhere (club, email): their next request reads it again. */
    evictUsers(userIds: readonly number[]) {
      const set = new Set(userIds);
      evictWhere((e) => set.has(e.user.id));
    },
    clear() {
      generation++;
      sessions.clear();
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
