import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createAppRole, servingRoleFor } from '../src/db/app-role';
import { prepare } from '../src/db/open';
import { scopedDialect } from '../src/db/partner-scope';
import { pglitePoolConfig } from '../src/db/pglite-connection';
import type { DB } from '../src/db/schema';
import { currentPartnerId } from '../src/platform/partner-context';
import { systemClock } from '../src/platform/clock';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * A migrated, seeded embedded database every test file's database starts as a copy of (a data directory), and
     * the directory the copies go in.
     */
    pgliteTemplate: { template: string; copies: string } | null;
    /** With DATABASE_URL: a migrated, seeded database each test file's database is created from. */
    pgTemplate: string;
    /** With DATABASE_URL: the login role the test apps serve as (DATABASE_URL stays the superuser). */
    pgAppRole: { role: string; password: string } | null;
  }
}

const TEST_APP_ROLE = { role: 'powerplay_app_test', password: 'powerplay-app-test-password' };

/** Migrates and seeds once per run (not once per file: ~2 s each on the embedded database). */
const prepareOnce = (db: Kysely<DB>) => prepare(db, systemClock);
/** A Kysely on `pool` whose rows name the partner of the work in progress (db/partner-scope.ts). */
const scoped = (pool: pg.Pool) =>
  new Kysely<DB>({
    dialect: scopedDialect(new PostgresDialect({ pool }), {
      partner: currentPartnerId,
      role: () => undefined,
    }),
  });

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `powerplay_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const db = scoped(new pg.Pool({ connectionString: dbUrl.toString() }));
    await prepareOnce(db);
    // The servers' role, as in production: copies of the template carry its grants on the tables.
    // Cluster-wide and shared by every run, so it is updated, never dropped.
    await createAppRole(db, TEST_APP_ROLE.role, TEST_APP_ROLE.password);
    // A template must have no connections when a copy is made.
    await db.destroy();
    project.provide('pgTemplate', name);
    project.provide('pgAppRole', TEST_APP_ROLE);
    project.provide('pgliteTemplate', null);
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  // In memory when the machine has a tmpfs: a data directory copied with the file system's own calls is
  // a third cheaper to open than a `dumpDataDir` tarball unpacked through PGlite's WebAssembly file system,
  // and its pages stay out of the JavaScript heap (docs/decisions/048).
  const dir = mkdtempSync(path.join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'powerplay-test-'));
  const template = path.join(dir, 'template');
  const pglite = await PGlite.create(template);
  const db = scoped(new pg.Pool(pglitePoolConfig(pglite)));
  await prepareOnce(db);
  // The role the test apps serve as, granted once here rather than at each copy's start.
  await servingRoleFor(db, { migrated: true });
  await db.destroy();
  await pglite.close();
  project.provide('pgliteTemplate', { template, copies: dir });
  project.provide('pgTemplate', '');
  project.provide('pgAppRole', null);
  return () => rmSync(dir, { recursive: true, force: true });
}
