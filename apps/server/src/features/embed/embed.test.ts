import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  catalogue,
  type BrandResponse,
  type EmbedOriginResponse,
  type EmbedOriginsResponse,
  type MessageCode,
  type OperatorAuditResponse,
} from '@powerplay/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  ORIGIN,
  registerOperator,
  registerPlayer,
  type TestApp,
} from '../../../test/helpers';
import { embedRepo } from './repo';

// A built web app with the widgets: their manifest and the loader, as the embed build writes them.
const dist = mkdtempSync(path.join(tmpdir(), 'embed-dist-'));
mkdirSync(path.join(dist, 'embed', '.vite'), { recursive: true });
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>site</title>');
writeFileSync(path.join(dist, 'embed', 'embed.js'), '/* loader */');
writeFileSync(
  path.join(dist, 'embed', '.vite', 'manifest.json'),
  JSON.stringify({
    'draw.ts': { file: 'assets/draw-abc.js', isEntry: true, imports: ['_widget.js'] },
    '_widget.js': { file: 'assets/widget-def.js', css: ['assets/widget-123.css'] },
  }),
);

let t: TestApp;
let op: { token: string; user: { id: number } };
let player: { token: string };
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  op = await registerOperator(t);
  player = await registerPlayer(t.app);
});
afterAll(() => t.close());

const expectError = (res: LightMyRequestResponse, code: MessageCode) => {
  expect(res.statusCode, res.body).toBe(catalogue[code].status);
  expect(res.json()).toMatchObject({ error: { code, message: catalogue[code].message } });
};
const list = async () =>
  (await api(t.app, 'GET', '/api/operator/embed/origins', { token: op.token })).json<EmbedOriginsResponse>();
const add = (body: unknown, token = op.token) =>
  api(t.app, 'POST', '/api/operator/embed/origins', { token, body });
const remove = (id: number | string, token = op.token) =>
  api(t.app, 'DELETE', `/api/operator/embed/origins/${id}`, { token });
const auditLines = async (action: string) =>
  (
    await api(t.app, 'GET', `/api/operator/audit?action=${action}`, { token: op.token })
  ).json<OperatorAuditResponse>().entries;
/** The frame-ancestors directive of a page's CSP. */
const frameAncestors = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  const csp = String(res.headers['content-security-policy']);
  return { res, sources: /frame-ancestors ([^;]*)/.exec(csp)?.[1]?.split(' ') };
};

describe('the allowed origins', () => {
  it('are for operators only', async () => {
    for (const res of [
      await api(t.app, 'GET', '/api/operator/embed/origins'),
      await add({ origin: 'https://a.example.com' }, ''),
      await remove(1, ''),
    ]) {
      expectError(res, 'AUTH_REQUIRED');
    }
    for (const res of [
      await api(t.app, 'GET', '/api/operator/embed/origins', { token: player.token }),
      await add({ origin: 'https://a.example.com' }, player.token),
      await remove(1, player.token),
    ]) {
      expectError(res, 'FORBIDDEN');
    }
    expect((await list()).origins).toEqual([]);
  });

  it('are added normalized, audited, and listed with the site origin', async () => {
    const res = await add({ origin: '  HTTPS://Partner.Example.com:443/ ' });
    expect(res.statusCode, res.body).toBe(201);
    const { origin } = res.json<EmbedOriginResponse>();
    expect(origin).toMatchObject({ origin: 'https://partner.example.com', addedBy: expect.any(String) });
    const port = await add({ origin: 'http://127.0.0.1:8080' });
    expect(port.statusCode, port.body).toBe(201);
    expect(await list()).toMatchObject({
      siteOrigin: ORIGIN,
      origins: [{ origin: 'https://partner.example.com' }, { origin: 'http://127.0.0.1:8080' }],
    });
    const [line] = await auditLines('embed.origin.added');
    expect(line).toMatchObject({
      operatorId: op.user.id,
      targetType: 'embed_origin',
      targetId: String(port.json<EmbedOriginResponse>().origin.id),
      before: null,
      after: { origin: 'http://127.0.0.1:8080' },
    });
  });

  it('refuses bad origins with the catalogue message and changes nothing', async () => {
    const before = await list();
    const lines = (await auditLines('embed.origin.added')).length;
    const cases: [unknown, MessageCode][] = [
      [{}, 'EMBED_ORIGIN_REQUIRED'],
      [{ origin: '   ' }, 'EMBED_ORIGIN_REQUIRED'],
      [{ origin: 42 }, 'EMBED_ORIGIN_REQUIRED'],
      [{ origin: 'partner.example.com' }, 'EMBED_ORIGIN_INVALID'],
      [{ origin: 'https://partner.example.com/widgets' }, 'EMBED_ORIGIN_INVALID'],
      [{ origin: 'https://partner.example.com?x=1' }, 'EMBED_ORIGIN_INVALID'],
      [{ origin: 'ftp://partner.example.com' }, 'EMBED_ORIGIN_INVALID'],
      [{ origin: 'javascript:alert(1)' }, 'EMBED_ORIGIN_INVALID'],
      [{ origin: 'https://*.example.com' }, 'EMBED_ORIGIN_INVALID'],
      [{ origin: 'https://user:pw@partner.example.com' }, 'EMBED_ORIGIN_INVALID'],
      [{ origin: "https://a.example.com 'unsafe-inline'" }, 'EMBED_ORIGIN_INVALID'],
      [{ origin: 'https://a.example.com;script-src *' }, 'EMBED_ORIGIN_INVALID'],
      [{ origin: `https://${'a'.repeat(300)}.com` }, 'EMBED_ORIGIN_INVALID'],
      [{ origin: 'https://partner.example.com' }, 'EMBED_ORIGIN_EXISTS'],
      [{ origin: ORIGIN }, 'EMBED_ORIGIN_EXISTS'],
    ];
    for (const [body, code] of cases) expectError(await add(body), code);
    expect(await list()).toEqual(before);
    expect(await auditLines('embed.origin.added')).toHaveLength(lines);
  });

  it('added by two operators at once: one line, one audit, the other told it exists', async () => {
    const other = await registerOperator(t);
    const lines = (await auditLines('embed.origin.added')).length;
    const origin = 'https://race.example.com';
    const [a, b] = await Promise.all([add({ origin }), add({ origin: `${origin}/` }, other.token)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expectError(
      [a, b].find((r) => r.statusCode === 409)!,
      'EMBED_ORIGIN_EXISTS',
    );
    expect((await list()).origins.filter((o) => o.origin === origin)).toHaveLength(1);
    expect(await auditLines('embed.origin.added')).toHaveLength(lines + 1);
  });

  it('are removed, audited; an unknown one is 404', async () => {
    const added = (await add({ origin: 'https://gone.example.com' })).json<EmbedOriginResponse>().origin;
    const res = await remove(added.id);
    expect(res.statusCode, res.body).toBe(204);
    expect((await list()).origins.map((o) => o.origin)).not.toContain('https://gone.example.com');
    const [line] = await auditLines('embed.origin.removed');
    expect(line).toMatchObject({
      targetId: String(added.id),
      before: { origin: 'https://gone.example.com' },
      after: null,
    });
    expectError(await remove(added.id), 'EMBED_ORIGIN_NOT_FOUND');
    expectError(await remove('0x10'), 'EMBED_ORIGIN_NOT_FOUND');
    expect(await auditLines('embed.origin.removed')).toHaveLength(1);
  });
});

describe('the widgets', () => {
  it('may be framed by the site and exactly the allowed origins; the rest of the site by nobody', async () => {
    const allowed = (await list()).origins.map((o) => o.origin);
    const { res, sources } = await frameAncestors('/embed/draw?game=1');
    expect(res.statusCode).toBe(200);
    expect(sources).toEqual(["'self'", ...allowed]);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['cache-control']).toBe('no-cache');
    for (const url of ['/', '/operator/partner', '/api/lottery/games', '/embed.js']) {
      const other = await frameAncestors(url);
      expect(other.sources, url).toEqual(["'none'"]);
    }
  });

  it('hear of a change made by another process through the live hub', async () => {
    // Written as another process would: no local invalidation, only the event it publishes.
    const other = embedRepo(t.database.db);
    await other.add('https://other-process.example.com', op.user.id, 50, () => Promise.resolve());
    await expect
      .poll(async () => (await frameAncestors('/embed/countdown')).sources)
      .toContain('https://other-process.example.com');
    await other.remove((await list()).origins.at(-1)!.id, () => Promise.resolve());
    await expect
      .poll(async () => (await frameAncestors('/embed/countdown')).sources)
      .not.toContain('https://other-process.example.com');
  });

  it('serve their shell with the built script and the brand slot; unknown widgets are 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/embed/draw' });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<script type="module" src="/embed/assets/draw-abc.js">');
    expect(res.body).toContain('<link rel="stylesheet" href="/embed/assets/widget-123.css">');
    // The brand's colours (its default here), in the slot the widget's stylesheet reads them from.
    expect(res.body).toMatch(/<style id="brand">:root\{--brand-primary:#[0-9a-f]{6}/i);
    expect(res.body).not.toContain('set-cookie');
    expect(res.headers['set-cookie']).toBeUndefined();
    expectError(await t.app.inject({ method: 'GET', url: '/embed/nope' }), 'NOT_FOUND');
    expectError(await t.app.inject({ method: 'GET', url: '/embed/draw?game=abc' }), 'NOT_FOUND');
  });

  it('follow the brand: its name and colours on the next load, without a restart', async () => {
    const { brand } = (await api(t.app, 'GET', '/api/brand')).json<BrandResponse>();
    const saved = await api(t.app, 'PUT', '/api/operator/brand', {
      token: op.token,
      body: {
        expectedVersion: brand.version,
        siteName: 'Acme Lotto',
        primaryColor: '#102030',
        accentColor: '#f0e060',
        supportPhone: brand.supportPhone,
        supportEmail: brand.supportEmail,
        legalEntity: brand.legalEntity,
        copyrightHolder: brand.copyrightHolder,
        sponsorLine: brand.sponsorLine,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/embed/countdown' });
    expect(res.body).toContain('<title>Next draw · Acme Lotto</title>');
    expect(res.body).toContain('<style id="brand">:root{--brand-primary:#102030;--brand-accent:#f0e060;');
    expect(res.body).toContain('--gold:#f0e060;');
  });

  it('serve embed.js to any site', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/embed.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body).toBe('/* loader */');
  });
});
