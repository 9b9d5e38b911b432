import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';

/** One request's record: who sent it, under which scope and client key. */
export interface IdempotencyRef {
  userId: number;
  scope: string;
  key: string;
}

/** The idempotency records (`idempotency_records`): one per (user, scope, key). */
export const idempotencyRepo = {
  /** Inserts the record unless one exists; whether this call inserted it. */
  async claim(trx: Transaction<DB>, ref: IdempotencyRef, requestHash: string, at: Date): Promise<boolean> {
    const claimed = await trx
      .insertInto('idempotency_records')
      .values({
        user_id: ref.userId,
        scope: ref.scope,
        key: ref.key,
        request_hash: requestHash,
        response: null,
        created_at: at,
      })
      .onConflict((oc) => oc.columns(['user_id', 'scope', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    return claimed !== undefined;
  },

  find: (trx: Transaction<DB>, ref: IdempotencyRef) =>
    trx
      .selectFrom('idempotency_records')
      .select(['request_hash', 'response'])
      .where('user_id', '=', ref.userId)
      .where('scope', '=', ref.scope)
      .where('key', '=', ref.key)
      .executeTakeFirstOrThrow(),

  async saveResponse(trx: Transaction<DB>, ref: IdempotencyRef, response: string): Promise<void> {
    await trx
      .updateTable('idempotency_records')
      .set({ response })
      .where('user_id', '=', ref.userId)
      .where('scope', '=', ref.scope)
      .where('key', '=', ref.key)
      .execute();
  },

  /** A user's records under `key` and under `key.<anything>`, any scope. */
  answersUnder: (db: Kysely<DB>, userId: number, key: string) =>
    db
      .selectFrom('idempotency_records')
      .select(['key', 'response'])
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('key', '=', key), sql<boolean>`starts_with(${sql.ref('key')}, ${`${key}.`})`]))
      .execute(),
};
