import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** The tables of single-use links mailed to players: a password reset, an email confirmation. */
type LinkTable = 'password_resets' | 'email_verifications';

/** A new link's token (in the mail) and its SHA-256 (stored: a leaked table makes no working link). */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: linkTokenHash(token) };
}

export const linkTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** One table of mailed links: written, spent once before it expires, or spent with every other of its player. */
export function mailedLinksRepo(db: Kysely<DB>, table: LinkTable) {
  return {
    async insert(row: { userId: number; tokenHash: string; now: Date; ttlMs: number }): Promise<void> {
      await db
        .insertInto(table)
        .values({
          user_id: row.userId,
          token_hash: row.tokenHash,
          created_at: row.now,
          expires_at: new Date(row.now.getTime() + row.ttlMs),
        })
        .execute();
    },

    /** Spends the link if it is unused and unexpired at `now` (one conditional update); its user, or none. */
    spend: (trx: Transaction<DB>, tokenHash: string, now: Date) =>
      trx
        .updateTable(table)
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst(),

    /** Spends every outstanding link of the player. */
    async spendAllOf(trx: Transaction<DB>, userId: number, now: Date): Promise<void> {
      await trx
        .updateTable(table)
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}
