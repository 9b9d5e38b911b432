import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { canonical, recordedAnswers } from '../../platform/idempotency';

/**
 * Replays of the old client's powerplay calls (docs/legacy-api.md "Replays"). The old client sends no
 * request id, so the `Idempotency-Key` the JSON API takes is derived from the request itself: a hash of the
 * call's name and its payload without `jwt`. The services run a key once (`inTransactionOnce`): the same
 * payload again gets the first answer and spends nothing.
 *
 * Two things the JSON API's keys do not meet:
 * - The service's request (the pick, the team) is read from the payload against the entry, which the first
 *   use changed: a replay would name another pick and be refused as a reused key. So a replay is answered
 *   from the first answer's record, before the payload is read against the entry.
 * - The old client can send one payload twice as two uses (Increase 5→6, Decrease 6→5, Increase 5→6). A
 *   payload is a replay only while the entry is as its last answer left it; otherwise it is a new use,
 *   under the key's next generation (`<hash>`, `<hash>.2`, …).
 */

/** The key of an old-client call: sha256 (base64url) of its name and its payload other than `jwt`. */
export function legacyReplayKey(call: string, payload: Record<string, unknown>): string {
  const { jwt: _jwt, ...fields } = payload;
  return createHash('sha256')
    .update(canonical([call, fields]))
    .digest('base64url');
}

/** The key of a generation: the hash itself first, then `<hash>.<n>`. */
const keyOf = (base: string, generation: number) => (generation === 1 ? base : `${base}.${generation}`);

interface Answered<T> {
  generation: number;
  answer: T;
}

export function legacyReplays(db: Kysely<DB>) {
  /** The latest committed answer to a key's generations, if any. */
  async function latest<T>(userId: number, base: string): Promise<Answered<T> | undefined> {
    const rows = await recordedAnswers(db, userId, base);
    let found: Answered<T> | undefined;
    for (const row of rows) {
      const generation = row.key === base ? 1 : Number(row.key.slice(base.length + 1));
      if (!Number.isSafeInteger(generation) || row.response === null) continue;
      if (!found || generation > found.generation) found = { generation, answer: row.response as T };
    }
    return found;
  }

  return {
    /**
     * One old-client use: the first answer again when `payload` repeats the last one and the entry
     * (`current`) is still as that answer left it (`leftAsIs`); otherwise `use` runs with the key of a new
     * generation. A concurrent twin that commits first wins: if `use` fails meanwhile, its answer is given.
     */
    async once<T, S>(
      ref: {
        userId: number;
        call: string;
        payload: Record<string, unknown>;
        current: () => Promise<S>;
        leftAsIs: (answer: T, current: S) => boolean;
      },
      use: (key: string, current: S) => Promise<T>,
    ): Promise<T> {
      const base = legacyReplayKey(ref.call, ref.payload);
      // The record first, then the entry: a twin's answer committed in between fails `use`, then is given.
      const last = await latest<T>(ref.userId, base);
      const current = await ref.current();
      if (last && ref.leftAsIs(last.answer, current)) return last.answer;
      const generation = (last?.generation ?? 0) + 1;
      try {
        return await use(keyOf(base, generation), current);
      } catch (error) {
        const late = await latest<T>(ref.userId, base);
        if (late && late.generation >= generation) return late.answer;
        throw error;
      }
    },
  };
}
export type LegacyReplays = ReturnType<typeof legacyReplays>;

/** The same value, compared as canonical JSON (an answer read back from its record against a fresh read). */
export const sameState = (a: unknown, b: unknown) => canonical(a) === canonical(b);
