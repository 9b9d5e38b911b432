import { brandResponseSchema, catalogue, formatMessage, type MessageCode } from '@powerplay/contracts';
import { contrastRatio, parseHexColour } from '@powerplay/domain';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  api,
  createTestApp,
  liveEventsSettled,
  registerOperator,
  registerPlayer,
  type TestApp,
} from '../../../test/helpers';

// A built web app of one page: the shell the brand renders.
const dist = mkdtempSync(path.join(tmpdir(), 'brand-dist-'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><meta name="description" content="Powerplay: x" />' +
    '<meta name="theme-color" content="#0b1733" /><link rel="icon" type="image/svg+xml" href="/favicon.svg" />' +
    '<title>Powerplay</title></head><body><div id="root"></div><noscript>Powerplay needs JavaScript.</noscript></body></html>',
);

let t: TestApp;
let op: { token: string; user: { id: number } };
let playerToken: string;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  op = await registerOperator(t);
  playerToken = (await registerPlayer(t.app)).token;
});
afterAll(() => t?.close());

type Res = { statusCode: number; json: () => unknown };
function expectError(res: Res, code: MessageCode, params?: Record<string, string>) {
  const e = catalogue[code];
  expect({ status: res.statusCode, body: res.json() }).toEqual({
    status: e.status,
    body: { error: { code, title: e.title, message: formatMessage(e.message, params) } },
  });
}

const publicBrand = async () =>
  brandResponseSchema.parse((await api(t.app, 'GET', '/api/brand')).json()).brand;
const put = (body: object, token = op.token) => api(t.app, 'PUT', '/api/operator/brand', { token, body });
const svg = (s: string) => ({ type: 'image/svg+xml', data: Buffer.from(s).toString('base64') });
const pngHeader = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82];
const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>';

async function body(overrides: object = {}) {
  const b = await publicBrand();
  return {
    expectedVersion: b.version,
    siteName: b.siteName,
    primaryColor: b.primaryColor,
    accentColor: b.accentColor,
    supportPhone: b.supportPhone,
    supportEmail: b.supportEmail,
    legalEntity: b.legalEntity,
    copyrightHolder: b.copyrightHolder,
    sponsorLine: b.sponsorLine,
    ...overrides,
  };
}

/** What a refused save must leave as it was: the row and the audit log. */
async function snapshot() {
  const row = await t.database.db.selectFrom('brand_settings').selectAll().executeTakeFirstOrThrow();
  const audit = await t.database.db
    .selectFrom('operator_audit_log')
    .select((e) => e.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { row, audit: Number(audit.n) };
}

describe('the brand', () => {
  it("is public, today's Powerplay brand at first, with an ETag and 304", async () => {
    const res = await api(t.app, 'GET', '/api/brand');
    expect(res.statusCode).toBe(200);
    const { brand } = brandResponseSchema.parse(res.json());
    expect(brand).toMatchObject({
      siteName: 'Powerplay',
      primaryColor: '#0b1733',
      accentColor: '#f5c542',
      logo: null,
    });
    const again = await api(t.app, 'GET', '/api/brand', {
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('renders the HTML shell with the brand', async () => {
    const res = await api(t.app, 'GET', '/lotto-result');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Powerplay</title>');
    // Every colour of today's theme, as index.css has it by default.
    expect(res.body).toContain('<style id="brand">:root{--brand-primary:#0b1733;--brand-accent:#f5c542;');
    expect(res.body).toMatch(
      /--text:#eef2fb;.*--navy-900:#071026;.*--on-accent:#071026;color-scheme:dark}<\/style>/,
    );
    const again = await api(t.app, 'GET', '/', { headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect((await api(t.app, 'GET', '/index.html')).statusCode).toBe(404);
  });

  it.each([
    ['GET', undefined],
    ['PUT', {}],
  ] as const)('%s /api/operator/brand: 401 anonymous, 403 for a player', async (method, payload) => {
    const before = await snapshot();
    expectError(await api(t.app, method, '/api/operator/brand', { body: payload }), 'AUTH_REQUIRED');
    expectError(
      await api(t.app, method, '/api/operator/brand', { body: payload, token: playerToken }),
      'FORBIDDEN',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('saves a new brand: the public read, the shell and the logo follow; the save is audited', async () => {
    const res = await put(
      await body({
        siteName: 'Acme <Play>',
        primaryColor: '#1A0B33',
        accentColor: '#7fe0c0',
        logo: svg(LOGO),
      }),
    );
    expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    const brand = await publicBrand();
    expect(brand).toMatchObject({ siteName: 'Acme <Play>', primaryColor: '#1a0b33', accentColor: '#7fe0c0' });
    expect(brand.logo).toEqual({ type: 'image/svg+xml', url: `/api/brand/logo?v=${brand.version}` });

    const shell = (await api(t.app, 'GET', '/')).body;
    expect(shell).toContain('<title>Acme &lt;Play&gt;</title>');
    expect(shell).toContain('--brand-primary:#1a0b33');
    expect(shell).toContain('--gold:#7fe0c0;');
    expect(shell).toContain('<meta name="theme-color" content="#1a0b33" />');
    expect(shell).toContain('\\u003cPlay>');

    const logo = await api(t.app, 'GET', brand.logo!.url);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.headers['content-security-policy']).toContain("default-src 'none'");
    expect(logo.headers['cache-control']).toContain('immutable');
    expect(logo.body).toBe(LOGO);

    const [line] = await t.database.db
      .selectFrom('operator_audit_log')
      .selectAll()
      .where('action', '=', 'brand.saved')
      .orderBy('id', 'desc')
      .execute();
    expect(line).toMatchObject({ operator_id: op.user.id, target_type: 'brand', target_id: '1' });
    expect(line!.before).toMatchObject({ siteName: 'Powerplay', primaryColor: '#0b1733', logo: null });
    expect(line!.after).toMatchObject({
      siteName: 'Acme <Play>',
      logo: { type: 'image/svg+xml', bytes: LOGO.length },
    });
  });

  it('renames the legal entity, holder and sponsor line left as the old site name with the site; others stay', async () => {
    const was = await publicBrand();
    const saved = await put(await body({ siteName: 'Rename One', legalEntity: 'Rename Holdings Ltd.' }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await publicBrand()).toMatchObject({
      siteName: 'Rename One',
      legalEntity: 'Rename Holdings Ltd.',
      copyrightHolder: was.siteName === was.copyrightHolder ? 'Rename One' : was.copyrightHolder,
      sponsorLine: was.siteName === was.sponsorLine ? 'Rename One' : was.sponsorLine,
    });
    // Set apart from the site's name on purpose, a name stays through the next rename.
    await put(await body({ copyrightHolder: 'Holder Apart' }));
    await put(await body({ siteName: 'Rename Two' }));
    expect(await publicBrand()).toMatchObject({
      siteName: 'Rename Two',
      legalEntity: 'Rename Holdings Ltd.',
      copyrightHolder: 'Holder Apart',
    });
    // Put back as the other tests expect it.
    const { siteName, legalEntity, copyrightHolder, sponsorLine } = was;
    const back = await put(await body({ siteName, legalEntity, copyrightHolder, sponsorLine }));
    expect(back.statusCode, back.body).toBe(200);
  });

  it('refuses a stale save with 409', async () => {
    const before = await snapshot();
    expectError(await put(await body({ expectedVersion: 1, siteName: 'Late' })), 'BRAND_VERSION_STALE');
    expect(await snapshot()).toEqual(before);
  });

  it('two operators saving the same version at once: one save wins, the other is told it is stale', async () => {
    const other = await registerOperator(t);
    const before = await snapshot();
    const [a, b] = await Promise.all([
      put(await body({ siteName: 'First Desk' })),
      put(await body({ siteName: 'Second Desk' }), other.token),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expectError(
      [a, b].find((r) => r.statusCode === 409)!,
      'BRAND_VERSION_STALE',
    );
    const after = await snapshot();
    expect(after.row.version).toBe(before.row.version + 1);
    expect(after.audit).toBe(before.audit + 1);
    const winner = a.statusCode === 200 ? 'First Desk' : 'Second Desk';
    expect((await publicBrand()).siteName).toBe(winner);
  });

  it.each([
    [
      'a script in the SVG',
      { logo: svg('<svg><script>alert(1)</script></svg>') },
      'BRAND_SVG_UNSAFE',
      { reason: 'a script element' },
    ],
    [
      'an event handler in the SVG',
      { logo: svg('<svg onload="alert(1)"><path d="M0 0"/></svg>') },
      'BRAND_SVG_UNSAFE',
      { reason: 'an event handler attribute (onload)' },
    ],
    [
      'a huge logo',
      { logo: { type: 'image/png', data: Buffer.alloc(101 * 1024, 1).toString('base64') } },
      'BRAND_LOGO_TOO_LARGE',
      undefined,
    ],
    [
      'a huge favicon',
      { favicon: { type: 'image/png', data: Buffer.alloc(33 * 1024, 1).toString('base64') } },
      'BRAND_FAVICON_TOO_LARGE',
      undefined,
    ],
    [
      'a GIF pretending to be a PNG',
      { logo: { type: 'image/png', data: Buffer.from('GIF89a'.repeat(10)).toString('base64') } },
      'BRAND_NOT_PNG',
      undefined,
    ],
    [
      'another image type',
      { logo: { type: 'image/gif', data: Buffer.from(pngHeader).toString('base64') } },
      'BRAND_IMAGE_TYPE',
      undefined,
    ],
    ['a colour not #rrggbb', { primaryColor: 'red' }, 'BRAND_COLOUR_INVALID', undefined],
    ['no site name', { siteName: '  ' }, 'BRAND_SITE_NAME_REQUIRED', undefined],
  ] as const)('refuses %s with its message, and changes nothing', async (_, overrides, code, params) => {
    const before = await snapshot();
    expectError(await put(await body(overrides)), code, params);
    expect(await snapshot()).toEqual(before);
  });

  // Colours partners use: light text on a dark primary, and a light theme (dark text on a light primary).
  it.each([
    ['#1d3557', '#f1faee'],
    ['#002b5c', '#ffd166'],
    ['#10243e', '#ff8c42'],
    ['#f1faee', '#1d3557'],
  ])('saves primary %s with accent %s', async (primaryColor, accentColor) => {
    const res = await put(await body({ primaryColor, accentColor }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await publicBrand()).toMatchObject({ primaryColor, accentColor });
  });

  it.each([
    [
      'a dim accent on a dark primary',
      { primaryColor: '#0b1733', accentColor: '#2a3a6a' },
      { pair: 'Links on the page background', foreground: '#31406d', background: '#071026', ratio: '1.87' },
      { accentColor: '#768bc1' },
      'An accent such as #768bc1 would be readable.',
    ],
    [
      'a gold accent on a light primary',
      { primaryColor: '#f4f4f4', accentColor: '#f5c542' },
      { pair: 'Links on the page background', foreground: '#efc350', background: '#f9f9f9', ratio: '1.58' },
      { accentColor: '#8e6100' },
      'An accent such as #8e6100 would be readable.',
    ],
    [
      'a mid-grey primary',
      { primaryColor: '#777777', accentColor: '#ffffff' },
      {
        pair: 'Muted text on the page background',
        foreground: '#bcc6de',
        background: '#5e5e5e',
        ratio: '3.78',
      },
      { primaryColor: '#3a3a3a' },
      'A primary colour such as #3a3a3a would be readable.',
    ],
  ])('refuses %s naming the pair, its ratio and a fix that saves', async (_, colours, named, fixed, fix) => {
    const before = await snapshot();
    expectError(await put(await body(colours)), 'BRAND_CONTRAST_LOW', { ...named, fix });
    expect(await snapshot()).toEqual(before);
    // The ratio is WCAG 2's, and the suggested colour is accepted as it is.
    expect(contrastRatio(parseHexColour(named.foreground)!, parseHexColour(named.background)!)).toBeCloseTo(
      Number(named.ratio),
      1,
    );
    expect((await put(await body({ ...colours, ...fixed }))).statusCode).toBe(200);
  });

  it('keeps the logo when none is sent, and goes back to the built-in one on null', async () => {
    const kept = await put(await body({ siteName: 'Acme' }));
    expect(kept.statusCode).toBe(200);
    expect((await publicBrand()).logo).not.toBeNull();
    const removed = await put(
      await body({ logo: null, siteName: 'Powerplay', primaryColor: '#0b1733', accentColor: '#f5c542' }),
    );
    expect(removed.statusCode).toBe(200);
    expect((await publicBrand()).logo).toBeNull();
    expect((await api(t.app, 'GET', '/api/brand/logo')).statusCode).toBe(404);
  });

  it('takes a PNG favicon: the shell links it, and it is served as a PNG', async () => {
    const png = Buffer.from([...pngHeader, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
    const res = await put(await body({ favicon: { type: 'image/png', data: png.toString('base64') } }));
    expect(res.statusCode).toBe(200);
    const { favicon, version } = await publicBrand();
    expect(favicon).toEqual({ type: 'image/png', url: `/api/brand/favicon?v=${version}` });
    expect((await api(t.app, 'GET', '/')).body).toContain(
      `<link rel="icon" type="image/png" href="/api/brand/favicon?v=${version}" />`,
    );
    const served = await api(t.app, 'GET', favicon!.url);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('serves the brand, the shell and the logo from memory: no query per request', async () => {
    await put(await body({ logo: svg(LOGO) }));
    // The change's event reaches this process after the relay's pass: heard, it has emptied the caches.
    await liveEventsSettled(t);
    const { version } = await publicBrand();
    await api(t.app, 'GET', '/');
    await api(t.app, 'GET', '/api/brand/logo');
    const current = vi.spyOn(t.services.brand, 'current');
    const images = vi.spyOn(t.services.brand, 'images');
    for (let i = 0; i < 5; i++) {
      expect((await api(t.app, 'GET', '/api/brand')).statusCode).toBe(200);
      expect((await api(t.app, 'GET', '/game-central')).statusCode).toBe(200);
      expect((await api(t.app, 'GET', `/api/brand/logo?v=${version}`)).statusCode).toBe(200);
    }
    expect(current).not.toHaveBeenCalled();
    expect(images).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('signs the mails with the brand', async () => {
    await put(
      await body({ siteName: 'Acme Lotto', supportEmail: 'help@acme.example', copyrightHolder: 'Acme Inc.' }),
    );
    await t.services.passwordResets.request(
      op.user
        ? (
            await t.database.db
              .selectFrom('users')
              .select('email')
              .where('id', '=', op.user.id)
              .executeTakeFirstOrThrow()
          ).email
        : '',
    );
    const [mail] = await t.database.db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').execute();
    expect(mail!.subject).toBe('Reset your Acme Lotto password');
    expect(mail!.text).toContain('Acme Lotto support: help@acme.example');
    // A holder that ends with a full stop ends the sentence once.
    expect(mail!.text).toContain(`© ${new Date().getUTCFullYear()} Acme Inc. All rights reserved.`);
  });
});
