import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@powerplay/contracts';
import { api, createTestApp, registerPlayer, type TestApp } from '../../../test/helpers';
import { AppError } from '../../platform/errors';
import { DEFAULT_PARTNER_ID, normalHost, partnerDirectory, siteOriginOf, type Partner } from './hosts';

const partner = (id: number, domains: string[], suspended = false): Partner => ({
  id,
  slug: `p${id}`,
  name: `Partner ${id}`,
  suspended,
  domains,
});

describe('a request host names its partner', () => {
  it('ignores case, port and a final dot; an IPv6 literal keeps its brackets', () => {
    expect(normalHost('Raffle.Example.ORG:8443')).toBe('raffle.example.org');
    expect(normalHost('raffle.example.org.')).toBe('raffle.example.org');
    expect(normalHost('localhost:3000')).toBe('localhost');
    expect(normalHost('[::1]:3000')).toBe('[::1]');
  });

  it('resolves a listed host to its partner and any other host, localhost included, to the default', () => {
    const directory = partnerDirectory([partner(DEFAULT_PARTNER_ID, []), partner(2, ['raffle.example.org'])]);
    expect(directory.resolve('raffle.example.org:3000').id).toBe(2);
    expect(directory.resolve('RAFFLE.example.org').id).toBe(2);
    expect(directory.resolve('localhost:3000').id).toBe(DEFAULT_PARTNER_ID);
    expect(directory.resolve('other.example.org').id).toBe(DEFAULT_PARTNER_ID);
    expect(directory.resolve('sub.raffle.example.org').id).toBe(DEFAULT_PARTNER_ID);
    expect(directory.resolve(undefined).id).toBe(DEFAULT_PARTNER_ID);
  });

  it('serves only the partners not suspended', () => {
    const directory = partnerDirectory([
      partner(DEFAULT_PARTNER_ID, []),
      { ...partner(2, ['a.example.org']), suspended: true },
      partner(3, ['b.example.org']),
    ]);
    expect(directory.serving()).toEqual([DEFAULT_PARTNER_ID, 3]);
  });

  it("puts a partner's site at its first domain, with the public origin's scheme and port", () => {
    expect(siteOriginOf(partner(DEFAULT_PARTNER_ID, ['x.example.org']), 'https://play.example.com')).toBe(
      'https://play.example.com',
    );
    expect(
      siteOriginOf(partner(2, ['north.example.org', 'www.north.example.org']), 'https://play.example.com'),
    ).toBe('https://north.example.org');
    expect(siteOriginOf(partner(2, ['north.test']), 'http://localhost:3000')).toBe('http://north.test:3000');
    expect(siteOriginOf(partner(2, []), 'http://localhost:3000')).toBe('http://localhost:3000');
  });
});

describe('partners on one deployment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const asHost = (host: string, url: string, headers: Record<string, string> = {}) =>
    api(t.app, 'GET', url, { headers: { host, ...headers } });

  const refusalOf = async (work: Promise<unknown>) => {
    const err: unknown = await work.then(
      () => null,
      (e: unknown) => e,
    );
    return err instanceof AppError ? err.code : err;
  };

  it('has the default partner from the start, and refuses a slug or a domain twice', async () => {
    expect(await t.services.partners.all()).toEqual([
      { id: DEFAULT_PARTNER_ID, slug: 'default', name: 'Default partner', suspended: false, domains: [] },
    ]);
    const created = await t.services.partners.create({
      slug: 'North-Raffle',
      name: ' North Raffle ',
      domains: ['North.Example.org.', 'north.example.org', 'www.north.example.org'],
    });
    expect(created).toEqual({
      id: expect.any(Number),
      slug: 'north-raffle',
      name: 'North Raffle',
      suspended: false,
      domains: ['north.example.org', 'www.north.example.org'],
    });
    expect((await t.services.partners.all()).find((p) => p.id === created.id)).toEqual(created);
    const again = { name: 'Again', domains: ['again.example.org'] };
    expect(await refusalOf(t.services.partners.create({ ...again, slug: 'north-raffle' }))).toBe(
      'PARTNER_TAKEN',
    );
    expect(
      await refusalOf(
        t.services.partners.create({ ...again, slug: 'other', domains: ['www.north.example.org'] }),
      ),
    ).toBe('PARTNER_TAKEN');
    // The database holds it too, whatever the service checked.
    await expect(
      t.owner.insertInto('partner_domains').values({ host: 'north.example.org', partner_id: 1 }).execute(),
    ).rejects.toThrow();
    await expect(
      t.owner.insertInto('partner_domains').values({ host: 'Bad Host!', partner_id: 1 }).execute(),
    ).rejects.toThrow();
  });

  it('lets exactly one of many simultaneous creations of one partner through; the others are told it is taken', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        refusalOf(
          t.services.partners.create({
            slug: 'race-club',
            name: `Race ${i}`,
            domains: [`race${i}.example.org`],
          }),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === null)).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'PARTNER_TAKEN')).toHaveLength(9);
    expect((await t.services.partners.all()).filter((p) => p.slug === 'race-club')).toHaveLength(1);
  });

  it.each([
    [{ slug: '-bad', name: 'N', domains: ['a.example.org'] }, 'PARTNER_SLUG_INVALID'],
    [{ slug: 'a'.repeat(41), name: 'N', domains: ['a.example.org'] }, 'PARTNER_SLUG_INVALID'],
    [{ slug: 'ok', name: '  ', domains: ['a.example.org'] }, 'PARTNER_SITE_NAME_REQUIRED'],
    [{ slug: 'ok', name: 'n'.repeat(61), domains: ['a.example.org'] }, 'PARTNER_SITE_NAME_TOO_LONG'],
    [{ slug: 'ok', name: 'N', domains: [] }, 'PARTNER_DOMAIN_REQUIRED'],
    [{ slug: 'ok', name: 'N', domains: ['https://a.example.org'] }, 'PARTNER_DOMAIN_INVALID'],
    [{ slug: 'ok', name: 'N', domains: ['a.example.org:8443'] }, 'PARTNER_DOMAIN_INVALID'],
    [{ slug: 'ok', name: 'N', domains: ['a.example.org/path'] }, 'PARTNER_DOMAIN_INVALID'],
    [
      { slug: 'ok', name: 'N', domains: Array.from({ length: 21 }, (_, i) => `d${i}.example.org`) },
      'PARTNER_DOMAINS_TOO_MANY',
    ],
    [null, 'BAD_REQUEST'],
  ])('refuses %o with %s and creates nothing', async (request, code) => {
    const before = await t.services.partners.all();
    expect(await refusalOf(t.services.partners.create(request))).toBe(code);
    expect(await t.services.partners.all()).toEqual(before);
  });

  it("answers a suspended partner's pages and API with 'temporarily unavailable', and only its own", async () => {
    const { id } = await t.services.partners.create({
      slug: 'south-club',
      name: 'South Club',
      domains: ['south.example.org'],
    });
    const player = await registerPlayer(t.app);
    const balance = async () =>
      (await api(t.app, 'GET', '/api/wallet', { token: player.token })).json<{ cashCents: number }>()
        .cashCents;
    const before = await balance();

    expect((await asHost('south.example.org', '/api/lottery/games')).statusCode).toBe(200);
    await t.services.partners.suspend(id);

    // Every process reads the partners again on the change's event (on PostgreSQL it comes back through
    // LISTEN a moment after the commit): no restart.
    await expect
      .poll(async () => (await asHost('south.example.org', '/api/lottery/games')).statusCode)
      .toBe(503);
    const refused = await asHost('south.example.org:3000', '/api/lottery/games');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      error: { code: 'PARTNER_SUSPENDED', title: 'Alert', message: catalogue.PARTNER_SUSPENDED.message },
    });
    expect(refused.headers['retry-after']).toBe('3600');
    expect((await asHost('south.example.org', '/api/time')).statusCode).toBe(503);
    const page = await asHost('south.example.org', '/select-games', { accept: 'text/html' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(catalogue.PARTNER_SUSPENDED.message);
    // The probes answer for the deployment; the other partners' sites are served.
    expect((await asHost('south.example.org', '/healthz')).statusCode).toBe(200);
    expect((await asHost('localhost:3000', '/api/lottery/games')).statusCode).toBe(200);
    expect(await balance()).toBe(before);

    await t.services.partners.resume(id);
    await expect
      .poll(async () => (await asHost('south.example.org', '/api/lottery/games')).statusCode)
      .toBe(200);
  });

  it('never suspends the default partner, which is every unlisted host, nor an unknown one', async () => {
    expect(await refusalOf(t.services.partners.suspend(DEFAULT_PARTNER_ID))).toBe('PARTNER_NOT_FOUND');
    expect(await refusalOf(t.services.partners.suspend(9999))).toBe('PARTNER_NOT_FOUND');
    expect(await refusalOf(t.services.partners.bySlug('nobody'))).toBe('PARTNER_NOT_FOUND');
    expect((await asHost('localhost', '/api/lottery/games')).statusCode).toBe(200);
  });
});
