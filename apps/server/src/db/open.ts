import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Clock } from '../platform/clock';
import { grantServingRole } from './app-role';
import { openDatabase, type Database, type DatabaseTarget } from './database';
import { embeddedTemplateFor } from './embedded-template';
import { migrateToLatest } from './migrate';
import type { DB } from './schema';
import { seedDemoContent } from './seed';

/**
 * PostgreSQL when DATABASE_URL is set (migrated through MIGRATION_DATABASE_URL when that is set too),
 * else the embedded database in the data dir.
 */
export const databaseTarget = (config: Config): DatabaseTarget =>
  config.databaseUrl
    ? { databaseUrl: config.databaseUrl, migrationUrl: config.migrationDatabaseUrl }
    : embeddedTarget(path.join(config.dataDir, 'pglite'));

/** A data dir without a database yet starts from the install's migrated template, when there is one. */
const embeddedTarget = (embeddedDir: string): DatabaseTarget => {
  const template = embeddedTemplateFor(embeddedDir);
  return template ? { embeddedDir, template } : { embeddedDir };
};

/** Migrates to the latest schema and writes any missing demo content. */
async function prepare(db: Kysely<DB>, clock: Clock) {
  await migrateToLatest(db);
  await seedDemoContent(db, clock);
}

/**
 * Opens the database, migrates it to the latest schema and writes any missing demo content. With a
 * migration URL that is not the serving one, that is done on a short-lived connection as the owner,
 * who then grants the serving role what the schema now needs (docs/decisions/036).
 */
export async function openAppDatabase(target: DatabaseTarget, clock: Clock): Promise<Database> {
  const database = await openDatabase(target);
  try {
    if ('databaseUrl' in target && target.migrationUrl && target.migrationUrl !== target.databaseUrl) {
      const { rows } = await sql<{ role: string }>`select current_user as role`.execute(database.db);
      const pool = new pg.Pool({
        connectionString: target.migrationUrl,
        max: 2,
        application_name: 'powerplay-migrate',
      });
      // A connection lost while idle fails the next query, which fails the start-up: no crash meanwhile.
      pool.on('error', () => undefined);
      const owner = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
      try {
        await prepare(owner, clock);
        await grantServingRole(owner, rows[0]!.role);
      } finally {
        await owner.destroy();
      }
    } else {
      await prepare(database.db, clock);
    }
    return database;
  } catch (err) {
    await database.close();
    throw err;
  }
}
