import { createHash, randomBytes } from 'node:crypto';
import { formatMessage, notices, type Brand, type PasswordResetConfirm } from '@powerplay/contracts';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { sessionRepo } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { brandMail } from '../brand';
import { hashPassword } from './passwords';

/** Only the token's SHA-256 is stored: a leaked table cannot be turned into working links. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Forgot password: a single-use link by email that expires after `ttlMinutes`. Using it sets
 * the new password, spends every outstanding link of the account and signs out all its sessions.
 */
export function passwordResetService(deps: {
  db: Kysely<DB>;
  clock: Clock;
  mailer: Mailer;
  /** The brand now: the mail speaks in its name and ends with its support contact. */
  brand: () => Promise<Brand>;
  publicOrigin: string;
  ttlMinutes: number;
}) {
  const { db, clock, mailer, publicOrigin, ttlMinutes } = deps;

  return {
    /** Mails a link when the email is registered; says nothing either way (the caller answers 202). */
    async request(email: string): Promise<void> {
      const user = await db
        .selectFrom('users')
        .select(['id', 'email'])
        .where(sql`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
      if (!user) return;
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await db
        .insertInto('password_resets')
        .values({
          user_id: user.id,
          token_hash: tokenHash(token),
          created_at: now,
          expires_at: new Date(now.getTime() + ttlMinutes * 60_000),
        })
        .execute();
      const link = `${publicOrigin}/reset-password?token=${token}`;
      const { site, signature } = brandMail(await deps.brand(), now);
      await mailer.send({
        to: user.email,
        subject: formatMessage(notices.RESET_MAIL.title, { site }),
        text: formatMessage(notices.RESET_MAIL.message, { link, minutes: ttlMinutes, site }) + signature,
      });
    },

    async confirm(input: PasswordResetConfirm): Promise<void> {
      // argon2 first, outside the transaction: it holds no connection while it works.
      const passwordHash = await hashPassword(input.password);
      await db.transaction().execute(async (trx) => {
        const now = clock.now();
        // Spending the link is one conditional update: two parallel uses cannot both succeed.
        const spent = await trx
          .updateTable('password_resets')
          .set({ used_at: now })
          .where('token_hash', '=', tokenHash(input.token))
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .returning('user_id')
          .executeTakeFirst();
        if (!spent) throw new AppError('RESET_LINK_INVALID');
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash })
          .where('id', '=', spent.user_id)
          .execute();
        // Any other link mailed to the account dies with this one.
        await trx
          .updateTable('password_resets')
          .set({ used_at: now })
          .where('user_id', '=', spent.user_id)
          .where('used_at', 'is', null)
          .execute();
        await sessionRepo(trx, clock).revokeAllOf(spent.user_id);
      });
    },
  };
}
export type PasswordResetService = ReturnType<typeof passwordResetService>;
