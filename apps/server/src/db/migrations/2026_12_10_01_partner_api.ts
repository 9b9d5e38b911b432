import { sql, type Kysely } from 'kysely';

/**
 * A partner's integration (docs/partner-api.md), each table a partner's own under the same policy as
 * the others (docs/decisions/050):
 * - `api_keys`: by the SHA-256 of their token (never the token), with their scopes;
 * - `webhook_endpoints`: where events go, with the signing secret sealed by the server's key;
 * - `webhook_deliveries`: one row per event and endpoint — the outbox the sender works through and the
 *   log the operator reads. Written by triggers on the rows that are the events (docs/decisions/051),
 *   in the transaction that writes them: an entry, a prize posting, a contest's settlement, a
 *   withdrawal's state.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const owned = sql`partner_id integer not null references partners (id)
    default nullif(current_setting('app.partner_id', true), '')::integer`;
  const policy = async (table: string) => {
    await sql`alter table ${sql.id(table)} enable row level security`.execute(db);
    await sql`create policy partner_rows on ${sql.id(table)}
              using (partner_id = nullif(current_setting('app.partner_id', true), '')::integer)`.execute(db);
  };

  await sql`
    create table api_keys (
      ${owned},
      id integer primary key generated always as identity,
      name text not null check (length(name) between 1 and 60),
      prefix text not null check (length(prefix) between 4 and 16),
      token_hash text not null unique check (token_hash ~ '^[A-Za-z0-9_-]{43}$'),
      scopes text[] not null check (cardinality(scopes) > 0),
      created_by integer not null references users (id),
      created_at timestamptz not null,
      last_used_at timestamptz,
      revoked_at timestamptz)`.execute(db);
  await policy('api_keys');

  await sql`
    create table webhook_endpoints (
      ${owned},
      id integer primary key generated always as identity,
      url text not null check (length(url) between 1 and 500),
      events text[] not null check (cardinality(events) > 0 and events <@
        array['entry.created', 'contest.settled', 'prize.paid', 'withdrawal.changed']),
      secret_box text not null,
      enabled boolean not null default true,
      created_by integer not null references users (id),
      created_at timestamptz not null)`.execute(db);
  await policy('webhook_endpoints');

  await sql`
    create table webhook_deliveries (
      ${owned},
      id integer primary key generated always as identity,
      endpoint_id integer not null references webhook_endpoints (id) on delete cascade,
      event_id uuid not null,
      event text not null check (event in
        ('entry.created', 'contest.settled', 'prize.paid', 'withdrawal.changed', 'ping')),
      data jsonb not null,
      created_at timestamptz not null,
      status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
      attempts integer not null default 0 check (attempts >= 0),
      next_attempt_at timestamptz,
      last_attempt_at timestamptz,
      response_status integer,
      last_error text check (length(last_error) <= 300),
      replay_of integer references webhook_deliveries (id) on delete set null)`.execute(db);
  await policy('webhook_deliveries');
  // The sender's queue (never attempted first, then by when each is due) and each endpoint's log.
  await sql`create index webhook_deliveries_due on webhook_deliveries (next_attempt_at nulls first, id)
            where status = 'pending'`.execute(db);
  await sql`create index webhook_deliveries_log on webhook_deliveries (endpoint_id, id desc)`.execute(db);

  // The sender's due work across every partner in one query, as the engines find theirs (migration
  // 2026_12_09_03): only what a step needs to find its row; the step runs as the row's partner's.
  await sql`
    create function due_webhook_deliveries(due_by timestamptz, most integer)
      returns table (partner_id integer, id integer)
      language sql stable security definer set search_path = pg_catalog, public
      as $$ select d.partner_id, d.id from webhook_deliveries d
            join webhook_endpoints e on e.id = d.endpoint_id and e.enabled
            where d.status = 'pending' and (d.next_attempt_at is null or d.next_attempt_at <= due_by)
            order by d.next_attempt_at nulls first, d.id limit most $$`.execute(db);

  // One event for every endpoint of the row's partner that asked for it: the same event id in each.
  await sql`
    create function webhook_enqueue(p_partner integer, p_event text, p_at timestamptz, p_data jsonb)
      returns void language sql as $$
        insert into webhook_deliveries (partner_id, endpoint_id, event_id, event, data, created_at)
        select p_partner, e.id, ev.id, p_event, p_data, p_at
          from (select gen_random_uuid() as id) ev
          join webhook_endpoints e on e.partner_id = p_partner and e.enabled and p_event = any (e.events)
      $$`.execute(db);

  const trigger = async (name: string, on: string, when: string, body: string) => {
    await sql
      .raw(
        `create function ${name}() returns trigger language plpgsql as $$
           begin ${body}; return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(`create trigger ${name} ${on} for each row when (${when}) execute function ${name}()`)
      .execute(db);
  };
  await trigger(
    'webhook_entry_created',
    'after insert on entries',
    'true',
    `perform webhook_enqueue(new.partner_id, 'entry.created', new.created_at, jsonb_build_object(
       'entryId', new.id, 'kind', new.contest_kind, 'contestId', new.contest_id, 'playerId', new.user_id))`,
  );
  await trigger(
    'webhook_prize_paid',
    'after insert on ledger_entries',
    `new.kind = 'prize'`,
    `perform webhook_enqueue(new.partner_id, 'prize.paid', new.created_at, jsonb_build_object(
       'transactionId', new.id, 'playerId', new.user_id, 'currency', new.currency, 'amount', new.amount,
       'reference', new.reference, 'description', new.description))`,
  );
  await trigger(
    'webhook_lottery_settled',
    'after update of settled_at on lottery_games',
    'old.settled_at is null and new.settled_at is not null',
    `perform webhook_enqueue(new.partner_id, 'contest.settled', new.settled_at, jsonb_build_object(
       'kind', 'lottery', 'contestId', new.id, 'version', 1))`,
  );
  await trigger(
    'webhook_sports_settled',
    'after update of settled_version on sports_contests',
    'new.settled_version > old.settled_version',
    `perform webhook_enqueue(new.partner_id, 'contest.settled', new.settled_at, jsonb_build_object(
       'kind', 'sports', 'contestId', new.id, 'version', new.settled_version))`,
  );
  await trigger(
    'webhook_draft_settled',
    'after update of settled_at on draft_contests',
    'old.settled_at is null and new.settled_at is not null',
    `perform webhook_enqueue(new.partner_id, 'contest.settled', new.settled_at, jsonb_build_object(
       'kind', 'draft', 'contestId', new.id, 'version', 1))`,
  );
  const withdrawal = `perform webhook_enqueue(new.partner_id, 'withdrawal.changed',
       coalesce(new.decided_at, new.created_at), jsonb_build_object(
       'withdrawalId', new.id, 'playerId', new.user_id, 'amountCents', new.amount_cents,
       'status', new.status))`;
  await trigger('webhook_withdrawal_requested', 'after insert on withdrawals', 'true', withdrawal);
  await trigger(
    'webhook_withdrawal_decided',
    'after update of status on withdrawals',
    'old.status is distinct from new.status',
    withdrawal,
  );
}
