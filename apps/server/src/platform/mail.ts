import { errorBodySchema, mailOutboxResponseSchema } from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import { createTransport } from 'nodemailer';
import type { DB } from '../db/schema';
import type { Clock } from './clock';
import { mailOutboxRepo } from './mail-repo';
import type { Job } from './scheduler';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text (a brand's colours); the text part is always there. */
  html?: string;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post for mail a player can turn off. */
  headers?: Record<string, string>;
}

const OUTBOX_PAGE = 50;
/** A claimed mail is this relay's for this long; a process that dies mid-send leaves it to another then. */
const LEASE_MS = 60_000;
/** Mails claimed per relay step. */
const RELAY_BATCH = 20;

/**
 * Outgoing mail (docs/decisions/059). Every mail is a row of the `mail_outbox`, written in the
 * transaction of what caused it: it exists if and only if that commits. With `SMTP_URL` set, the
 * `mail-relay` job sends the waiting rows (claimed, so each goes once from one process; a send that
 * fails is tried again when its lease runs out). Without it the rows stay, and operators read them in
 * the back office: a fresh install needs no mail server.
 */
export function createMailer(deps: {
  db: Kysely<DB>;
  clock: Clock;
  smtpUrl: string | undefined;
  from: string;
}) {
  const { db, clock, from } = deps;
  const transport = deps.smtpUrl ? createTransport(deps.smtpUrl) : undefined;
  const rowOf = (mail: Mail) => ({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    headers: JSON.stringify(mail.headers ?? {}),
    created_at: clock.now(),
  });
  return {
    /** Whether mail leaves over SMTP (else it stays in the outbox). */
    relays: transport !== undefined,

    /** Queues `mail`, in `trx` when given (the mail exists if and only if it commits). */
    async send(mail: Mail, trx?: Transaction<DB>): Promise<void> {
      await mailOutboxRepo.insert(trx ?? db, rowOf(mail));
    },

    /** Queues several mails in one statement. */
    async sendMany(trx: Transaction<DB>, mails: readonly Mail[]): Promise<void> {
      await mailOutboxRepo.insertMany(trx, mails.map(rowOf));
    },

    /**
     * Sends waiting mails over SMTP (the relay job's step, in a partner's context): the number sent.
     * Nothing without SMTP.
     */
    async relay(): Promise<number> {
      if (!transport) return 0;
      const now = clock.now();
      const claimed = await mailOutboxRepo.claim(db, now, new Date(now.getTime() + LEASE_MS), RELAY_BATCH);
      for (const m of claimed) {
        await transport.sendMail({
          from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          ...(m.html !== null ? { html: m.html } : {}),
          headers: m.headers,
        });
        await mailOutboxRepo.markSent(db, m.id, clock.now());
      }
      return claimed.length;
    },

    /** The newest mails of the outbox. */
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

// Mail waits at most about this long for the relay (a password reset is read at once).
const RELAY_EVERY_MS = 1000;

/** The relay (a thin adapter): each partner's waiting mails, sent in that partner's context. */
export function mailRelayJob(mailer: Mailer): Job<'relay'> {
  return {
    name: 'mail-relay',
    findDue: (now) => Promise.resolve({ due: ['relay'], nextAt: now.getTime() + RELAY_EVERY_MS }),
    runStep: async () => (await mailer.relay()) > 0,
  };
}
