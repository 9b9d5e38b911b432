import path from 'node:path';
import type { Config } from '../config';
import type { Clock } from '../platform/clock';
import { openDatabase, type Database, type DatabaseTarget } from './database';
import { migrateToLatest } from './migrate';
import { seedDemoContent } from './seed';

/** PostgreSQL when DATABASE_URL is set, else the embedded database in the data dir. */
export const databaseTarget = (config: Config): DatabaseTarget =>
  config.databaseUrl
    ? { databaseUrl: config.databaseUrl }
    : { embeddedDir: path.join(config.dataDir, 'pglite') };

/** Opens the database, migrates it to the latest schema and writes any missing demo content. */
export async function openAppDatabase(target: DatabaseTarget, clock: Clock): Promise<Database> {
  const database = await openDatabase(target);
  try {
    await migrateToLatest(database.db);
    await seedDemoContent(database.db, clock);
    return database;
  } catch (err) {
    await database.close();
    throw err;
  }
}
