import {
  formatMessage,
  LEADS_PAGE_SIZE,
  notices,
  notifyTopicName,
  notifyTopicSchema,
  type Lead,
  type LeadKind,
  type LeadNote,
  type LeadsExportQuery,
  type LeadsQuery,
  type LeadsResponse,
  type LeadStatus,
  type Brand,
  type UnsubscribeResponse,
} from '@powerplay/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { assertOperator, type Actor } from '../../platform/actor';
import { recordOperatorAction } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import type { LeadRow, LeadsRepo } from '../content';
import { brandMail } from '../brand';
import { leadsCsv } from './csv';

/** The most rows one CSV export holds (newest first): a spreadsheet's worth, never the process's memory. */
export const LEADS_EXPORT_MAX = 20_000;

/** The audit log's target of a lead. */
const targetOf = (kind: LeadKind, id: number) => ({
  type: kind === 'partner' ? 'partner_enquiry' : 'notify_request',
  id,
});

/** A game type's name as its sport's lobby shows it ("Basketball High 5"); null when none has the id. */
export type GameTypeNames = (id: number) => string | null;

function leadOf(row: LeadRow, notes: LeadNote[], names: GameTypeNames): Lead {
  const topic = row.topic === null ? null : notifyTopicSchema.parse(row.topic);
  return {
    kind: row.kind,
    id: row.id,
    createdAt: row.created_at.toISOString(),
    email: row.email,
    status: row.status,
    name: row.name,
    phone: row.phone,
    message: row.message,
    topic,
    topicName: topic === null ? null : notifyTopicName(topic, names),
    mailedAt: row.mailed_at?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribed_at?.toISOString() ?? null,
    notes,
  };
}

/**
 * Leads (decision 024): the back office's list of partner enquiries and Notify Me requests, their
 * status and notes (each change in the audit log, in its transaction), the CSV export, and the Notify Me
 * launch mail with its unsubscribe link (docs/decisions/024).
 */
export function leadsService(deps: {
  db: Kysely<DB>;
  repo: LeadsRepo;
  clock: Clock;
  mailer: Mailer;
  /** The brand now: the launch mail speaks in its name and ends with its support contact. */
  brand: () => Promise<Brand>;
  /** The site of the partner whose requester it is: the mail's links lead back there (docs/partners.md). */
  siteOrigin: () => Promise<string>;
  /** The game types' names now (the sports lobby's public read), for the topics about one of them. */
  gameTypeNames: () => Promise<GameTypeNames>;
}) {
  const { db, repo, clock, mailer } = deps;

  async function withNotes(rows: LeadRow[], q: Kysely<DB> = db): Promise<Lead[]> {
    const notes = await repo.notesOf(q, rows);
    const names = await deps.gameTypeNames();
    return rows.map((r) => leadOf(r, notes.get(`${r.kind}:${r.id}`) ?? [], names));
  }

  async function one(kind: LeadKind, id: number): Promise<Lead> {
    const row = await repo.find(db, kind, id);
    if (!row) throw new AppError('LEAD_NOT_FOUND');
    return (await withNotes([row]))[0]!;
  }

  return {
    async list(actor: Actor, query: LeadsQuery): Promise<LeadsResponse> {
      assertOperator(actor);
      const { page, ...filters } = query;
      const { rows, total } = await repo.list(filters, {
        limit: LEADS_PAGE_SIZE,
        offset: (page - 1) * LEADS_PAGE_SIZE,
      });
      return { leads: await withNotes(rows), total, page, pageSize: LEADS_PAGE_SIZE };
    },

    /** Every lead the filters find as CSV (UTF-8, quoted, formula-safe: csv.ts). */
    async exportCsv(actor: Actor, filters: LeadsExportQuery): Promise<string> {
      assertOperator(actor);
      return leadsCsv(await withNotes(await repo.all(filters, LEADS_EXPORT_MAX)));
    },

    /** Sets the status; the same status again is refused (409) and logs nothing. */
    async setStatus(actor: Actor, kind: LeadKind, id: number, status: LeadStatus): Promise<Lead> {
      assertOperator(actor);
      await db.transaction().execute(async (trx) => {
        const row = await repo.find(trx, kind, id, true);
        if (!row) throw new AppError('LEAD_NOT_FOUND');
        if (row.status === status) throw new AppError('LEAD_STATUS_UNCHANGED');
        await repo.setStatus(trx, kind, id, status);
        await recordOperatorAction(trx, {
          operatorId: actor.id,
          action: 'lead.status.changed',
          target: targetOf(kind, id),
          before: { status: row.status },
          after: { status },
        });
      });
      return one(kind, id);
    },

    /** Appends a note (notes are never edited: a later one corrects an earlier one). */
    async addNote(actor: Actor, kind: LeadKind, id: number, body: string): Promise<Lead> {
      assertOperator(actor);
      await db.transaction().execute(async (trx) => {
        if (!(await repo.find(trx, kind, id, true))) throw new AppError('LEAD_NOT_FOUND');
        const noteId = await repo.addNote(trx, { kind, id, operatorId: actor.id, body, at: clock.now() });
        await recordOperatorAction(trx, {
          operatorId: actor.id,
          action: 'lead.note.added',
          target: targetOf(kind, id),
          after: { noteId, note: body },
        });
      });
      return one(kind, id);
    },

    /** The topics whose requesters still wait for their launch mail. */
    topicsAwaitingMail: () => repo.topicsAwaitingMail(),

    /**
     * Mails the next requester of `topic` who waits (its game is live, at `path`): the claim, the mark
     * and the outbox row are one transaction, so the mail exists once or not at all. False: none waits.
     */
    async mailNext(topic: string, path: string): Promise<boolean> {
      // Read before the transaction: on the embedded database it holds the one connection.
      const { site, signature } = brandMail(await deps.brand(), clock.now());
      const names = await deps.gameTypeNames();
      const origin = await deps.siteOrigin();
      return db.transaction().execute(async (trx) => {
        const next = await repo.claimAwaitingMail(trx, topic);
        if (!next) return false;
        // The row is locked and still waiting, so this holds; the guard keeps "once" if it ever did not.
        if (!(await repo.markMailed(trx, next.id, clock.now()))) return true;
        const game = notifyTopicName(notifyTopicSchema.parse(next.topic), names);
        const params = {
          site,
          game,
          link: `${origin}${path}`,
          unsubscribe: `${origin}/unsubscribe?token=${next.unsubscribe_token}`,
        };
        await mailer.send(
          {
            to: next.email,
            subject: formatMessage(notices.LAUNCH_MAIL.title, params),
            text: formatMessage(notices.LAUNCH_MAIL.message, params) + signature,
          },
          trx,
        );
        return true;
      });
    },

    /** The unsubscribe link: works once, says so after; an unknown token is 404. */
    async unsubscribe(token: string): Promise<UnsubscribeResponse> {
      const done = await repo.unsubscribe(token, clock.now());
      if (!done) throw new AppError('UNSUBSCRIBE_LINK_INVALID');
      const topic = notifyTopicSchema.parse(done.topic);
      const game = notifyTopicName(topic, await deps.gameTypeNames());
      return { result: done.done ? 'unsubscribed' : 'already', topic, game };
    },
  };
}
export type LeadsService = ReturnType<typeof leadsService>;
