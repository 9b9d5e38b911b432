import type { LeadKind, LeadNote, LeadStatus, LeadsExportQuery } from '@powerplay/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** One lead as stored, either kind (the columns the other kind lacks are null). */
export interface LeadRow {
  kind: LeadKind;
  id: number;
  created_at: Date;
  email: string;
  status: LeadStatus;
  name: string | null;
  phone: string | null;
  message: string | null;
  topic: string | null;
  mailed_at: Date | null;
  unsubscribed_at: Date | null;
}

/** `%`, `_` and `\` are the operator's text, not LIKE wildcards. */
const likeOf = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const tableOf = { partner: 'partner_enquiries', notify: 'notify_requests' } as const;
const noteColumnOf = { partner: 'partner_enquiry_id', notify: 'notify_request_id' } as const;

/**
 * The leads' SQL (decision 024): partner enquiries and Notify Me requests are content's tables (the
 * public forms write them), so their queries live here; features/leads holds the use cases.
 */
export function leadsRepo(db: Kysely<DB>) {
  /** Both kinds as one relation of `LeadRow`s, each branch filtered by status and text. */
  function leads(q: Db, f: LeadsExportQuery) {
    if (f.kind === 'partner') return partnerLeads(q, f);
    if (f.kind === 'notify') return notifyLeads(q, f);
    return partnerLeads(q, f).unionAll(notifyLeads(q, f));
  }

  function partnerLeads(q: Db, f: LeadsExportQuery) {
    let partner = q
      .selectFrom('partner_enquiries as p')
      .select([
        sql<LeadKind>`'partner'`.as('kind'),
        'p.id',
        'p.created_at',
        'p.email',
        'p.status',
        sql<string | null>`p.name`.as('name'),
        sql<string | null>`p.phone`.as('phone'),
        sql<string | null>`p.message`.as('message'),
        sql<string | null>`null::text`.as('topic'),
        sql<Date | null>`null::timestamptz`.as('mailed_at'),
        sql<Date | null>`null::timestamptz`.as('unsubscribed_at'),
      ]);
    if (f.status) partner = partner.where('p.status', '=', f.status);
    if (f.search) {
      const like = likeOf(f.search);
      partner = partner.where((eb) =>
        eb.or([
          eb(sql`concat_ws(' ', p.id, p.name, p.email, p.phone, p.message)`, 'ilike', like),
          eb('p.id', 'in', noted(q, 'partner', like)),
        ]),
      );
    }
    return partner;
  }

  function notifyLeads(q: Db, f: LeadsExportQuery) {
    let notify = q
      .selectFrom('notify_requests as n')
      .select([
        sql<LeadKind>`'notify'`.as('kind'),
        'n.id',
        'n.created_at',
        'n.email',
        'n.status',
        sql<string | null>`null::text`.as('name'),
        sql<string | null>`null::text`.as('phone'),
        sql<string | null>`null::text`.as('message'),
        sql<string | null>`n.topic`.as('topic'),
        'n.mailed_at',
        'n.unsubscribed_at',
      ]);
    if (f.status) notify = notify.where('n.status', '=', f.status);
    if (f.search) {
      const like = likeOf(f.search);
      notify = notify.where((eb) =>
        eb.or([
          eb(sql`concat_ws(' ', n.id, n.email, n.topic)`, 'ilike', like),
          eb('n.id', 'in', noted(q, 'notify', like)),
        ]),
      );
    }
    return notify;
  }

  /** The leads of a kind whose notes hold `like`: "the casino we called" finds the lead by its note. */
  const noted = (q: Db, kind: LeadKind, like: string) =>
    q
      .selectFrom('lead_notes')
      .select(sql<number>`${sql.ref(noteColumnOf[kind])}`.as('lead_id'))
      .where(sql<boolean>`body ilike ${like}`)
      .where(noteColumnOf[kind], 'is not', null);

  return {
    /** A page of leads, newest first, and how many the filters find. */
    async list(f: LeadsExportQuery, page: { limit: number; offset: number }) {
      const [rows, count] = await Promise.all([
        db
          .selectFrom(leads(db, f).as('l'))
          .selectAll()
          .orderBy('l.created_at', 'desc')
          .orderBy('l.kind')
          .orderBy('l.id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        db
          .selectFrom(leads(db, f).as('l'))
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** Every lead the filters find, newest first, at most `limit` (the CSV export). */
    async all(f: LeadsExportQuery, limit: number): Promise<LeadRow[]> {
      return db
        .selectFrom(leads(db, f).as('l'))
        .selectAll()
        .orderBy('l.created_at', 'desc')
        .orderBy('l.kind')
        .orderBy('l.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** One lead, its row locked when `q` is a transaction (a status change waits for another). */
    async find(q: Db, kind: LeadKind, id: number, lock = false): Promise<LeadRow | undefined> {
      const query =
        kind === 'partner'
          ? partnerLeads(q, {}).where('p.id', '=', id)
          : notifyLeads(q, {}).where('n.id', '=', id);
      return (lock ? query.forUpdate() : query).executeTakeFirst();
    },

    async setStatus(trx: Transaction<DB>, kind: LeadKind, id: number, status: LeadStatus) {
      await trx.updateTable(tableOf[kind]).set({ status }).where('id', '=', id).execute();
    },

    async addNote(
      trx: Transaction<DB>,
      v: { kind: LeadKind; id: number; operatorId: number; body: string; at: Date },
    ): Promise<number> {
      const row = await trx
        .insertInto('lead_notes')
        .values({
          [noteColumnOf[v.kind]]: v.id,
          operator_id: v.operatorId,
          body: v.body,
          created_at: v.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The notes of these leads, oldest first, by `${kind}:${id}`. */
    async notesOf(q: Db, leads: readonly Pick<LeadRow, 'kind' | 'id'>[]) {
      const ids = (kind: LeadKind) => leads.filter((l) => l.kind === kind).map((l) => l.id);
      const byLead = new Map<string, LeadNote[]>();
      if (leads.length === 0) return byLead;
      const rows = await q
        .selectFrom('lead_notes as n')
        .innerJoin('users as u', 'u.id', 'n.operator_id')
        .select([
          'n.id',
          'n.partner_enquiry_id',
          'n.notify_request_id',
          'n.operator_id',
          'u.display_name',
          'n.body',
          'n.created_at',
        ])
        .where((eb) => {
          const partner = ids('partner');
          const notify = ids('notify');
          return eb.or([
            ...(partner.length > 0 ? [eb('n.partner_enquiry_id', 'in', partner)] : []),
            ...(notify.length > 0 ? [eb('n.notify_request_id', 'in', notify)] : []),
          ]);
        })
        .orderBy('n.id')
        .execute();
      for (const r of rows) {
        const key =
          r.partner_enquiry_id !== null ? `partner:${r.partner_enquiry_id}` : `notify:${r.notify_request_id}`;
        const list = byLead.get(key) ?? [];
        list.push({
          id: r.id,
          body: r.body,
          operatorId: r.operator_id,
          operatorName: r.display_name,
          at: r.created_at.toISOString(),
        });
        byLead.set(key, list);
      }
      return byLead;
    },

    /** The topics with at least one request still waiting for its launch mail (an index answers). */
    async topicsAwaitingMail(): Promise<string[]> {
      const rows = await db
        .selectFrom('notify_requests')
        .select('topic')
        .distinct()
        .where('mailed_at', 'is', null)
        .where('unsubscribed_at', 'is', null)
        .execute();
      return rows.map((r) => r.topic);
    },

    /**
     * Claims the next request of `topic` still waiting for its mail: its row locked until `trx` ends,
     * skipped by every other process's claim meanwhile (SKIP LOCKED), so N processes never mail twice.
     */
    claimAwaitingMail(trx: Transaction<DB>, topic: string) {
      return trx
        .selectFrom('notify_requests')
        .select(['id', 'email', 'topic', 'unsubscribe_token'])
        .where('topic', '=', topic)
        .where('mailed_at', 'is', null)
        .where('unsubscribed_at', 'is', null)
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
    },

    /** Marks the claimed request mailed; false when it was not waiting any more (nothing changed). */
    async markMailed(trx: Transaction<DB>, id: number, at: Date): Promise<boolean> {
      const row = await trx
        .updateTable('notify_requests')
        .set({ mailed_at: at })
        .where('id', '=', id)
        .where('mailed_at', 'is', null)
        .where('unsubscribed_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Unsubscribes the request of `token`: its topic and whether this call did it; undefined: no such token. */
    async unsubscribe(token: string, at: Date) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('notify_requests')
          .select(['id', 'topic', 'unsubscribed_at'])
          .where('unsubscribe_token', '=', token)
          .forUpdate()
          .executeTakeFirst();
        if (!row) return undefined;
        if (row.unsubscribed_at) return { topic: row.topic, done: false };
        await trx
          .updateTable('notify_requests')
          .set({ unsubscribed_at: at })
          .where('id', '=', row.id)
          .execute();
        return { topic: row.topic, done: true };
      });
    },
  };
}
export type LeadsRepo = ReturnType<typeof leadsRepo>;
