import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { buildEmbeddedTemplate, embeddedTemplateFor } from './embedded-template';
import { migrationNames } from './migrate';

describe('the embedded database template', () => {
  let work: string;
  let templates: string;
  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'powerplay-template-'));
    templates = path.join(work, 'cache');
    await buildEmbeddedTemplate(templates);
  }, 120_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('starts a new data dir migrated to the latest schema, with no rows of its own', async () => {
    const dir = path.join(work, 'fresh', 'pglite');
    const template = embeddedTemplateFor(dir, templates);
    expect(template).toBeTypeOf('string');
    const database = await openDatabase({ embeddedDir: dir, template });
    try {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        database.db,
      );
      expect(rows.map((r) => r.name)).toEqual(migrationNames());
      const users = await database.db.selectFrom('users').select('id').execute();
      expect(users).toEqual([]);
    } finally {
      await database.close();
    }
    // Once the dir holds a database, it is opened as it is: the template is not offered again.
    expect(embeddedTemplateFor(dir, templates)).toBeUndefined();
  }, 60_000);

  it('is not used when it holds a migration this code does not know (built by another branch)', () => {
    const manifest = path.join(templates, 'embedded-template.json');
    const built = readFileSync(manifest, 'utf8');
    const parsed = JSON.parse(built) as { migrations: string[] };
    writeFileSync(
      manifest,
      JSON.stringify({ ...parsed, migrations: [...parsed.migrations, '2099_01_01_01_x'] }),
    );
    try {
      expect(embeddedTemplateFor(path.join(work, 'other', 'pglite'), templates)).toBeUndefined();
    } finally {
      writeFileSync(manifest, built);
    }
    expect(embeddedTemplateFor(path.join(work, 'other', 'pglite'), templates)).toBeTypeOf('string');
  });

  it('is not used when it was built by another PGlite, or when there is none', () => {
    const manifest = path.join(templates, 'embedded-template.json');
    const built = readFileSync(manifest, 'utf8');
    writeFileSync(manifest, JSON.stringify({ ...(JSON.parse(built) as object), pglite: '0.0.1' }));
    try {
      expect(embeddedTemplateFor(path.join(work, 'other', 'pglite'), templates)).toBeUndefined();
    } finally {
      writeFileSync(manifest, built);
    }
    expect(embeddedTemplateFor(path.join(work, 'other', 'pglite'), path.join(work, 'none'))).toBeUndefined();
  });
});
