import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogue,
  type PartnerFigures,
  type PartnerResponse,
  type PartnersResponse,
  type PlatformFiguresResponse,
} from '@powerplay/contracts';
import {
  api,
  createTestApp,
  registerOperator,
  registerPlayer,
  scheduleLotteryGame,
  type TestApp,
} from '../../../test/helpers';

describe('the platform console API', () => {
  let t: TestApp;
  let platform: string;
  beforeAll(async () => {
    t = await createTestApp();
    const credentials = {
      email: 'platform@example.org',
      password: 'platform-password-1',
      displayName: 'Platform',
    };
    await t.services.accounts.createOperator(credentials, 'platform');
    const login = await api(t.app, 'POST', '/api/auth/login', {
      body: { login: credentials.email, password: credentials.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    platform = login.json<{ token: string }>().token;
  });
  afterAll(async () => {
    await t.close();
  });

  const errorOf = (res: { json: () => unknown }) => (res.json() as { error: { code: string } }).error.code;
  const body = {
    slug: 'hill-club',
    name: 'Hill Club',
    domains: ['hill.example.org', 'WWW.hill.example.org'],
  };

  it('is the platform operator’s only: anonymous 401, a player or a partner’s operator 403', async () => {
    const player = await registerPlayer(t.app);
    const operator = await registerOperator(t);
    expect((await api(t.app, 'GET', '/api/platform/partners')).statusCode).toBe(401);
    for (const token of [player.token, operator.token]) {
      const list = await api(t.app, 'GET', '/api/platform/partners', { token });
      expect(list.statusCode).toBe(403);
      expect(errorOf(list)).toBe('FORBIDDEN');
      expect((await api(t.app, 'POST', '/api/platform/partners', { token, body })).statusCode).toBe(403);
      expect((await api(t.app, 'POST', '/api/platform/partners/1/resume', { token })).statusCode).toBe(403);
      expect((await api(t.app, 'GET', '/api/platform/figures', { token })).statusCode).toBe(403);
    }
    expect((await t.services.partners.all()).map((p) => p.slug)).toEqual(['default']);
  });

  it('creates a partner, lists it, suspends and resumes it, each in the audit log', async () => {
    const created = await api(t.app, 'POST', '/api/platform/partners', { token: platform, body });
    expect(created.statusCode, created.body).toBe(201);
    const { partner } = created.json<PartnerResponse>();
    expect(partner).toEqual({
      id: expect.any(Number),
      slug: 'hill-club',
      name: 'Hill Club',
      suspended: false,
      domains: ['hill.example.org', 'www.hill.example.org'],
    });
    const list = (
      await api(t.app, 'GET', '/api/platform/partners', { token: platform })
    ).json<PartnersResponse>();
    expect(list.partners.map((p) => p.slug)).toEqual(['default', 'hill-club']);

    const again = await api(t.app, 'POST', '/api/platform/partners', { token: platform, body });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'PARTNER_TAKEN', title: 'Alert', message: catalogue.PARTNER_TAKEN.message },
    });

    const suspended = await api(t.app, 'POST', `/api/platform/partners/${partner.id}/suspend`, {
      token: platform,
    });
    expect(suspended.json<PartnerResponse>().partner.suspended).toBe(true);
    // Every process hears the change (on PostgreSQL through LISTEN, a moment after the commit).
    const timeOnHill = async () =>
      (await api(t.app, 'GET', '/api/time', { headers: { host: 'hill.example.org' } })).statusCode;
    await expect.poll(timeOnHill).toBe(503);
    const resumed = await api(t.app, 'POST', `/api/platform/partners/${partner.id}/resume`, {
      token: platform,
    });
    expect(resumed.json<PartnerResponse>().partner.suspended).toBe(false);
    await expect.poll(timeOnHill).toBe(200);

    const log = await t.database.db
      .selectFrom('operator_audit_log')
      .select(['action', 'target_type', 'target_id'])
      .where('target_type', '=', 'partner')
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { action: 'partner.created', target_type: 'partner', target_id: String(partner.id) },
      { action: 'partner.suspended', target_type: 'partner', target_id: String(partner.id) },
      { action: 'partner.resumed', target_type: 'partner', target_id: String(partner.id) },
    ]);
  });

  it("creates a partner with its first operator, who signs in on the partner's site only, as its operator", async () => {
    const operator = {
      displayName: 'Lake Desk',
      email: 'desk@lake.example.org',
      password: 'lake-password-1',
    };
    const created = await api(t.app, 'POST', '/api/platform/partners', {
      token: platform,
      body: { slug: 'lake', name: 'Lake Lottery', domains: ['lake.example.org'], operator },
    });
    expect(created.statusCode, created.body).toBe(201);
    const onLake = { headers: { host: 'lake.example.org', origin: 'http://lake.example.org' } };
    const signIn = (options = {}) =>
      api(t.app, 'POST', '/api/auth/login', {
        body: { login: operator.email, password: operator.password },
        ...options,
      });
    await expect.poll(async () => (await signIn(onLake)).statusCode).toBe(200);
    expect((await signIn(onLake)).json()).toMatchObject({
      user: { role: 'operator', displayName: 'Lake Desk' },
    });
    // Not an account of the platform's own site.
    expect((await signIn()).statusCode).toBe(401);
    expect((await api(t.app, 'GET', '/api/brand', onLake)).json()).toMatchObject({
      brand: { siteName: 'Lake Lottery' },
    });
  });

  it("refuses a first operator that breaks a sign-up's rules, and creates no partner", async () => {
    const before = await t.services.partners.all();
    const good = { displayName: 'Pond Desk', email: 'desk@pond.example.org', password: 'pond-password-1' };
    const cases: [unknown, string][] = [
      [{ ...good, email: 'not-an-email' }, 'REGISTER_EMAIL_INVALID'],
      [{ ...good, password: 'short' }, 'REGISTER_PASSWORD_TOO_SHORT'],
      [{ ...good, displayName: 'a@b' }, 'REGISTER_DISPLAY_NAME_INVALID'],
    ];
    for (const [operator, code] of cases) {
      const res = await api(t.app, 'POST', '/api/platform/partners', {
        token: platform,
        body: { slug: 'pond', name: 'Pond', domains: ['pond.example.org'], operator },
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe(code);
    }
    expect(await t.services.partners.all()).toEqual(before);
  });

  it("answers each partner's players, entries, prizes and store revenue from its own books", async () => {
    const figures = async () =>
      (await api(t.app, 'GET', '/api/platform/figures', { token: platform })).json<PlatformFiguresResponse>()
        .figures;
    const before = await figures();
    const partners = await t.services.partners.all();
    expect(before.map((f) => f.partnerId)).toEqual(partners.map((p) => p.id));
    const fresh = partners.find((p) => p.slug === 'lake')!;
    expect(before.find((f) => f.partnerId === fresh.id)).toEqual({
      partnerId: fresh.id,
      players: 0,
      entries: 0,
      prizeCents: 0,
      prizePoints: 0,
      storeRevenueCents: 0,
    });
    // A player signs up on the platform's own site and enters a draw: its figures move, the other's not.
    const player = await registerPlayer(t.app);
    const operator = await registerOperator(t);
    const game = await scheduleLotteryGame(t.app, operator.token, new Date());
    const entered = await api(t.app, 'PUT', `/api/lottery/games/${game}/picks`, {
      token: player.token,
      body: { numbers: [1, 2, 3, 4, 5, 6, 7] },
    });
    expect(entered.statusCode, entered.body).toBe(200);
    const after = await figures();
    const mine = (f: PartnerFigures[], id: number) => f.find((x) => x.partnerId === id)!;
    expect(mine(after, 1).players).toBe(mine(before, 1).players + 1);
    expect(mine(after, 1).entries).toBe(mine(before, 1).entries + 1);
    expect(mine(after, fresh.id)).toEqual(mine(before, fresh.id));
  });

  it('refuses bad input with the catalogue and changes nothing', async () => {
    const before = await t.services.partners.all();
    const cases: [unknown, string][] = [
      [{ ...body, slug: 'Bad Slug' }, 'PARTNER_SLUG_INVALID'],
      [{ ...body, slug: 'ok-slug', domains: ['https://x.example.org/'] }, 'PARTNER_DOMAIN_INVALID'],
      [{ ...body, slug: 'ok-slug', name: 42 }, 'PARTNER_SITE_NAME_REQUIRED'],
      [{ slug: 'ok-slug', name: 'N' }, 'PARTNER_DOMAIN_INVALID'],
    ];
    for (const [request, code] of cases) {
      const res = await api(t.app, 'POST', '/api/platform/partners', { token: platform, body: request });
      expect(res.statusCode, JSON.stringify(request)).toBe(400);
      expect(errorOf(res)).toBe(code);
    }
    for (const path of ['/api/platform/partners/9999/suspend', '/api/platform/partners/1/suspend']) {
      const res = await api(t.app, 'POST', path, { token: platform });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toBe('PARTNER_NOT_FOUND');
    }
    expect(
      (await api(t.app, 'POST', '/api/platform/partners/abc/resume', { token: platform })).statusCode,
    ).toBe(404);
    // A cookie-borne change from another origin is refused as anywhere.
    const foreign = await api(t.app, 'POST', '/api/platform/partners', {
      cookie: platform,
      body: { slug: 'foreign', name: 'Foreign', domains: ['foreign.example.org'] },
      headers: { origin: 'https://evil.example.com' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(await t.services.partners.all()).toEqual(before);
  });
});
