import { sql, type Kysely, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { appendOnlyTables, createAppRole } from '../src/db/app-role';
import type { DB } from '../src/db/schema';
import { api, createTestApp, registerPlayer, type TestApp } from './helpers';

// Runs only in the PostgreSQL suite (see vitest.config.ts). The test app serves as the run's app role,
// made by create-app-role's code (test/global-setup.ts); `t.owner` is the superuser (docs/decisions/036).
let t: TestApp;
let app: Kysely<DB>;
beforeAll(async () => {
  t = await createTestApp();
  app = t.database.db;
});
afterAll(async () => {
  await t.close();
});

/** Resolves to the SQLSTATE the statement failed with, or 'ok'. */
async function outcome(statement: RawBuilder<unknown>, db: Kysely<DB> = app): Promise<string> {
  try {
    await db.transaction().execute((trx) => statement.execute(trx));
    return 'ok';
  } catch (err) {
    return (err as { code?: string }).code ?? String(err);
  }
}
const DENIED = '42501';

async function tables(): Promise<string[]> {
  const { rows } = await sql<{ table: string }>`
    select tablename as table from pg_tables where schemaname = current_schema() order by 1`.execute(t.owner);
  return rows.map((r) => r.table);
}

describe('the role the servers serve as', () => {
  it('is a plain login role: no superuser, createrole, createdb, bypassrls or replication, owning nothing', async () => {
    const { rows } = await sql<Record<string, unknown>>`
      select current_user as name, rolsuper, rolcreaterole, rolcreatedb, rolbypassrls, rolreplication,
             rolcanlogin,
             exists (select 1 from pg_class where relowner = r.oid) as owns
      from pg_roles r where rolname = current_user`.execute(app);
    expect(rows[0]).toEqual({
      name: 'powerplay_app_test',
      rolsuper: false,
      rolcreaterole: false,
      rolcreatedb: false,
      rolbypassrls: false,
      rolreplication: false,
      rolcanlogin: true,
      owns: false,
    });
  });

  it('reads and writes rows: a player signs up and plays through the API, rows are selected', async () => {
    const player = await registerPlayer(t.app);
    expect((await api(t.app, 'GET', '/api/auth/me', { token: player.token })).statusCode).toBe(200);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from users where id = ${player.user.id}`.execute(app);
    expect(rows[0]!.n).toBe(1);
    expect(await outcome(sql`update users set first_name = 'Ann' where id = ${player.user.id}`)).toBe('ok');
    expect(await outcome(sql`select nextval(pg_get_serial_sequence('embed_origins', 'id'))`)).toBe('ok');
  });

  it('may not UPDATE or DELETE any append-only table (the withdrawal hold status aside)', async () => {
    const appendOnly = await appendOnlyTables(t.owner);
    expect(appendOnly.length).toBeGreaterThanOrEqual(6);
    for (const table of appendOnly) {
      const { rows } = await sql<{ column: string }>`
        select column_name as column from information_schema.columns
        where table_schema = current_schema() and table_name = ${table} and column_name <> 'status'
          and is_identity = 'NO' and is_generated = 'NEVER'
        order by ordinal_position limit 1`.execute(t.owner);
      const column = sql.id(rows[0]!.column);
      expect([table, await outcome(sql`update ${sql.id(table)} set ${column} = ${column}`)]).toEqual([
        table,
        DENIED,
      ]);
      expect([table, await outcome(sql`delete from ${sql.id(table)}`)]).toEqual([table, DENIED]);
      expect([table, await outcome(sql`insert into ${sql.id(table)} default values`)]).not.toEqual([
        table,
        DENIED,
      ]);
    }
    // The one column it may update, still guarded by the ledger's trigger.
    expect(await outcome(sql`update ledger_entries set status = status where false`)).toBe('ok');
  });

  it('may not TRUNCATE any table, nor write the migrations’ tables or move a sequence', async () => {
    for (const table of await tables()) {
      expect([table, await outcome(sql`truncate ${sql.id(table)}`)]).toEqual([table, DENIED]);
    }
    expect(await outcome(sql`select count(*) from kysely_migration`)).toBe('ok');
    expect(await outcome(sql`delete from kysely_migration`)).toBe(DENIED);
    expect(await outcome(sql`insert into kysely_migration (name, timestamp) values ('x', 'y')`)).toBe(DENIED);
    expect(await outcome(sql`update kysely_migration_lock set is_locked = 0`)).toBe(DENIED);
    expect(await outcome(sql`select setval(pg_get_serial_sequence('embed_origins', 'id'), 1)`)).toBe(DENIED);
  });

  it('may not switch triggers off, by table or by session', async () => {
    for (const table of await appendOnlyTables(t.owner)) {
      expect([table, await outcome(sql`alter table ${sql.id(table)} disable trigger all`)]).toEqual([
        table,
        DENIED,
      ]);
    }
    expect(await outcome(sql`alter table users disable trigger user`)).toBe(DENIED);
    expect(await outcome(sql`set session_replication_role = replica`)).toBe(DENIED);
    expect(await outcome(sql`set local session_replication_role = replica`)).toBe(DENIED);
  });

  it('may not change the schema: no CREATE, DROP or ALTER, no temporary tables, no grants', async () => {
    expect(await outcome(sql`create table intruder (id int)`)).toBe(DENIED);
    expect(await outcome(sql`create temporary table users (id int)`)).toBe(DENIED);
    expect(await outcome(sql`create function intruder() returns int language sql as 'select 1'`)).toBe(
      DENIED,
    );
    expect(await outcome(sql`drop table lead_notes`)).toBe(DENIED);
    expect(await outcome(sql`alter table users add column intruder text`)).toBe(DENIED);
    expect(await outcome(sql`alter table ledger_entries drop constraint ledger_entries_user_id_fkey`)).toBe(
      DENIED,
    );
    expect(await outcome(sql`drop trigger operator_audit_log_no_change on operator_audit_log`)).toBe(DENIED);
    expect(await outcome(sql`create schema intruder`)).toBe(DENIED);
    expect(await outcome(sql`alter role current_user superuser`)).toBe(DENIED);
    // Granting what it does not hold with a grant option is no grant at all (a warning, not an error).
    await app.transaction().execute((trx) => sql`grant update on operator_audit_log to public`.execute(trx));
    const { rows } = await sql<{ may: boolean }>`
      select has_table_privilege('public', 'operator_audit_log', 'update') as may`.execute(t.owner);
    expect(rows[0]!.may).toBe(false);
  });
});

describe('create-app-role', () => {
  it('updates an existing role to the same privileges, storing a SCRAM verifier, not the password', async () => {
    // The run's own password: the role is shared by every file of the run.
    const { password } = inject('pgAppRole')!;
    expect(await createAppRole(t.owner, 'powerplay_app_test', password)).toBe('updated');
    const { rows } = await sql<{ secret: string }>`
      select rolpassword as secret from pg_authid where rolname = 'powerplay_app_test'`.execute(t.owner);
    expect(rows[0]!.secret).toMatch(/^SCRAM-SHA-256\$4096:/);
    expect(rows[0]!.secret).not.toContain(password);
    // Still exactly the app's privileges.
    expect(await outcome(sql`delete from powerplay_uses`)).toBe(DENIED);
    expect(await outcome(sql`select count(*) from users`)).toBe('ok');
  });

  it('refuses a name that is not a plain identifier, and a role that is a superuser or owns the tables', async () => {
    await expect(createAppRole(t.owner, 'x"; drop table users; --', 'long-enough-password!')).rejects.toThrow(
      /role name/,
    );
    await expect(createAppRole(t.owner, 'powerplay_app_test', 'short')).rejects.toThrow(/password/);
    // The owner itself (here the superuser of DATABASE_URL).
    const { rows } = await sql<{ me: string }>`select current_user as me`.execute(t.owner);
    await expect(createAppRole(t.owner, rows[0]!.me, 'long-enough-password!')).rejects.toThrow(
      /the one migrating/,
    );
  });
});
