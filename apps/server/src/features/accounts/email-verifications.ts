import { formatMessage, notices, VERIFY_LINK_DAYS, type Brand } from '@powerplay/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { brandMail } from '../brand';
import { emailVerificationsRepo } from './email-verifications-repo';
import { linkTokenHash, mailedLinksRepo, newLinkToken } from './mailed-links-repo';

/**
 * Confirming a player's email (docs/rules/accounts.md "One exclusion, every site"): a link mailed at
 * sign-up (and again on request), working once for `VERIFY_LINK_DAYS`; using it marks the email
 * confirmed and, in the same transaction, `verified` runs (a self-exclusion in force joins the registry).
 */
export function emailVerificationService(deps: {
  db: Kysely<DB>;
  clock: Clock;
  mailer: Mailer;
  brand: () => Promise<Brand>;
  /** The site of the player's partner: the link leads back there. */
  siteOrigin: () => Promise<string>;
  verified: (trx: Transaction<DB>, userId: number) => Promise<void>;
}) {
  const { db, clock, mailer } = deps;
  const repo = emailVerificationsRepo(db);
  const links = mailedLinksRepo(db, 'email_verifications');

  return {
    /** Mails a new link to the player's email; EMAIL_ALREADY_VERIFIED once it is confirmed. */
    async send(userId: number): Promise<{ email: string }> {
      const user = await repo.user(userId);
      if (user.email_verified_at) throw new AppError('EMAIL_ALREADY_VERIFIED');
      const { token, hash } = newLinkToken();
      const now = clock.now();
      await links.insert({ userId, tokenHash: hash, now, ttlMs: VERIFY_LINK_DAYS * 86_400_000 });
      const link = `${await deps.siteOrigin()}/verify-email?token=${token}`;
      const { site, signature } = brandMail(await deps.brand(), now);
      await mailer.send({
        to: user.email,
        subject: formatMessage(notices.VERIFY_MAIL.title, { site }),
        text: formatMessage(notices.VERIFY_MAIL.message, { link, days: VERIFY_LINK_DAYS, site }) + signature,
      });
      return { email: user.email };
    },

    /** Spends the link (once, unexpired) and confirms its player's email. */
    async confirm(token: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const now = clock.now();
        const spent = await links.spend(trx, linkTokenHash(token), now);
        if (!spent) throw new AppError('VERIFY_LINK_INVALID');
        await repo.markVerified(trx, spent.user_id, now);
        await deps.verified(trx, spent.user_id);
      });
    },
  };
}
export type EmailVerificationService = ReturnType<typeof emailVerificationService>;
