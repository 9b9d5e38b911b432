import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The architecture rules must reject what they exist to reject. Each fixture is linted with the
 * repository's own eslint.config.js as if it lived at the path its first line names (the fixtures
 * themselves are ignored by `npm run lint`). Type-aware rules are switched off: the fixtures' virtual
 * paths belong to no tsconfig, and none of the architecture rules needs types.
 */
const root = path.resolve(import.meta.dirname, '..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });
});

async function lintFixture(name: string, as: string) {
  const text = readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
  const [result] = await eslint.lintText(text, { filePath: path.join(root, as) });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, line: m.line, message: m.message }));
}

describe('web import boundaries', () => {
  it('a feature importing another feature past its index.ts fails', async () => {
    expect(await lintFixture('web-cross-feature.tsx', 'apps/web/src/features/store/Fixture.tsx')).toEqual([
      expect.objectContaining({ rule: 'boundaries/dependencies', line: 2 }),
    ]);
  });

  it('a feature importing another through its index.ts passes', async () => {
    expect(await lintFixture('web-feature-index.tsx', 'apps/web/src/features/store/Fixture.tsx')).toEqual([]);
  });

  it('lib importing a feature fails', async () => {
    expect(await lintFixture('web-lib-imports-feature.ts', 'apps/web/src/lib/fixture.ts')).toEqual([
      expect.objectContaining({ rule: 'boundaries/dependencies', line: 2 }),
    ]);
  });

  it('a feature importing the app layer fails', async () => {
    expect(await lintFixture('web-feature-imports-app.ts', 'apps/web/src/features/store/fixture.ts')).toEqual(
      [expect.objectContaining({ rule: 'boundaries/dependencies', line: 2 })],
    );
  });
});

describe('server import boundaries', () => {
  it('a feature importing another feature past its index.ts fails', async () => {
    expect(await lintFixture('server-cross-feature.ts', 'apps/server/src/features/store/fixture.ts')).toEqual(
      [expect.objectContaining({ rule: 'boundaries/dependencies', line: 2 })],
    );
  });

  it('a feature importing another through its index.ts passes', async () => {
    expect(await lintFixture('server-feature-index.ts', 'apps/server/src/features/store/fixture.ts')).toEqual(
      [],
    );
  });

  it('platform importing a feature fails', async () => {
    expect(
      await lintFixture('server-platform-imports-feature.ts', 'apps/server/src/platform/fixture.ts'),
    ).toEqual([expect.objectContaining({ rule: 'boundaries/dependencies', line: 2 })]);
  });
});

describe('server SQL in repository files', () => {
  it('a service importing sql from kysely and calling query builders fails', async () => {
    expect(await lintFixture('server-service-sql.ts', 'apps/server/src/features/store/service.ts')).toEqual([
      expect.objectContaining({ rule: '@typescript-eslint/no-restricted-imports', line: 2 }),
      expect.objectContaining({ rule: 'no-restricted-syntax', line: 6 }),
      expect.objectContaining({ rule: 'no-restricted-syntax', line: 10 }),
      expect.objectContaining({ rule: 'no-restricted-syntax', line: 11 }),
    ]);
  });

  it('platform code outside a repository file fails too', async () => {
    expect(await lintFixture('server-repo-sql.ts', 'apps/server/src/platform/fixture.ts')).toEqual([
      expect.objectContaining({ rule: '@typescript-eslint/no-restricted-imports', line: 2 }),
      expect.objectContaining({ rule: 'no-restricted-syntax', line: 6 }),
      expect.objectContaining({ rule: 'no-restricted-syntax', line: 10 }),
    ]);
  });

  it('the same SQL in repo.ts, in a *-repo.ts file or under src/db passes', async () => {
    for (const as of [
      'apps/server/src/features/store/repo.ts',
      'apps/server/src/features/store/orders-repo.ts',
      'apps/server/src/platform/session-repo.ts',
      'apps/server/src/db/fixture.ts',
    ])
      expect(await lintFixture('server-repo-sql.ts', as)).toEqual([]);
  });

  it('the same SQL in a test or a test-fixtures.ts file passes', async () => {
    for (const as of [
      'apps/server/src/features/store/store.test.ts',
      'apps/server/src/features/store/test-fixtures.ts',
    ])
      expect(await lintFixture('server-service-sql.ts', as)).toEqual([]);
  });

  it("a service importing only kysely's types passes", async () => {
    expect(
      await lintFixture('server-service-type-import.ts', 'apps/server/src/features/store/service.ts'),
    ).toEqual([]);
  });

  it('the message points to the repository files', async () => {
    const [first] = await lintFixture('server-service-sql.ts', 'apps/server/src/features/store/service.ts');
    expect(first?.message).toContain('SQL lives in repository files (repo.ts, *-repo.ts)');
  });
});

describe('the pure domain', () => {
  const asDomain = 'packages/domain/src/fixture.ts';

  it('Date.now() fails', async () => {
    expect(await lintFixture('domain-date-now.ts', asDomain)).toEqual([
      expect.objectContaining({ rule: 'no-restricted-properties', line: 2 }),
    ]);
  });

  it('new Date() without arguments fails, new Date(ms) passes', async () => {
    expect(await lintFixture('domain-new-date.ts', asDomain)).toEqual([
      expect.objectContaining({ rule: 'no-restricted-syntax', line: 2 }),
    ]);
  });

  it('Math.random() fails', async () => {
    expect(await lintFixture('domain-math-random.ts', asDomain)).toEqual([
      expect.objectContaining({ rule: 'no-restricted-properties', line: 2 }),
    ]);
  });

  it('node:crypto and other Node modules fail', async () => {
    expect(await lintFixture('domain-node-crypto.ts', asDomain)).toEqual([
      expect.objectContaining({ rule: 'no-restricted-imports', line: 2 }),
      expect.objectContaining({ rule: 'no-restricted-imports', line: 3 }),
    ]);
  });

  it('Node globals and timers fail', async () => {
    expect(await lintFixture('domain-node-globals.ts', asDomain)).toEqual([
      expect.objectContaining({ rule: 'no-restricted-globals', line: 2 }),
      expect.objectContaining({ rule: 'no-restricted-globals', line: 3 }),
      expect.objectContaining({ rule: 'no-restricted-globals', line: 4 }),
    ]);
  });

  it('the same code outside the domain passes', async () => {
    expect(await lintFixture('domain-date-now.ts', 'apps/server/src/fixture.ts')).toEqual([]);
  });
});
