import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from './schema';

/**
 * The PostgreSQL role the servers serve as (docs/decisions/036): it reads and writes rows, and nothing
 * else. Migrations run as the owner of the tables; this role owns nothing, so it cannot change a table,
 * a trigger or a privilege, and the append-only tables take its INSERT and SELECT only.
 */

/** An unquoted PostgreSQL identifier: what a role name may be here. */
const ROLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function checkRoleName(role: string): string | null {
  if (!ROLE_NAME.test(role))
    return 'The role name must be 1 to 63 lower-case letters, digits or _, not starting with a digit';
  if (role.startsWith('pg_')) return 'The role name must not start with pg_ (reserved by PostgreSQL)';
  return null;
}

/** Printable ASCII only: no Unicode normalisation (SASLprep) can then make client and server disagree. */
export function checkRolePassword(password: string): string | null {
  return /^[\x20-\x7e]{16,256}$/.test(password)
    ? null
    : 'The password must be 16 to 256 printable ASCII characters';
}

/**
 * The SCRAM-SHA-256 verifier PostgreSQL stores for `password` (RFC 5802, as psql's \password makes it):
 * the role's password is set from this, so the password itself never reaches the server, its
 * statement log or pg_stat_activity.
 */
export function scramSha256Verifier(password: string, salt = randomBytes(16), iterations = 4096): string {
  const salted = pbkdf2Sync(password, salt, iterations, 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  const storedKey = createHash('sha256').update(clientKey).digest('base64');
  const serverKey = createHmac('sha256', salted).update('Server Key').digest('base64');
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey}:${serverKey}`;
}

/**
 * Tables whose rows are never changed: each has a trigger refusing UPDATE and DELETE whose function is
 * named `…_append_only` (or, for the ledger, `…_immutable`). Read from the database, so a table a later
 * migration adds the same way is covered from its first start.
 */
export async function appendOnlyTables(db: Kysely<DB>): Promise<string[]> {
  const { rows } = await sql<{ table: string }>`
    select distinct c.relname as table
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_proc p on p.oid = t.tgfoid
    where c.relnamespace = current_schema()::text::regnamespace
      and not t.tgisinternal
      and (p.proname like '%\\_append\\_only' or p.proname like '%\\_immutable')
    order by 1`.execute(db);
  return rows.map((r) => r.table);
}

/** Columns of append-only tables that the app may still update, each guarded by the table's trigger. */
const UPDATABLE_COLUMNS: Record<string, string[]> = {
  // A withdrawal hold's status moves once from pending (features/ledger).
  ledger_entries: ['status'],
};

/** Kysely's bookkeeping: the app reads it (the migrator's check at start-up) and never writes it. */
const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock'];

// Concurrent GRANTs on one object fail ("tuple concurrently updated"): servers starting together queue.
const GRANTS_LOCK = 360_036;

/**
 * Gives `role` exactly what the app needs in this database and schema, revoking anything else it had:
 * CONNECT, USAGE on the schema, SELECT/INSERT/UPDATE/DELETE on the tables (INSERT and SELECT only on the
 * append-only ones, SELECT only on the migrations' tables), USAGE/SELECT on the sequences. Temporary
 * tables are refused to everyone without a grant, since one would shadow a real table of the same
 * name for the rest of a pooled connection's life. One transaction: the role never sees a half state.
 * Run by the owner of the tables.
 */
export async function grantAppPrivileges(db: Kysely<DB>, role: string): Promise<void> {
  const problem = checkRoleName(role);
  if (problem) throw new Error(problem);
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${GRANTS_LOCK})`.execute(trx);
    const { rows } = await sql<{ database: string; schema: string }>`
      select current_database() as database, current_schema() as schema`.execute(trx);
    const { database, schema } = rows[0]!;
    const r = sql.id(role);
    const s = sql.id(schema);
    const run = (statement: RawBuilder<unknown>) => statement.execute(trx);

    await run(sql`grant connect on database ${sql.id(database)} to ${r}`);
    await run(sql`revoke create, temporary on database ${sql.id(database)} from ${r}`);
    await run(sql`revoke temporary on database ${sql.id(database)} from public`);
    await run(sql`grant usage on schema ${s} to ${r}`);
    await run(sql`revoke create on schema ${s} from ${r}`);
    await run(sql`revoke create on schema ${s} from public`);

    await run(sql`revoke all on all tables in schema ${s} from ${r}`);
    await run(sql`grant select, insert, update, delete on all tables in schema ${s} to ${r}`);
    for (const table of await appendOnlyTables(trx)) {
      await run(sql`revoke update, delete on ${sql.id(schema, table)} from ${r}`);
      const columns = UPDATABLE_COLUMNS[table];
      if (columns) {
        await run(
          sql`grant update (${sql.join(columns.map((c) => sql.id(c)))}) on ${sql.id(schema, table)} to ${r}`,
        );
      }
    }
    const { rows: bookkeeping } = await sql<{ table: string }>`
      select relname as table from pg_class
      where relnamespace = ${schema}::regnamespace and relname = any(${MIGRATION_TABLES})`.execute(trx);
    for (const { table } of bookkeeping) {
      await run(sql`revoke insert, update, delete on ${sql.id(schema, table)} from ${r}`);
    }

    await run(sql`revoke all on all sequences in schema ${s} from ${r}`);
    await run(sql`grant usage, select on all sequences in schema ${s} to ${r}`);
  });
}

/** Why `role` cannot serve as the app's role in this database, if it cannot. */
async function refusalOf(db: Kysely<DB>, role: string): Promise<string | null> {
  const { rows } = await sql<{
    superuser: boolean;
    bypassrls: boolean;
    current: boolean;
    owns: boolean;
    member: boolean;
  }>`
    select r.rolsuper as superuser,
           r.rolbypassrls as bypassrls,
           r.rolname = current_user as current,
           exists (select 1 from pg_class where relowner = r.oid)
             or exists (select 1 from pg_namespace where nspowner = r.oid)
             or exists (select 1 from pg_proc where proowner = r.oid)
             or exists (select 1 from pg_database where datname = current_database() and datdba = r.oid) as owns,
           exists (select 1 from pg_auth_members where member = r.oid) as member
    from pg_roles r where r.rolname = ${role}`.execute(db);
  const r = rows[0];
  if (!r) return `The role ${role} does not exist: create it with npm run cli -- create-app-role`;
  if (r.current) return `The role ${role} is the one migrating: the app role must be another`;
  if (r.superuser) return `The role ${role} is a superuser: the app role must not be`;
  if (r.bypassrls) return `The role ${role} bypasses row-level security: the app role must not`;
  if (r.owns) return `The role ${role} owns objects in this database: the app role must own nothing`;
  if (r.member) return `The role ${role} is a member of other roles: the app role must hold only its grants`;
  return null;
}

/**
 * Creates the app's login role, or resets an existing one's attributes and password, then grants it
 * exactly what the app needs here. Run by the owner of the tables, after migrating.
 */
export async function createAppRole(
  db: Kysely<DB>,
  role: string,
  password: string,
): Promise<'created' | 'updated'> {
  const problem = checkRoleName(role) ?? checkRolePassword(password);
  if (problem) throw new Error(problem);
  const verifier = sql.lit(scramSha256Verifier(password));
  const attributes = sql`login nosuperuser nocreaterole nocreatedb nobypassrls noreplication inherit password ${verifier}`;
  const exists = await sql`select 1 from pg_roles where rolname = ${role}`.execute(db);
  let outcome: 'created' | 'updated' = 'updated';
  if (exists.rows.length === 0) {
    try {
      await sql`create role ${sql.id(role)} with ${attributes}`.execute(db);
      outcome = 'created';
    } catch (err) {
      // Created meanwhile by another run: update it as if it had been there.
      if ((err as { code?: string }).code !== '42710') throw err;
    }
  }
  const refused = await refusalOf(db, role);
  if (refused) throw new Error(refused);
  if (outcome === 'updated') await sql`alter role ${sql.id(role)} with ${attributes}`.execute(db);
  await grantAppPrivileges(db, role);
  return outcome;
}

/**
 * After a start-up migrated through the owner: the role the server serves as gets the grants of the
 * schema as it now is (a table a migration just added included), provided it is an app role.
 */
export async function grantServingRole(ownerDb: Kysely<DB>, role: string): Promise<void> {
  const { rows } = await sql<{ owner: string }>`select current_user as owner`.execute(ownerDb);
  // Both URLs name the owner: nothing to grant (least privilege is then not in force).
  if (rows[0]!.owner === role) return;
  const refused = await refusalOf(ownerDb, role);
  if (refused) throw new Error(`DATABASE_URL: ${refused}`);
  await grantAppPrivileges(ownerDb, role);
}

/** The role a server drops to when the one it connected as is not held by row-level security. */
export const SERVING_ROLE = 'powerplay_serving';

/**
 * The role the server must serve as after start-up (docs/decisions/050): undefined when the one that
 * connected is held by row-level security (an app role); else `powerplay_serving` — created without
 * login or any attribute, granted what an app role is — for a superuser (the embedded database's, a
 * development PostgreSQL's), a role with BYPASSRLS or the tables' owner (whom policies do not hold). Run
 * after migrating, as the role that connected; grants again only when `migrated` (or never granted).
 */
export async function servingRoleFor(
  db: Kysely<DB>,
  schema: { migrated: boolean },
): Promise<string | undefined> {
  const { rows } = await sql<{ superuser: boolean; unheld: boolean; granted: boolean }>`
    select r.rolsuper as superuser,
           r.rolsuper or r.rolbypassrls
             or exists (select 1 from pg_class c where c.relowner = r.oid
                        and c.relnamespace = current_schema()::regnamespace) as unheld,
           exists (select 1 from pg_roles where rolname = ${SERVING_ROLE})
             and has_table_privilege(${SERVING_ROLE}, 'users', 'select') as granted
    from pg_roles r where r.rolname = current_user`.execute(db);
  const me = rows[0]!;
  if (!me.unheld) return undefined;
  // Granted at an earlier start and no table changed since: nothing to grant (a start costs less).
  if (me.granted && !schema.migrated) return SERVING_ROLE;
  const role = sql.id(SERVING_ROLE);
  try {
    const exists = await sql`select 1 from pg_roles where rolname = ${SERVING_ROLE}`.execute(db);
    if (exists.rows.length === 0) {
      try {
        await sql`create role ${role} nologin nosuperuser nocreaterole nocreatedb nobypassrls noreplication`.execute(
          db,
        );
      } catch (err) {
        // Created meanwhile by another server starting.
        if ((err as { code?: string }).code !== '42710') throw err;
      }
    }
    await grantAppPrivileges(db, SERVING_ROLE);
    // A superuser may take any role; anyone else must be a member of it.
    if (!me.superuser) await sql`grant ${role} to current_user`.execute(db);
  } catch (err) {
    throw new Error(
      `DATABASE_URL names a role that row-level security does not hold (a superuser, BYPASSRLS or the tables' owner) ` +
        `and it cannot serve as ${SERVING_ROLE}: serve as an app role (npm run cli -- create-app-role)`,
      { cause: err },
    );
  }
  return SERVING_ROLE;
}
