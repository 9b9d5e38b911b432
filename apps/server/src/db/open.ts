import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Clock } from '../platform/clock';
import { asPartner, currentPartnerId, DEFAULT_PARTNER_ID } from '../platform/partner-context';
import { grantServingRole, servingRoleFor } from './app-role';
import { openDatabase, type Database, type DatabaseTarget, type OpenOptions } from './database';
import { scopedDialect } from './partner-scope';
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

/**
 * Migrates to the latest schema and writes any missing demo content (the default partner's: `db`'s
 * connections must be scoped, db/partner-scope.ts, for its rows to name their partner).
 */
export async function prepare(db: Kysely<DB>, clock: Clock): Promise<{ migrated: number }> {
  const migrated = await migrateToLatest(db);
  await asPartner(DEFAULT_PARTNER_ID, () => seedDemoContent(db, clock));
  return { migrated };
}

/**
 * Opens the database, migrates it to the latest schema and writes any missing demo content. With a
 * migration URL that is not the serving one, that is done on a short-lived connection as the owner,
 * who then grants the serving role what the schema now needs (docs/decisions/036). Then it serves as a
 * role that row-level security holds: when the one that connected is not (a superuser, the embedded
 * database's included), as `powerplay_serving` (docs/decisions/050) — unless `asOwner` (the command that
 * creates the app's role).
 */
export async function openAppDatabase(
  target: DatabaseTarget,
  clock: Clock,
  options: OpenOptions & { asOwner?: boolean } = {},
): Promise<Database> {
  const database = await openDatabase(target, options);
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
      const owner = new Kysely<DB>({
        dialect: scopedDialect(new PostgresDialect({ pool }), {
          partner: currentPartnerId,
          role: () => undefined,
        }),
      });
      try {
        await prepare(owner, clock);
        await grantServingRole(owner, rows[0]!.role);
      } finally {
        await owner.destroy();
      }
    } else {
      const { migrated } = await prepare(database.db, clock);
      const role = options.asOwner
        ? undefined
        : await servingRoleFor(database.db, { migrated: migrated > 0 });
      if (role) database.serveAs(role);
    }
    return database;
  } catch (err) {
    await database.close();
    throw err;
  }
}
