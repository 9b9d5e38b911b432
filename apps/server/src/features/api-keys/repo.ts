import type { ApiKey, ApiScope } from '@powerplay/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

const columns = [
  'k.id',
  'k.name',
  'k.prefix',
  'k.scopes',
  'k.created_at',
  'k.last_used_at',
  'k.revoked_at',
  'u.display_name',
] as const;

type Row = {
  id: number;
  name: string;
  prefix: string;
  scopes: string[];
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
  display_name: string;
};

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toKey(r: Row): ApiKey {
  return {
    id: r.id,
    name: r.name,
    prefix: r.prefix,
    scopes: r.scopes as ApiScope[],
    createdAt: new Date(r.created_at).toISOString(),
    createdBy: r.display_name,
    lastUsedAt: iso(r.last_used_at),
    revokedAt: iso(r.revoked_at),
  };
}

/** The only reader and writer of `api_keys` (docs/partner-api.md). */
export function apiKeysRepo(db: Kysely<DB>) {
  const one = (q: Kysely<DB> | Transaction<DB>, id: number) =>
    q
      .selectFrom('api_keys as k')
      .innerJoin('users as u', 'u.id', 'k.created_by')
      .select(columns)
      .where('k.id', '=', id)
      .executeTakeFirst();

  return {
    async list(): Promise<ApiKey[]> {
      const rows = await db
        .selectFrom('api_keys as k')
        .innerJoin('users as u', 'u.id', 'k.created_by')
        .select(columns)
        .orderBy('k.id', 'desc')
        .execute();
      return rows.map(toKey);
    },

    /**
     * Adds a key with `audit` in one transaction; 'full' when the partner already holds `max` live keys.
     * A table lock serialises creations, so two at once cannot both pass the cap.
     */
    create(
      v: {
        name: string;
        prefix: string;
        tokenHash: string;
        scopes: readonly ApiScope[];
        by: number;
        at: Date;
      },
      max: number,
      audit: (trx: Transaction<DB>, key: ApiKey) => Promise<void>,
    ): Promise<ApiKey | 'full'> {
      return db.transaction().execute(async (trx) => {
        await sql`lock table api_keys in share row exclusive mode`.execute(trx);
        const { live } = await trx
          .selectFrom('api_keys')
          .select(sql<number>`count(*)::int`.as('live'))
          .where('revoked_at', 'is', null)
          .executeTakeFirstOrThrow();
        if (live >= max) return 'full';
        const { id } = await trx
          .insertInto('api_keys')
          .values({
            name: v.name,
            prefix: v.prefix,
            token_hash: v.tokenHash,
            scopes: [...v.scopes],
            created_by: v.by,
            created_at: v.at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const key = toKey((await one(trx, id))!);
        await audit(trx, key);
        return key;
      });
    },

    /** Revokes a key with `audit` in one transaction; undefined when there is no such key, 'already' when revoked. */
    revoke(
      id: number,
      at: Date,
      audit: (trx: Transaction<DB>, key: ApiKey) => Promise<void>,
    ): Promise<ApiKey | 'already' | undefined> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('api_keys')
          .set({ revoked_at: at })
          .where('id', '=', id)
          .where('revoked_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
        if (!row) return (await one(trx, id)) ? 'already' : undefined;
        const key = toKey((await one(trx, id))!);
        await audit(trx, key);
        return key;
      });
    },

    /**
     * The live (unrevoked) key with this token hash, with its operator as a session would give them.
     * Another partner's key is not found: its row is not seen.
     */
    findLive(tokenHash: string) {
      return db
        .selectFrom('api_keys as k')
        .innerJoin('users as u', 'u.id', 'k.created_by')
        .select([
          'k.id as key_id',
          'k.scopes',
          'k.last_used_at',
          'u.id',
          'u.display_name',
          'u.email',
          'u.role',
          'u.club',
        ])
        .where('k.token_hash', '=', tokenHash)
        .where('k.revoked_at', 'is', null)
        .executeTakeFirst();
    },

    /** Stamps the key's last use (the caller writes it at most once a minute). */
    async touch(id: number, at: Date): Promise<void> {
      await db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', id).execute();
    },
  };
}
export type ApiKeysRepo = ReturnType<typeof apiKeysRepo>;
