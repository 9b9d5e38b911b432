import { sql, type Kysely } from 'kysely';

/**
 * Notifications (docs/rules/notifications.md), a partner's rows under the same policy as the others
 * (docs/decisions/050).
 * - `notifications`: one row per player, kind and subject (the event it reports: `lottery:12`,
 *   `withdrawal:7:paid`): the unique key makes every producer's insert happen once, however many
 *   processes and jobs run it. The row is also its mail's outbox (`mail`).
 * - `notification_preferences`: a player's email choice per kind, where they made one (else the
 *   default).
 * - `notification_mail_clock`: when a player was last mailed "starts soon" (at most one an hour).
 * - `mail_outbox` grows what a mail needs beyond text (an HTML part, headers such as List-Unsubscribe)
 *   and when it went out over SMTP (a relay's claim leases it, so a process that dies mid-send leaves
 *   it to another): every mail is a row written in its cause's transaction, sent after.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const owned = sql`partner_id integer not null references partners (id)
    default nullif(current_setting('app.partner_id', true), '')::integer`;
  const policy = async (table: string) => {
    await sql`alter table ${sql.id(table)} enable row level security`.execute(db);
    await sql`create policy partner_rows on ${sql.id(table)}
              using (partner_id = nullif(current_setting('app.partner_id', true), '')::integer)`.execute(db);
  };
  const kinds = sql`('starts_soon', 'locked', 'live', 'cancelled', 'settled', 'friend_joined',
    'league_contest', 'withdrawal')`;

  await sql`
    create table notifications (
      ${owned},
      id integer primary key generated always as identity,
      user_id integer not null references users (id),
      kind text not null check (kind in ${kinds}),
      subject text not null check (length(subject) between 1 and 100),
      params jsonb not null default '{}',
      link text not null check (link ~ '^/'),
      created_at timestamptz not null,
      read_at timestamptz,
      -- Its mail: decided by the mail job after the fact (the player's choice, self-exclusion, the hour
      -- between "starts soon" mails), so no producer waits on mail.
      mail text not null default 'pending' check (mail in ('pending', 'sent', 'skipped')),
      unique (user_id, kind, subject))`.execute(db);
  await policy('notifications');
  await sql`create index notifications_player on notifications (user_id, id desc)`.execute(db);
  await sql`create index notifications_unread on notifications (user_id) where read_at is null`.execute(db);
  await sql`create index notifications_mail_pending on notifications (id) where mail = 'pending'`.execute(db);

  await sql`
    create table notification_preferences (
      ${owned},
      user_id integer not null references users (id),
      kind text not null check (kind in ${kinds}),
      email boolean not null,
      primary key (user_id, kind))`.execute(db);
  await policy('notification_preferences');

  await sql`
    create table notification_mail_clock (
      ${owned},
      user_id integer primary key references users (id),
      starts_soon_mailed_at timestamptz not null)`.execute(db);
  await policy('notification_mail_clock');

  await sql`
    alter table mail_outbox
      add column html text,
      add column headers jsonb not null default '{}',
      add column sent_at timestamptz,
      add column claimed_until timestamptz`.execute(db);
  await sql`create index mail_outbox_unsent on mail_outbox (id) where sent_at is null`.execute(db);
}
