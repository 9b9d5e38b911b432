import { formatMessage, notices, type Brand } from '@powerplay/contracts';
import { mailWanted, startsSoonMailDue } from '@powerplay/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { currentPartnerId, DEFAULT_PARTNER_ID } from '../../platform/partner-context';
import type { Mail, Mailer } from '../../platform/mail';
import type { NotificationRow, NotificationsRepo } from './repo';
import { unsubscribeTokens } from './unsubscribe-token';
import { mailOf, wordsOf } from './words';

/** What the notifications' service and its mail step are built on. */
export interface NotificationsDeps {
  db: Kysely<DB>;
  repo: NotificationsRepo;
  clock: Clock;
  mailer: Pick<Mailer, 'sendMany'>;
  brand: () => Promise<Brand>;
  brandMail: (brand: Brand, now: Date) => { site: string; signature: string };
  siteOrigin: () => Promise<string>;
  unsubscribeKey: string;
  /** Those of these players self-excluded now (they get withdrawal mail only). */
  excludedAmong: (
    q: Transaction<DB>,
    players: readonly { userId: number; email: string }[],
    at: Date,
  ) => Promise<Set<number>>;
}

/** Notifications whose mail one step decides. */
const MAIL_BATCH = 200;

/**
 * The notifications' mail step: decides the mail of the oldest notifications not decided yet, and
 * queues what is to go out: by the player's choice (or the default), nothing but withdrawals to a
 * self-excluded player, and at most one "starts soon" mail an hour, listing every game starting in the
 * batch. The number decided.
 */
export function notificationMailStep(deps: NotificationsDeps) {
  const { db, repo, clock } = deps;
  const tokens = unsubscribeTokens(deps.unsubscribeKey);
  // Where this process's steps go on from, by partner (the job runs in each partner's context, which
  // sees only its own rows): the partial index of pending rows keeps the entries of the rows decided
  // until vacuum, and a scan from the start walked all of them at every step.
  const mailedUpTo = new Map<number, number>();

  return async function mailStep(): Promise<number> {
    const partner = currentPartnerId() ?? DEFAULT_PARTNER_ID;
    // Read before the transaction: on the embedded database it holds the one connection.
    const brand = await deps.brand();
    const origin = await deps.siteOrigin();
    const now = clock.now();
    const { site, signature: mailSignature } = deps.brandMail(brand, now);
    const decided = await db.transaction().execute(async (trx) => {
      const rows = await repo.pendingMail(trx, MAIL_BATCH, mailedUpTo.get(partner) ?? 0);
      if (rows.length === 0) return [];
      const userIds = [...new Set(rows.map((r) => r.user_id))];
      const [choices, contacts, clocks] = await Promise.all([
        repo.choices(userIds, trx),
        repo.contacts(trx, userIds),
        repo.mailClocks(trx, userIds),
      ]);
      const chosen = new Map(choices.map((c) => [`${c.user_id}:${c.kind}`, c.email]));
      const emails = new Map(contacts.map((c) => [c.id, c.email]));
      const lastStartsSoon = new Map(clocks.map((c) => [c.user_id, c.starts_soon_mailed_at.getTime()]));
      const excluded = await deps.excludedAmong(
        trx,
        contacts.map((c) => ({ userId: c.id, email: c.email })),
        now,
      );
      const sent: number[] = [];
      const skipped: number[] = [];
      const mails: Mail[] = [];
      const startsSoonMailed: number[] = [];
      const mail = (r: NotificationRow, subject: string, lines: string[]) => {
        const token = tokens.sign(r.user_id, r.kind);
        // The header's link takes a mail client's one-click POST; the text's opens a page that asks first.
        const oneClick = `${origin}/api/notifications/unsubscribe?token=${token}`;
        const parts = mailOf({
          brand,
          kind: r.kind,
          subject,
          lines,
          link: `${origin}${r.link}`,
          unsubscribe: `${origin}/unsubscribe?mail=${token}`,
          preferences: `${origin}/my-account/notifications`,
          signature: mailSignature,
        });
        mails.push({
          to: emails.get(r.user_id)!,
          ...parts,
          headers: {
            'List-Unsubscribe': `<${oneClick}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        });
      };
      // A player's "starts soon" of this batch go in one mail.
      const startsSoon = new Map<number, NotificationRow[]>();
      for (const r of rows) {
        const wanted = mailWanted(r.kind, {
          choice: chosen.get(`${r.user_id}:${r.kind}`),
          selfExcluded: excluded.has(r.user_id),
        });
        if (!wanted || !emails.has(r.user_id)) skipped.push(r.id);
        else if (r.kind === 'starts_soon')
          startsSoon.set(r.user_id, [...(startsSoon.get(r.user_id) ?? []), r]);
        else {
          const words = wordsOf(r.kind, r.params);
          mail(r, words.title, [words.message]);
          sent.push(r.id);
        }
      }
      for (const [userId, batch] of startsSoon) {
        if (!startsSoonMailDue(lastStartsSoon.get(userId) ?? null, now.getTime())) {
          skipped.push(...batch.map((r) => r.id));
          continue;
        }
        const subject = formatMessage(notices.NOTIFICATION_STARTS_SOON_MAIL.title, { site });
        mail(batch[0]!, subject, [
          notices.NOTIFICATION_STARTS_SOON_MAIL.message,
          ...batch.map((r) => wordsOf(r.kind, r.params).message),
        ]);
        sent.push(...batch.map((r) => r.id));
        startsSoonMailed.push(userId);
      }
      await deps.mailer.sendMany(trx, mails);
      await repo.setMail(trx, sent, 'sent');
      await repo.setMail(trx, skipped, 'skipped');
      await repo.setMailClocks(trx, startsSoonMailed, now);
      return rows;
    });
    // After a full batch the next step goes on from its last row. Else the next starts from the
    // beginning again, for a row that committed late with a lower id or one another process let go.
    mailedUpTo.set(partner, decided.length === MAIL_BATCH ? decided.at(-1)!.id : 0);
    return decided.length;
  };
}
