import { embedEventSchemas, liveTopics, type EmbedOrigin } from '@powerplay/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { publish, topic } from '../../platform/live';

/** The server-side topic every process hears when the allow-list changes (never streamed). */
export const embedTopic = topic(liveTopics.embed, embedEventSchemas);

const columns = ['o.id', 'o.origin', 'o.added_at', 'u.display_name'] as const;

function toOrigin(row: { id: number; origin: string; added_at: Date; display_name: string }): EmbedOrigin {
  return { id: row.id, origin: row.origin, addedAt: row.added_at.toISOString(), addedBy: row.display_name };
}

/** The only reader and writer of `embed_origins`. */
export function embedRepo(db: Kysely<DB>) {
  const list = (q: Kysely<DB> | Transaction<DB>) =>
    q
      .selectFrom('embed_origins as o')
      .innerJoin('users as u', 'u.id', 'o.added_by')
      .select(columns)
      .orderBy('o.id')
      .execute();

  /** Publishes the change in the writer's transaction: every process reads the list again once it commits. */
  const announce = async (trx: Transaction<DB>) => {
    const { count } = await trx
      .selectFrom('embed_origins')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    await publish(trx, embedTopic, { type: 'origins', data: { count: Number(count) } });
  };

  return {
    async origins(): Promise<EmbedOrigin[]> {
      return (await list(db)).map(toOrigin);
    },

    /**
     * Adds an origin with `audit` in one transaction. Serialised by a table lock, so the cap holds when
     * two operators add at once; undefined when it is already there, 'full' at the cap.
     */
    async add(
      origin: string,
      operatorId: number,
      max: number,
      audit: (trx: Transaction<DB>, added: EmbedOrigin) => Promise<void>,
    ): Promise<EmbedOrigin | 'exists' | 'full'> {
      return db.transaction().execute(async (trx) => {
        await sql`lock table embed_origins in share row exclusive mode`.execute(trx);
        const rows = await list(trx);
        if (rows.some((r) => r.origin === origin)) return 'exists';
        if (rows.length >= max) return 'full';
        const { id } = await trx
          .insertInto('embed_origins')
          .values({ origin, added_by: operatorId })
          .returning('id')
          .executeTakeFirstOrThrow();
        const row = await trx
          .selectFrom('embed_origins as o')
          .innerJoin('users as u', 'u.id', 'o.added_by')
          .select(columns)
          .where('o.id', '=', id)
          .executeTakeFirstOrThrow();
        const added = toOrigin(row);
        await audit(trx, added);
        await announce(trx);
        return added;
      });
    },

    /** Removes an origin with `audit` in one transaction; undefined when there is no such row. */
    async remove(
      id: number,
      audit: (trx: Transaction<DB>, removed: { id: number; origin: string }) => Promise<void>,
    ): Promise<{ id: number; origin: string } | undefined> {
      return db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom('embed_origins')
          .where('id', '=', id)
          .returning(['id', 'origin'])
          .executeTakeFirst();
        if (!removed) return undefined;
        await audit(trx, removed);
        await announce(trx);
        return removed;
      });
    },
  };
}
export type EmbedRepo = ReturnType<typeof embedRepo>;
