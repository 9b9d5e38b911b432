import {
  catalogue,
  contentSaveResponseSchema,
  contentTextResponseSchema,
  contentTextsResponseSchema,
  contentVersionResponseSchema,
  type MessageCode,
  brandText,
  defaultBrand,
} from '@powerplay/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, createTestApp, registerOperator, registerPlayer, type TestApp } from '../../../test/helpers';

let t: TestApp;
let op: { token: string; user: { id: number; displayName: string } };
let playerToken: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await registerOperator(t);
  playerToken = (await registerPlayer(t.app)).token;
});
afterAll(() => t?.close());

type Res = { statusCode: number; json: () => unknown; body: string };
function expectError(res: Res, code: MessageCode) {
  const e = catalogue[code];
  expect({ status: res.statusCode, body: res.json() }).toEqual({
    status: e.status,
    body: { error: { code, title: e.title, message: e.message } },
  });
}

const text = async (slug: string) => {
  const res = await api(t.app, 'GET', `/api/operator/content/pages/${slug}`, { token: op.token });
  expect(res.statusCode, res.body).toBe(200);
  return contentTextResponseSchema.strict().parse(res.json());
};
const save = (slug: string, body: object, token = op.token) =>
  api(t.app, 'PUT', `/api/operator/content/pages/${slug}`, { token, body });
const restore = (slug: string, version: number | string, body: object, token = op.token) =>
  api(t.app, 'POST', `/api/operator/content/pages/${slug}/versions/${version}/restore`, { token, body });
const publicPage = async (slug: string) =>
  (await api(t.app, 'GET', `/api/content/pages/${slug}`)).json<{
    page: { title: string; bodyHtml: string; blocks: { heading: string; html: string }[] };
  }>().page;

/** Everything a refused request must leave as it was: the page, its history and the audit log. */
async function snapshot(slug: string) {
  const page = await t.database.db
    .selectFrom('content_pages')
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirst();
  const counts = await sql<{ versions: number; audit: number }>`
    select (select count(*)::int from content_page_versions where slug = ${slug}) as versions,
           (select count(*)::int from operator_audit_log) as audit`.execute(t.database.db);
  return { page, ...counts.rows[0]! };
}

const auditLines = async (slug: string) =>
  t.database.db
    .selectFrom('operator_audit_log')
    .selectAll()
    .where('target_type', '=', 'content_page')
    .where('target_id', '=', slug)
    .orderBy('id', 'desc')
    .execute();

const validBody = { title: 'Title', intro: '', bodyHtml: '<p>x</p>', blocks: [], expectedVersion: 1 };

describe('the content editor: who may call it', () => {
  const routes: [string, string, object | undefined][] = [
    ['GET', '/api/operator/content/pages', undefined],
    ['GET', '/api/operator/content/pages/privacy', undefined],
    ['GET', '/api/operator/content/pages/privacy/versions/1', undefined],
    ['POST', '/api/operator/content/pages/privacy/versions/1/restore', { expectedVersion: 1 }],
    ['POST', '/api/operator/content/pages/privacy/preview', validBody],
    ['PUT', '/api/operator/content/pages/privacy', validBody],
  ];
  it.each(routes)(
    '%s %s: 401 anonymous, 403 for a player, whatever is sent; nothing changes',
    async (m, url, body) => {
      const before = await snapshot('privacy');
      for (const sent of [body, { junk: true }, '{"broken": ', undefined]) {
        const method = m as 'GET';
        const payload = m === 'GET' ? undefined : sent;
        expectError(await api(t.app, method, url, { body: payload }), 'AUTH_REQUIRED');
        expectError(await api(t.app, method, url, { body: payload, token: playerToken }), 'FORBIDDEN');
      }
      expect(await snapshot('privacy')).toEqual(before);
    },
  );
});

describe('the content editor: texts and versions', () => {
  it('lists every server-held text by kind: policy, marketing, Game Rules, how to play', async () => {
    const res = await api(t.app, 'GET', '/api/operator/content/pages', { token: op.token });
    const { texts } = contentTextsResponseSchema.strict().parse(res.json());
    const kindOf = (slug: string) => texts.find((x) => x.slug === slug)?.kind;
    expect(kindOf('terms-of-use')).toBe('policy');
    expect(kindOf('privacy')).toBe('policy');
    expect(kindOf('home')).toBe('marketing');
    expect(kindOf('sport-platform')).toBe('marketing');
    expect(kindOf('sports-rules-high5')).toBe('rules');
    expect(kindOf('how-to-play')).toBe('how-to-play');
    expect(texts.every((x) => x.version >= 1)).toBe(true);
  });

  it('gives each seeded text a version 1 saved by nobody (the text as it was)', async () => {
    const how = await text('how-to-play');
    expect(how).toMatchObject({ kind: 'how-to-play', version: 1, page: { slug: 'how-to-play' } });
    expect(how.versions).toEqual([
      expect.objectContaining({ version: 1, savedBy: null, restoredFrom: null }),
    ]);
    const v1 = await api(t.app, 'GET', '/api/operator/content/pages/how-to-play/versions/1', {
      token: op.token,
    });
    const { version } = contentVersionResponseSchema.strict().parse(v1.json());
    expect(version.blocks).toEqual(how.page.blocks);
  });

  it.each([
    ['GET', '/api/operator/content/pages/no-such-text', 'CONTENT_PAGE_NOT_FOUND'],
    ['GET', '/api/operator/content/pages/Bad%20Slug', 'CONTENT_PAGE_NOT_FOUND'],
    ['GET', '/api/operator/content/pages/no-such-text/versions/1', 'CONTENT_PAGE_NOT_FOUND'],
    ['GET', '/api/operator/content/pages/privacy/versions/999', 'CONTENT_VERSION_NOT_FOUND'],
    ['GET', '/api/operator/content/pages/privacy/versions/0x1', 'CONTENT_VERSION_NOT_FOUND'],
  ] as const)('%s %s: 404 %s', async (method, url, code) => {
    expectError(await api(t.app, method, url, { token: op.token }), code);
  });

  it('saves sanitized rich text as a new version: stored without the script, history, audit, public read', async () => {
    const before = await text('privacy');
    const res = await save('privacy', {
      title: 'Privacy, edited',
      intro: before.page.intro,
      bodyHtml: '<p>Now <strong>bold</strong></p><ul><li>one</li></ul><script>alert(1)</script>',
      blocks: [{ heading: 'Extra', html: '<p onclick="x()">Block</p><img src=x onerror=alert(1)>' }],
      expectedVersion: before.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = contentSaveResponseSchema.strict().parse(res.json());
    expect(saved.version).toBe(before.version + 1);
    const clean = '<p>Now <strong>bold</strong></p><ul><li>one</li></ul>';
    expect(saved.page).toMatchObject({
      bodyHtml: clean,
      blocks: [{ heading: 'Extra', html: '<p>Block</p>' }],
    });

    // Stored sanitized, in the page and in its version.
    const row = await t.database.db
      .selectFrom('content_pages')
      .select(['body_html', 'version'])
      .where('slug', '=', 'privacy')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ body_html: clean, version: saved.version });
    const after = await text('privacy');
    expect(after.versions[0]).toMatchObject({
      version: saved.version,
      savedBy: { id: op.user.id, displayName: op.user.displayName },
      restoredFrom: null,
    });
    expect(after.versions).toHaveLength(before.versions.length + 1);

    const [line] = await auditLines('privacy');
    expect(line).toMatchObject({
      operator_id: op.user.id,
      action: 'content.page.saved',
      before: { title: before.page.title, version: before.version },
      after: { title: 'Privacy, edited', bodyHtml: clean, version: saved.version },
    });
    await vi.waitFor(async () => expect((await publicPage('privacy')).bodyHtml).toBe(clean));
  });

  it.each([
    ['an empty title', 'CONTENT_TITLE_REQUIRED', { ...validBody, title: '' }],
    ['a title of 201 characters', 'CONTENT_TITLE_REQUIRED', { ...validBody, title: 'x'.repeat(201) }],
    ['an intro of 2,001 characters', 'CONTENT_INVALID', { ...validBody, intro: 'x'.repeat(2001) }],
    [
      '51 sections',
      'CONTENT_INVALID',
      { ...validBody, blocks: Array.from({ length: 51 }, () => ({ heading: 'h', html: '' })) },
    ],
    ['a section without text', 'CONTENT_INVALID', { ...validBody, blocks: [{ heading: 3 }] }],
    ['a negative version', 'CONTENT_INVALID', { ...validBody, expectedVersion: -1 }],
    ['a fractional version', 'CONTENT_INVALID', { ...validBody, expectedVersion: 1.5 }],
    ['a version in words', 'CONTENT_INVALID', { ...validBody, expectedVersion: 'latest' }],
  ] as const)('refuses a save with %s: 400 %s, nothing changed', async (_, code, body) => {
    const before = await snapshot('faq');
    expectError(await save('faq', body), code);
    expect(await snapshot('faq')).toEqual(before);
  });

  it('refuses a stale save with 409 (another operator saved first) and keeps their text', async () => {
    const other = await registerOperator(t);
    const { version, page } = await text('trust-and-safety');
    const body = { title: page.title, intro: page.intro, blocks: page.blocks, expectedVersion: version };
    expect(
      (await save('trust-and-safety', { ...body, bodyHtml: '<p>First</p>' }, other.token)).statusCode,
    ).toBe(200);
    const before = await snapshot('trust-and-safety');
    expectError(
      await save('trust-and-safety', { ...body, bodyHtml: '<p>Second</p>' }),
      'CONTENT_VERSION_STALE',
    );
    expect(await snapshot('trust-and-safety')).toEqual(before);
    expect(before.page?.body_html).toBe('<p>First</p>');
    // A page that is not there cannot be edited from a version; 0 creates it.
    expectError(await save('brand-new-text', { ...body, expectedVersion: 3 }), 'CONTENT_PAGE_NOT_FOUND');
    expect((await save('brand-new-text', { ...body, expectedVersion: 0 })).statusCode).toBe(200);
    expectError(await save('brand-new-text', { ...body, expectedVersion: 0 }), 'CONTENT_VERSION_STALE');
  });

  it('lets exactly one of two concurrent saves from the same version through', async () => {
    const { version, page } = await text('sponsor-games');
    const body = (n: number) => ({ ...page, bodyHtml: `<p>Racer ${n}</p>`, expectedVersion: version });
    const results = await Promise.all([1, 2, 3].map((n) => save('sponsor-games', body(n))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const after = await text('sponsor-games');
    expect(after.version).toBe(version + 1);
    expect(after.versions.filter((v) => v.version > version)).toHaveLength(1);
  });

  it('restores an older version as a new one: audited, and the public page shows the old text', async () => {
    const v1 = await text('account-security');
    const edit = await save('account-security', {
      title: v1.page.title,
      intro: v1.page.intro,
      bodyHtml: '<p>Edited text</p>',
      blocks: [],
      expectedVersion: v1.version,
    });
    const edited = contentSaveResponseSchema.parse(edit.json());
    await vi.waitFor(async () =>
      expect((await publicPage('account-security')).bodyHtml).toBe('<p>Edited text</p>'),
    );

    const before = await snapshot('account-security');
    expectError(
      await restore('account-security', v1.version, { expectedVersion: v1.version }),
      'CONTENT_VERSION_STALE',
    );
    expectError(
      await restore('account-security', 999, { expectedVersion: edited.version }),
      'CONTENT_VERSION_NOT_FOUND',
    );
    expectError(await restore('no-such-text', 1, { expectedVersion: 1 }), 'CONTENT_PAGE_NOT_FOUND');
    expectError(await restore('account-security', 1, { expectedVersion: 0 }), 'CONTENT_INVALID');
    expectError(await restore('account-security', 1, {}), 'CONTENT_INVALID');
    expect(await snapshot('account-security')).toEqual(before);

    const res = await restore('account-security', v1.version, { expectedVersion: edited.version });
    expect(res.statusCode, res.body).toBe(200);
    const restored = contentSaveResponseSchema.strict().parse(res.json());
    expect(restored.version).toBe(edited.version + 1);
    expect(restored.page.bodyHtml).toBe(v1.page.bodyHtml);
    const after = await text('account-security');
    expect(after.versions[0]).toMatchObject({ version: restored.version, restoredFrom: v1.version });
    const [line] = await auditLines('account-security');
    expect(line).toMatchObject({
      operator_id: op.user.id,
      action: 'content.page.restored',
      before: { bodyHtml: '<p>Edited text</p>', version: edited.version },
      after: { bodyHtml: v1.page.bodyHtml, version: restored.version },
    });
    // The public page fills in the brand's names (white label).
    await vi.waitFor(async () =>
      expect((await publicPage('account-security')).bodyHtml).toBe(
        brandText(v1.page.bodyHtml, defaultBrand, true),
      ),
    );
  });

  it('previews the sanitized page without writing anything', async () => {
    const before = await snapshot('home');
    const res = await api(t.app, 'POST', '/api/operator/content/pages/home/preview', {
      token: op.token,
      body: { title: 'Preview', bodyHtml: '<h2>Hi</h2><script>x()</script>', blocks: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ page: { slug: 'home', title: 'Preview', bodyHtml: '<h2>Hi</h2>' } });
    expect(await snapshot('home')).toEqual(before);
  });

  it('changes the public Game Rules tabs and the how-to-play steps when saved', async () => {
    const rules = async () =>
      (await api(t.app, 'GET', '/api/sports/game-types/2/rules')).json<{
        rules: { title: string; html: string }[];
      }>().rules;
    expect((await rules()).length).toBeGreaterThan(0);
    const high5 = await text('sports-rules-high5');
    const tabs = high5.page.blocks.map((b, i) =>
      i === 0 ? { ...b, html: '<p>New <em>General</em> rules</p>' } : b,
    );
    const res = await save('sports-rules-high5', {
      ...high5.page,
      blocks: tabs,
      expectedVersion: high5.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(async () => expect((await rules())[0]!.html).toBe('<p>New <em>General</em> rules</p>'));

    const how = await text('how-to-play');
    const steps = how.page.blocks.map((b, i) =>
      i === 1 ? { heading: 'Step two, edited', html: b.html } : b,
    );
    expect(
      (await save('how-to-play', { ...how.page, blocks: steps, expectedVersion: how.version })).statusCode,
    ).toBe(200);
    await vi.waitFor(async () =>
      expect((await publicPage('how-to-play')).blocks[1]!.heading).toBe('Step two, edited'),
    );
    const legacy = await api(t.app, 'GET', '/api/select_game/read_all_how_to.php');
    expect(JSON.stringify(legacy.json())).toContain('Step two, edited');
  });

  it('keeps the history append-only in the database', async () => {
    // Even for the tables' owner (the app's own role may not send these at all: docs/decisions/036).
    await expect(
      sql`update content_page_versions set title = 'x' where slug = 'home'`.execute(t.owner),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from content_page_versions where slug = 'home'`.execute(t.owner)).rejects.toThrow(
      /append-only/,
    );
  });
});
