import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@powerplay/contracts';
import { api, createTestApp, registerPlayer, type TestApp } from '../../../test/helpers';
import { DEFAULT_PARTNER_ID, normalHost, partnerDirectory, type Partner } from './hosts';

const partner = (id: number, hosts: string[], suspended = false): Partner => ({
  id,
  slug: `p${id}`,
  name: `Partner ${id}`,
  suspended,
  hosts,
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

  it('has the default partner from the start, and refuses a slug or a domain twice', async () => {
    expect(await t.services.partners.all()).toEqual([
      { id: DEFAULT_PARTNER_ID, slug: 'default', name: 'Default partner', suspended: false, hosts: [] },
    ]);
    const id = await t.services.partners.create({
      slug: 'north-raffle',
      name: 'North Raffle',
      hosts: ['North.Example.org:443', 'north.example.org'],
    });
    expect(id).toEqual(expect.any(Number));
    expect((await t.services.partners.all()).find((p) => p.id === id)?.hosts).toEqual(['north.example.org']);
    expect(await t.services.partners.create({ slug: 'north-raffle', name: 'Again', hosts: [] })).toBe(
      'taken',
    );
    expect(
      await t.services.partners.create({ slug: 'other', name: 'Other', hosts: ['north.example.org'] }),
    ).toBe('taken');
    // The database holds it too, whatever the service checked.
    await expect(
      t.owner.insertInto('partner_domains').values({ host: 'north.example.org', partner_id: 1 }).execute(),
    ).rejects.toThrow();
    await expect(
      t.owner.insertInto('partner_domains').values({ host: 'Bad Host!', partner_id: 1 }).execute(),
    ).rejects.toThrow();
  });

  it("answers a suspended partner's pages and API with 'temporarily unavailable', and only its own", async () => {
    const id = await t.services.partners.create({
      slug: 'south-club',
      name: 'South Club',
      hosts: ['south.example.org'],
    });
    if (id === 'taken') throw new Error('taken');
    const player = await registerPlayer(t.app);
    const balance = async () =>
      (await api(t.app, 'GET', '/api/wallet', { token: player.token })).json<{ cashCents: number }>()
        .cashCents;
    const before = await balance();

    expect((await asHost('south.example.org', '/api/lottery/games')).statusCode).toBe(200);
    expect(await t.services.partners.suspend(id)).toBe(true);

    // Every process reads the partners again on the change's event: no restart.
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

    expect(await t.services.partners.resume(id)).toBe(true);
    expect((await asHost('south.example.org', '/api/lottery/games')).statusCode).toBe(200);
  });

  it('never suspends the default partner, which is every unlisted host', async () => {
    expect(await t.services.partners.suspend(DEFAULT_PARTNER_ID)).toBe(false);
    expect(await t.services.partners.suspend(9999)).toBe(false);
    expect((await asHost('localhost', '/api/lottery/games')).statusCode).toBe(200);
  });
});
