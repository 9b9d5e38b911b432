import { formatMessage, notices, type Brand, type PasswordResetConfirm } from '@powerplay/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { sessionRepo } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { brandMail } from '../brand';
import { linkTokenHash, mailedLinksRepo, newLinkToken } from './mailed-links-repo';
import { passwordResetsRepo } from './password-resets-repo';
import { hashPassword } from './passwords';

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
  /** The site of the partner whose player asks: the link leads back there (docs/partners.md). */
  siteOrigin: () => Promise<string>;
  ttlMinutes: number;
}) {
  const { db, clock, mailer, ttlMinutes } = deps;
  const repo = passwordResetsRepo(db);
  const links = mailedLinksRepo(db, 'password_resets');

  return {
    /** Mails a link when the email is registered; says nothing either way (the caller answers 202). */
    async request(email: string): Promise<void> {
      const user = await repo.findByEmail(email);
      if (!user) return;
      const { token, hash } = newLinkToken();
      const now = clock.now();
      await links.insert({ userId: user.id, tokenHash: hash, now, ttlMs: ttlMinutes * 60_000 });
      const link = `${await deps.siteOrigin()}/reset-password?token=${token}`;
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
        const spent = await links.spend(trx, linkTokenHash(input.token), now);
        if (!spent) throw new AppError('RESET_LINK_INVALID');
        await repo.setPassword(trx, spent.user_id, passwordHash);
        // Any other link mailed to the account dies with this one.
        await links.spendAllOf(trx, spent.user_id, now);
        await sessionRepo(trx, clock).revokeAllOf(spent.user_id);
      });
    },
  };
}
export type PasswordResetService = ReturnType<typeof passwordResetService>;
