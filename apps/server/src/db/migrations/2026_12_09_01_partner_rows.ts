import { sql, type Kysely } from 'kysely';

/**
 * Every row a partner owns names its partner, and the database shows a transaction only its partner's
 * rows (docs/partners.md "What a partner owns", docs/decisions/050). `partner_id` defaults to the
 * connection's partner (`app.partner_id`), so a write needs no code to say whose it is and cannot say
 * another's: the policy refuses a row of any other partner, and without a partner a query sees nothing
 * and an insert fails. Rows written before partners existed are the default partner's (id 1).
 *
 * Shared by every partner, without a policy: the sports and draft reference data (sports, game types,
 * teams, game sets and their matches and feed, prospects), the store's products, and the partners.
 */
const OWNED = [
  'users',
  'sessions',
  'login_failures',
  'password_resets',
  'mail_outbox',
  'subscriptions',
  'rg_limits',
  'rg_exclusions',
  'idempotency_records',
  'withdrawals',
  'store_orders',
  'ledger_entries',
  'ledger_receivables',
  'entries',
  'powerplay_inventory',
  'powerplay_uses',
  'lottery_games',
  'lottery_draws',
  'lottery_entries',
  'lottery_tier_results',
  'sports_contests',
  'sports_prize_rows',
  'sports_entries',
  'sports_prize_splits',
  'draft_contests',
  'draft_picks',
  'draft_entries',
  'draft_prize_splits',
  'content_pages',
  'content_page_versions',
  'partner_enquiries',
  'notify_requests',
  'lead_notes',
  'operator_audit_log',
  'brand_settings',
  'embed_origins',
  'analytics_daily',
  'analytics_active_days',
  'book_checks',
];

/** The roots a partner's other rows hang from: a foreign key to the partner (the rest follow their root). */
const ROOTS = new Set([
  'users',
  'lottery_games',
  'sports_contests',
  'draft_contests',
  'content_pages',
  'brand_settings',
  'embed_origins',
  'partner_enquiries',
  'notify_requests',
]);

const CURRENT_PARTNER = `nullif(current_setting('app.partner_id', true), '')::integer`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  for (const table of OWNED) {
    // A constant default first: the existing rows become the default partner's without a rewrite.
    await run(`alter table ${table} add column partner_id integer not null default 1`);
    await run(`alter table ${table} alter column partner_id set default ${CURRENT_PARTNER}`);
    if (ROOTS.has(table)) {
      await run(`alter table ${table} add constraint ${table}_partner_fkey
                 foreign key (partner_id) references partners (id)`);
    }
    await run(`alter table ${table} enable row level security`);
    await run(`create policy partner_rows on ${table} using (partner_id = ${CURRENT_PARTNER})`);
  }

  // What is unique per partner: two partners may each have a player called "Sam", a page "about", a
  // 747 draw at 8 pm and a demo draft at the same hour.
  await run(`drop index users_email_lower_key`);
  await run(`create unique index users_email_lower_key on users (partner_id, lower(email))`);
  await run(`drop index users_display_name_lower_key`);
  await run(`create unique index users_display_name_lower_key on users (partner_id, lower(display_name))`);
  await run(`drop index notify_requests_email_topic_key`);
  await run(
    `create unique index notify_requests_email_topic_key on notify_requests (partner_id, lower(email), topic)`,
  );
  await run(`drop index lottery_games_type_start_key`);
  await run(
    `create unique index lottery_games_type_start_key on lottery_games (partner_id, game_type, start_at)`,
  );
  await run(`drop index draft_contests_demo_slot`);
  await run(
    `create unique index draft_contests_demo_slot on draft_contests (partner_id, start_at) where created_by = 'demo'`,
  );
  await run(`alter table embed_origins drop constraint embed_origins_origin_key`);
  await run(`alter table embed_origins add constraint embed_origins_origin_key unique (partner_id, origin)`);
  // One brand per partner (its row id stays 1).
  await run(`alter table brand_settings drop constraint brand_settings_pkey`);
  await run(`alter table brand_settings add primary key (partner_id, id)`);
  // A page's slug is per partner, and so are its versions.
  await run(`alter table content_page_versions drop constraint content_page_versions_slug_fkey`);
  await run(`alter table content_page_versions drop constraint content_page_versions_slug_version_key`);
  await run(`alter table content_pages drop constraint content_pages_pkey`);
  await run(`alter table content_pages add primary key (partner_id, slug)`);
  await run(`alter table content_page_versions add constraint content_page_versions_slug_version_key
             unique (partner_id, slug, version)`);
  await run(`alter table content_page_versions add constraint content_page_versions_slug_fkey
             foreign key (partner_id, slug) references content_pages (partner_id, slug)`);
  // A partner's name is its site's name in its first brand, which holds 60 characters.
  await run(`alter table partners drop constraint partners_name_check`);
  await run(
    `alter table partners add constraint partners_name_check check (length(btrim(name)) between 1 and 60)`,
  );
  // The analytics counters are per partner: their upserts name the partner in the conflict target.
  await run(`alter table analytics_daily drop constraint analytics_daily_pkey`);
  await run(`alter table analytics_daily add primary key (partner_id, day, metric, key, shard)`);
  const { rows } = await sql<{ definition: string }>`
    select pg_get_functiondef(p.oid) as definition from pg_proc p
    where p.pronamespace = current_schema()::regnamespace and p.proname like 'analytics\\_%\\_inserted'`.execute(
    db,
  );
  for (const { definition } of rows) {
    await run(
      definition.replaceAll(
        'on conflict (day, metric, key, shard)',
        'on conflict (partner_id, day, metric, key, shard)',
      ),
    );
  }
}
