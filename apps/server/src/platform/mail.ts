import { errorBodySchema, mailOutboxResponseSchema } from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import { createTransport } from 'nodemailer';
import type { DB } from '../db/schema';
import type { Clock } from './clock';
import { mailOutboxRepo } from './mail-repo';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

const OUTBOX_PAGE = 50;

/**
 * Outgoing mail. Through SMTP (`SMTP_URL`, nodemailer) when configured; otherwise into the local
 * `mail_outbox` table, which operators read in the back office, so a fresh install needs no mail server.
 */
export function createMailer(deps: {
  db: Kysely<DB>;
  clock: Clock;
  smtpUrl: string | undefined;
  from: string;
}) {
  const { db, clock, from } = deps;
  const transport = deps.smtpUrl ? createTransport(deps.smtpUrl) : undefined;
  return {
    /**
     * Sends `mail`. Given `trx`, the outbox row is written in it: the mail exists if and only if the
     * caller's transaction commits (the launch mail's "once"). Over SMTP the mail leaves at once.
     */
    async send(mail: Mail, trx?: Transaction<DB>): Promise<void> {
      if (transport) {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
        return;
      }
      await mailOutboxRepo.insert(trx ?? db, {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        created_at: clock.now(),
      });
    },
    /** The newest mails of the local outbox (empty when mail goes through SMTP). */
    async outbox() {
      const rows = await mailOutboxRepo.newest(db, OUTBOX_PAGE);
      return rows.map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        text: r.text,
        createdAt: new Date(r.created_at).toISOString(),
      }));
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;

/** `GET /api/operator/mail-outbox`: operators only (its prefix, see `authPlugin`). */
export const mailOutboxRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, { mailer }) => {
  app.get(
    '/api/operator/mail-outbox',
    {
      schema: {
        tags: ['operator'],
        summary: 'The local mail outbox (mail kept when no SMTP server is configured), newest first',
        response: { 200: mailOutboxResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => ({ mails: await mailer.outbox() }),
  );
};
