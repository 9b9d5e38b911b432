import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Features talk to each other through services, never through each other's tables (DESIGN "Platform
 * services"). Every table has one owner module; only it may insert, update or delete rows. Migrations and
 * seeding (src/db) create the tables and are exempt; tests may set up data as they like.
 */
const owners: Record<string, string> = {
  ledger_entries: 'features/ledger/service.ts',
  ledger_receivables: 'features/ledger/service.ts',
  subscriptions: 'features/accounts/membership.ts',
  users: 'features/accounts/',
  login_failures: 'features/accounts/',
  password_resets: 'features/accounts/',
  mail_outbox: 'platform/mail.ts',
  sessions: 'platform/auth.ts',
  idempotency_records: 'platform/idempotency.ts',
  entries: 'features/entries/',
  powerplay_inventory: 'features/powerplays/',
  powerplay_uses: 'features/powerplays/',
  lottery_games: 'features/lottery/',
  lottery_draws: 'features/lottery/',
  lottery_entries: 'features/lottery/',
  lottery_tier_results: 'features/lottery/',
  fantasy_games: 'features/fantasy/',
  fantasy_players: 'features/fantasy/',
  fantasy_entries: 'features/fantasy/',
  store_products: 'features/store/',
  store_orders: 'features/store/',
  withdrawals: 'features/wallet/',
  rg_limits: 'features/responsible-gaming/',
  rg_exclusions: 'features/responsible-gaming/',
  content_pages: 'features/content/',
  partner_enquiries: 'features/content/',
  notify_requests: 'features/content/',
  sports: 'features/sports/',
  sports_game_types: 'features/sports/',
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
};

const src = path.resolve(import.meta.dirname, '../src');
const sources = (readdirSync(src, { recursive: true }) as string[])
  .map((f) => f.split(path.sep).join('/'))
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('db/'));

/** Every (file, table) pair where the file writes the table: query builder or raw SQL. */
function writes(): { file: string; table: string }[] {
  const found: { file: string; table: string }[] = [];
  const patterns = [
    /\b(?:insertInto|updateTable|deleteFrom|mergeInto)\(\s*'([a-z_]+)/g,
    /\b(?:insert\s+into|update|delete\s+from)\s+([a-z_]+)\b/gi,
  ];
  for (const file of sources) {
    const text = readFileSync(path.join(src, file), 'utf8');
    for (const re of patterns)
      for (const m of text.matchAll(re)) if (m[1]! in owners) found.push({ file, table: m[1]! });
  }
  return found;
}

describe('table ownership', () => {
  it('finds the writers it checks (the scan works)', () => {
    const tables = new Set(writes().map((w) => w.table));
    expect(tables).toContain('ledger_entries');
    expect(tables).toContain('subscriptions');
    expect(tables).toContain('entries');
  });

  it('lets only each table’s owner write it', () => {
    const strangers = writes().filter((w) => !w.file.startsWith(owners[w.table]!));
    expect(strangers).toEqual([]);
  });

  it('changes users.club in one module only', () => {
    const clubWriters = sources.filter((file) =>
      /updateTable\(\s*'users'\s*\)[\s\S]{0,120}?\bclub\b|update\s+users\s+set\s+[^;]*\bclub\b/i.test(
        readFileSync(path.join(src, file), 'utf8'),
      ),
    );
    expect(clubWriters).toEqual(['features/accounts/membership.ts']);
  });
});
