import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest, migrationNames } from './migrate';
import { pglitePoolConfig } from './pglite-connection';
import type { DB } from './schema';

/**
 * A migrated, empty embedded database, made once by `npm install` (the `prepare` script), that a new data
 * dir starts as a copy of: creating an embedded database runs PostgreSQL's initdb in WebAssembly, which
 * with the migrations was most of a first `npm start` (docs/decisions/041). A plain directory, copied
 * with the file system's own calls: loading a `dumpDataDir` tarball instead writes each of its thousand
 * files through PGlite's WebAssembly file system, six times slower. It holds no rows of its own: demo
 * content and the schedule are written at start, with the clock of that moment.
 */
export const defaultTemplateDir = path.resolve(
  import.meta.dirname,
  '../../../../node_modules/.cache/powerplay',
);
const files = (dir: string) => ({
  data: path.join(dir, 'embedded-template'),
  manifest: path.join(dir, 'embedded-template.json'),
});

interface Manifest {
  pglite: string;
  migrations: string[];
}

/** The installed PGlite's version (its package.json is not among its exports: found beside its entry). */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = path.dirname(entry);
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Writes the template: a new embedded database, migrated to the latest schema, closed cleanly. */
export async function buildEmbeddedTemplate(dir = defaultTemplateDir): Promise<void> {
  const { data, manifest } = files(dir);
  // Built beside, then renamed: a start never copies half a template.
  const building = `${data}.building`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  const pglite = await PGlite.create(building);
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: new pg.Pool(pglitePoolConfig(pglite)) }),
  });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
    await pglite.close();
  }
  rmSync(manifest, { force: true });
  rmSync(data, { recursive: true, force: true });
  renameSync(building, data);
  const written: Manifest = { pglite: pgliteVersion(), migrations: migrationNames() };
  writeFileSync(manifest, JSON.stringify(written));
}

/**
 * The template directory to copy into a data dir that holds no database yet, if one was built by this
 * PGlite and every migration in it is still one of ours (later migrations then run at start as usual);
 * else undefined, and the database is created from scratch.
 */
export function embeddedTemplateFor(embeddedDir: string, dir = defaultTemplateDir): string | undefined {
  const { data, manifest } = files(dir);
  if (embeddedDir.startsWith('memory://') || existsSync(path.join(embeddedDir, 'PG_VERSION')))
    return undefined;
  try {
    const built = JSON.parse(readFileSync(manifest, 'utf8')) as Manifest;
    if (built.pglite !== pgliteVersion()) return undefined;
    const known = new Set(migrationNames());
    if (!built.migrations.every((name) => known.has(name))) return undefined;
    return existsSync(path.join(data, 'PG_VERSION')) ? data : undefined;
  } catch {
    return undefined;
  }
}
