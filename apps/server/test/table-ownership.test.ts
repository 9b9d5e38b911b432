import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Features talk to each other through services, never through each other's tables (docs/architecture.md
 * "Guiding principles"; was "Platform services"). Every table has one owner module: only it may insert,
 * update or delete rows, and only it may read them, except the tables in `sharedReads`, which any module may
 * read (never write). Migrations and seeding (src/db) create the tables and are exempt; tests may set up data
 * as they like.
 */
const owners: Record<string, string> = {
  ledger_entries: 'features/ledger/',
  ledger_receivables: 'features/ledger/',
  subscriptions: 'features/accounts/membership-repo.ts',
  users: 'features/accounts/',
  login_failures: 'features/accounts/',
  password_resets: 'features/accounts/',
  mail_outbox: 'platform/mail-repo.ts',
  sessions: 'platform/session-repo.ts',
  idempotency_records: 'platform/idempotency-repo.ts',
  operator_audit_log: 'platform/audit-repo.ts',
  // Written only by the database's triggers (migration 2026_11_27_04), read by the dashboard.
  analytics_daily: 'features/analytics/',
  analytics_active_days: 'features/analytics/',
  entries: 'features/entries/',
  powerplay_inventory: 'features/powerplays/',
  powerplay_uses: 'features/powerplays/',
  lottery_games: 'features/lottery/',
  lottery_draws: 'features/lottery/',
  lottery_entries: 'features/lottery/',
  lottery_tier_results: 'features/lottery/',
  store_products: 'features/store/',
  store_orders: 'features/store/',
  withdrawals: 'features/wallet/',
  rg_limits: 'features/responsible-gaming/',
  rg_exclusions: 'features/responsible-gaming/',
  content_pages: 'features/content/',
  content_page_versions: 'features/content/',
  partner_enquiries: 'features/content/',
  notify_requests: 'features/content/',
  lead_notes: 'features/content/',
  sports: 'features/sports/',
  sports_game_types: 'features/sports/',
  sports_game_type_layouts: 'features/sports/',
  sports_contest_rules: 'features/sports/',
  sports_teams: 'features/sports/',
  sports_game_sets: 'features/sports/',
  sports_matches: 'features/sports/',
  sports_feed_updates: 'features/sports/',
  sports_contests: 'features/sports/',
  sports_prize_rows: 'features/sports/',
  sports_entries: 'features/sports/',
  sports_prize_splits: 'features/sports/',
  draft_prospects: 'features/draft/',
  draft_contests: 'features/draft/',
  draft_picks: 'features/draft/',
  draft_entries: 'features/draft/',
  draft_prize_splits: 'features/draft/',
  brand_settings: 'features/brand/',
  private_contests: 'features/friends/',
  private_contest_members: 'features/friends/',
  leagues: 'features/friends/',
  league_members: 'features/friends/',
  league_seasons: 'features/friends/',
  league_schedules: 'features/friends/',
  notifications: 'features/notifications/',
  notification_preferences: 'features/notifications/',
  notification_mail_clock: 'features/notifications/',
  embed_origins: 'features/embed/',
  api_keys: 'features/api-keys/',
  webhook_endpoints: 'features/webhooks/',
  webhook_deliveries: 'features/webhooks/',
  book_checks: 'features/books/',
  partners: 'features/partners/',
  partner_domains: 'features/partners/',
  email_verifications: 'features/accounts/',
  self_exclusion_registry: 'features/responsible-gaming/',
};

/** Tables any module may read, and why. */
const sharedReads: Record<string, string> = {
  users:
    "the players' identity (id, display name, email, role): read models join it to show who, the " +
    "session lookup reads the role, and the ledger locks a player's row as its own trigger does",
};

/**
 * The analytics read model (docs/decisions/025): besides its rollup, this one file may read (never
 * write) the small tables whose aggregates the dashboard shows and the contests running now, so each
 * figure is one SQL aggregate, not rows copied between services.
 */
const analyticsReader = 'features/analytics/repo.ts';
const analyticsReads = ['withdrawals', 'lottery_games', 'sports_game_sets'];

const src = path.resolve(import.meta.dirname, '../src');
const sources = (readdirSync(src, { recursive: true }) as string[])
  .map((f) => f.split(path.sep).join('/'))
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('db/'));

const writePatterns = [
  /\b(?:insertInto|updateTable|deleteFrom|mergeInto)\(\s*'([a-z_]+)/g,
  /\b(?:insert\s+into|update|delete\s+from)\s+([a-z_]+)\b/gi,
];
const readPatterns = [
  /\b(?:selectFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*'([a-z_]+)/g,
  /\b(?:from|join)\s+([a-z_]+)\b/gi,
];

/** Every (file, table) pair where the file uses the table so: query builder or raw SQL. */
function uses(patterns: RegExp[]): { file: string; table: string }[] {
  const found: { file: string; table: string }[] = [];
  for (const file of sources) {
    const text = readFileSync(path.join(src, file), 'utf8');
    for (const re of patterns)
      for (const m of text.matchAll(re)) if (m[1]! in owners) found.push({ file, table: m[1]! });
  }
  return found;
}

const writes = () => uses(writePatterns);
const reads = () => uses(readPatterns);

describe('table ownership', () => {
  it('finds the writers and readers it checks (the scan works)', () => {
    const written = new Set(writes().map((w) => w.table));
    expect(written).toContain('ledger_entries');
    expect(written).toContain('subscriptions');
    expect(written).toContain('entries');
    const read = reads();
    expect(read).toContainEqual({ file: 'features/sports/repo.ts', table: 'sports_contests' });
    expect(read).toContainEqual({ file: 'platform/session-repo.ts', table: 'users' });
  });

  it('lets only each table’s owner write it', () => {
    const strangers = writes().filter((w) => !w.file.startsWith(owners[w.table]!));
    expect(strangers).toEqual([]);
  });

  it('lets only each table’s owner read it, but for the shared tables', () => {
    const strangers = reads().filter(
      (r) =>
        !r.file.startsWith(owners[r.table]!) &&
        !(r.table in sharedReads) &&
        !(r.file === analyticsReader && analyticsReads.includes(r.table)),
    );
    expect(strangers).toEqual([]);
  });

  it('shares only tables it knows', () => {
    for (const table of Object.keys(sharedReads)) expect(owners).toHaveProperty(table);
    for (const table of analyticsReads) expect(owners).toHaveProperty(table);
  });

  it('changes users.club in one module only', () => {
    const clubWriters = sources.filter((file) =>
      /updateTable\(\s*'users'\s*\)[\s\S]{0,120}?\bclub\b|update\s+users\s+set\s+[^;]*\bclub\b/i.test(
        readFileSync(path.join(src, file), 'utf8'),
      ),
    );
    expect(clubWriters).toEqual(['features/accounts/membership-repo.ts']);
  });
});
