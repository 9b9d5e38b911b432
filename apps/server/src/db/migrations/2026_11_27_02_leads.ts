import { sql, type Kysely } from 'kysely';

/**
 * Leads (decision 024): a status and notes for partner enquiries and Notify Me requests, and the
 * launch mail of each Notify Me request (docs/decisions/024). "Mailed once" and "never mailed after
 * unsubscribing" are the database's rules, not only the job's: a trigger refuses to change `mailed_at`
 * or `unsubscribed_at` once set, and a check refuses a mail written after the unsubscribe.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const status = (table: string) =>
    db.schema
      .alterTable(table)
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('new')
          .check(sql`status in ('new', 'contacted', 'closed')`),
      )
      .execute();
  await status('partner_enquiries');
  await status('notify_requests');

  await db.schema
    .alterTable('notify_requests')
    // The unsubscribe link's secret: random, unique, one per request (existing rows get theirs now).
    .addColumn('unsubscribe_token', 'uuid', (c) =>
      c
        .notNull()
        .unique()
        .defaultTo(sql`gen_random_uuid()`),
    )
    .addColumn('mailed_at', 'timestamptz')
    .addColumn('unsubscribed_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('notify_requests')
    .addCheckConstraint(
      'notify_requests_not_mailed_after_unsubscribe',
      sql`mailed_at is null or unsubscribed_at is null or mailed_at <= unsubscribed_at`,
    )
    .execute();
  // The launch-mail job's question, "who of this topic still waits for the mail", answered by an index.
  await sql`create index notify_requests_awaiting_mail_idx on notify_requests (topic, id)
    where mailed_at is null and unsubscribed_at is null`.execute(db);
  await sql`
    create function notify_requests_once() returns trigger language plpgsql as $$
    begin
      if old.mailed_at is not null and new.mailed_at is distinct from old.mailed_at then
        raise exception 'notify_requests.mailed_at is written once'
          using errcode = 'check_violation', constraint = 'notify_requests_mailed_once';
      end if;
      if old.unsubscribed_at is not null and new.unsubscribed_at is distinct from old.unsubscribed_at then
        raise exception 'notify_requests.unsubscribed_at is written once'
          using errcode = 'check_violation', constraint = 'notify_requests_unsubscribed_once';
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger notify_requests_once before update on notify_requests
      for each row execute function notify_requests_once()`.execute(db);

  // Notes: an append-only list per lead with who and when (a note is never edited; a new one corrects it).
  await db.schema
    .createTable('lead_notes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('partner_enquiry_id', 'integer', (c) => c.references('partner_enquiries.id'))
    .addColumn('notify_request_id', 'integer', (c) => c.references('notify_requests.id'))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('body', 'text', (c) => c.notNull().check(sql`length(body) between 1 and 2000`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'lead_notes_one_lead',
      sql`(partner_enquiry_id is null) <> (notify_request_id is null)`,
    )
    .execute();
  await db.schema
    .createIndex('lead_notes_partner_idx')
    .on('lead_notes')
    .column('partner_enquiry_id')
    .execute();
  await db.schema.createIndex('lead_notes_notify_idx').on('lead_notes').column('notify_request_id').execute();
  await sql`
    create function lead_notes_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'lead_notes is append-only: % refused', tg_op
        using errcode = 'restrict_violation', constraint = 'lead_notes_append_only';
    end $$`.execute(db);
  await sql`
    create trigger lead_notes_no_change before update or delete on lead_notes
      for each row execute function lead_notes_append_only()`.execute(db);
}
