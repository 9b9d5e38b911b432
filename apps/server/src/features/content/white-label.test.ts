import { defaultBrand, type BrandResponse, type ContentPage } from '@powerplay/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedContentPages } from '../../db/seed/content-pages';
import { sportsRulesPages } from '../sports';
import { api, createTestApp, registerOperator, type TestApp } from '../../../test/helpers';
import { contentRepo } from './repo';

// White label (docs/rules/brand.md "White label"): the pages speak in the brand's name.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await registerOperator(t)).token;
});
afterAll(() => t.close());

/** The old name where it names the site: the game feature is "powerplay(s)", lower case or plural. */
const siteWord = /\bPowerplay\b(?!s)/;
const slugs = ['home', 'about-us', 'terms-of-use', 'privacy', 'faq', 'trust-and-safety', 'account-security'];
const page = async (slug: string) =>
  (await api(t.app, 'GET', `/api/content/pages/${slug}`)).json<{ page: ContentPage }>().page;

async function rename(values: Partial<BrandResponse['brand']>) {
  const { brand } = (await api(t.app, 'GET', '/api/operator/brand', { token })).json<BrandResponse>();
  const { version, logo: _l, favicon: _f, ...rest } = brand;
  const res = await api(t.app, 'PUT', '/api/operator/brand', {
    token,
    body: { ...rest, ...values, expectedVersion: version },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('white label content', () => {
  it('seeds no page that spells the site name: it says {brand}, {legalEntity} or {supportEmail}', () => {
    for (const p of [...seedContentPages, ...sportsRulesPages]) {
      const text = [p.title, p.intro, p.bodyHtml, ...p.blocks.flatMap((b) => [b.heading, b.html])].join('\n');
      expect(text, p.slug).not.toMatch(siteWord);
      expect(text, p.slug).not.toContain(defaultBrand.supportEmail);
    }
  });

  it("serves the pages in the brand's names, escaped in rich text, and follows a rename", async () => {
    const terms = await page('terms-of-use');
    expect(terms.bodyHtml).toContain(`between you and ${defaultBrand.legalEntity}`);
    expect(JSON.stringify(terms)).not.toMatch(/\{(brand|legalEntity|supportEmail)\}/);

    // A Game Rules tab is a content page too (read through the sports feature).
    const { sports } = (await api(t.app, 'GET', '/api/sports')).json<{
      sports: { gameTypes: { id: number }[] }[];
    }>();
    const rulesOf = async (id: number) =>
      JSON.stringify((await api(t.app, 'GET', `/api/sports/game-types/${id}/rules`)).json());
    const ids = sports.flatMap((s) => s.gameTypes.map((g) => g.id));
    let withStore: number | undefined;
    for (const id of ids) if (!withStore && (await rulesOf(id)).includes('Powerplay Store')) withStore = id;
    expect(withStore).toBeDefined();

    await rename({ siteName: 'Acme <Play>', legalEntity: 'Acme Games Inc.', supportEmail: 'help@acme.test' });
    await vi.waitFor(async () => expect(await rulesOf(withStore!)).toContain('Acme &lt;Play&gt; Store'));
    await vi.waitFor(async () => expect((await page('about-us')).title).toBe('About Acme <Play>'));
    const about = await page('about-us');
    expect(about.bodyHtml).toContain('Acme &lt;Play&gt; is a provider of live-play gaming solutions');
    const renamedTerms = await page('terms-of-use');
    expect(renamedTerms.bodyHtml).toContain('between you and Acme Games Inc.');
    expect(renamedTerms.bodyHtml).toContain('help@acme.test');
    for (const slug of slugs) expect(JSON.stringify(await page(slug)), slug).not.toMatch(siteWord);

    await rename({
      siteName: defaultBrand.siteName,
      legalEntity: defaultBrand.legalEntity,
      supportEmail: defaultBrand.supportEmail,
    });
    await vi.waitFor(async () => expect((await page('about-us')).title).toBe('About Powerplay'));
  });

  it("brings a seeded page nobody edited to the seed's words, once, and keeps an operator's page", async () => {
    const repo = contentRepo(t.owner);
    const at = new Date();
    const seeded = (slug: string, title: string) => ({
      slug,
      title,
      intro: 'i',
      bodyHtml: '<p>b</p>',
      blocks: [],
    });
    await repo.insertMissingPages(
      [seeded('wl-untouched', 'Old words'), seeded('wl-edited', 'Old words')],
      at,
    );
    const edited = await api(t.app, 'PUT', '/api/operator/content/pages/wl-edited', {
      token,
      body: { title: 'Operator words', intro: 'i', bodyHtml: '<p>b</p>', blocks: [], expectedVersion: 1 },
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const next = [seeded('wl-untouched', 'About {brand}'), seeded('wl-edited', 'About {brand}')];
    await repo.refreshUntouchedPages(next, at);
    await repo.refreshUntouchedPages(next, at);
    const rows = await t.owner
      .selectFrom('content_pages')
      .select(['slug', 'title', 'version'])
      .where('slug', 'in', ['wl-untouched', 'wl-edited'])
      .orderBy('slug')
      .execute();
    expect(rows).toEqual([
      { slug: 'wl-edited', title: 'Operator words', version: 2 },
      { slug: 'wl-untouched', title: 'About {brand}', version: 2 },
    ]);
    const history = await t.owner
      .selectFrom('content_page_versions')
      .select(['version', 'title', 'saved_by'])
      .where('slug', '=', 'wl-untouched')
      .orderBy('version')
      .execute();
    expect(history).toEqual([
      { version: 1, title: 'Old words', saved_by: null },
      { version: 2, title: 'About {brand}', saved_by: null },
    ]);
  });
});
