import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { appendOnlyTables } from './app-role';

// Append-only rows are never deleted, not even as the side effect of deleting what they refer to
// (docs/decisions/036). Runs on PGlite and, with DATABASE_URL, on PostgreSQL, as the tables' owner:
// the database's own rules, whoever writes.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('append-only rows and foreign keys', () => {
  it('knows the append-only tables by their triggers', async () => {
    expect(await appendOnlyTables(t.owner)).toEqual(
      expect.arrayContaining([
        'content_page_versions',
        'lead_notes',
        'ledger_entries',
        'ledger_receivables',
        'operator_audit_log',
        'powerplay_uses',
      ]),
    );
  });

  it('no foreign key of an append-only table cascades, sets null or sets a default on delete or update', async () => {
    const tables = await appendOnlyTables(t.owner);
    const { rows } = await sql<{ name: string; table: string; onDelete: string; onUpdate: string }>`
      select conname as name, conrelid::regclass::text as table,
             confdeltype as "onDelete", confupdtype as "onUpdate"
      from pg_constraint where contype = 'f'`.execute(t.owner);
    const ofAppendOnly = rows.filter((r) => tables.includes(r.table));
    expect(ofAppendOnly.map((r) => r.name)).toContain('powerplay_uses_entry_id_fkey');
    // a: no action, r: restrict. c (cascade), n (set null) and d (set default) would change the rows.
    expect(ofAppendOnly.filter((r) => !'ar'.includes(r.onDelete) || !'ar'.includes(r.onUpdate))).toEqual([]);
  });

  it('deleting an entry or its player is refused while a powerplay use refers to it, and the use stays', async () => {
    const db = t.owner;
    const { rows: users } = await sql<{ id: number }>`
      insert into users (display_name, email, password_hash, country, province, over18, accepted_terms_at)
      values ('Cascade Check', 'cascade-check@example.com', 'x', 'CA', 'ON', true, now())
      returning id`.execute(db);
    const userId = users[0]!.id;
    const { rows: entries } = await sql<{ id: number }>`
      insert into entries (user_id, contest_kind, contest_id, created_at)
      values (${userId}, 'fantasy', 987654, now()) returning id`.execute(db);
    const entryId = entries[0]!.id;
    await sql`insert into powerplay_uses (entry_id, use_number, powerplay_id, state_before, state_after, created_at)
              values (${entryId}, 1, 1, '{}', '{}', now())`.execute(db);

    await expect(sql`delete from entries where id = ${entryId}`.execute(db)).rejects.toThrow(
      /powerplay_uses_entry_id_fkey/,
    );
    // The player's entries cascade, and the entry's delete is refused in turn.
    await expect(sql`delete from users where id = ${userId}`.execute(db)).rejects.toThrow(
      /powerplay_uses_entry_id_fkey/,
    );
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from powerplay_uses where entry_id = ${entryId}`.execute(db);
    expect(rows[0]!.n).toBe(1);
    const { rows: still } = await sql<{ n: number }>`
      select count(*)::int as n from entries where id = ${entryId}`.execute(db);
    expect(still[0]!.n).toBe(1);
  });
});
