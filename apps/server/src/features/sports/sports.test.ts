import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SPORTS_ENGINE: 'off' } });
});
afterAll(async () => {
  await t.close();
});

describe('sports reference data', () => {
  it('seeds the sports, game types, real clubs and rules pages', async () => {
    const db = t.database.db;
    expect(await db.selectFrom('sports').select('slug').orderBy('id').execute()).toEqual([
      { slug: 'hockey' },
      { slug: 'baseball' },
      { slug: 'basketball' },
      { slug: 'football' },
    ]);
    const teams = await db.selectFrom('sports_teams').select(['league']).execute();
    expect(teams.filter((x) => x.league === 'baseball')).toHaveLength(30);
    expect(teams.filter((x) => x.league === 'hockey')).toHaveLength(32);
    const types = await db.selectFrom('sports_game_types').select(['rules_slug']).execute();
    const pages = await db
      .selectFrom('content_pages')
      .select('slug')
      .where('slug', 'like', 'sports-rules-%')
      .execute();
    expect(new Set(types.map((x) => x.rules_slug))).toEqual(new Set(pages.map((p) => p.slug)));
  });
});
