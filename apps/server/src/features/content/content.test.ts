import { catalogue } from '@powerplay/contracts';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { up as narrowToTwoSports } from '../../db/migrations/2026_11_25_02_true_sports_promise';
import { up as backToFourSports } from '../../db/migrations/2026_11_26_03_four_sports_promise';
import { seedDemoContent } from '../../db/seed';
import { systemClock } from '../../platform/clock';
import { api, createTestApp, registerOperator, registerPlayer, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const publicSlugs = [
  'home',
  'solutions',
  'services',
  'about-us',
  'live-sports',
  'live-sports-more',
  'sport-platform',
  'lotto-platform',
  'sponsor-games',
  'how-to-play',
  'terms-of-use',
  'privacy',
  'faq',
  'trust-and-safety',
  'account-security',
];

describe('content pages', () => {
  it.each(publicSlugs)('serves the seeded page %s with real copy', async (slug) => {
    const res = await api(t.app, 'GET', `/api/content/pages/${slug}`);
    expect(res.statusCode).toBe(200);
    const { page } = res.json<{
      page: { slug: string; title: string; bodyHtml: string; blocks: unknown[] };
    }>();
    expect(page.slug).toBe(slug);
    expect(page.title.length).toBeGreaterThan(3);
    expect(page.bodyHtml.length + JSON.stringify(page.blocks).length).toBeGreaterThan(200);
    expect(JSON.stringify(page).toLowerCase()).not.toMatch(/lorem ipsum|coming soon/);
  });

  it('gives how-to-play and the sports and lotto highlights four numbered blocks', async () => {
    for (const slug of ['how-to-play', 'sport-platform', 'lotto-platform']) {
      const { page } = (await api(t.app, 'GET', `/api/content/pages/${slug}`)).json<{
        page: { blocks: unknown[] };
      }>();
      expect(page.blocks).toHaveLength(4);
    }
  });

  it('promises the teams of the four leagues that have contests: NFL, NBA, MLB and NHL', async () => {
    for (const slug of publicSlugs) {
      const text = JSON.stringify((await api(t.app, 'GET', `/api/content/pages/${slug}`)).json());
      // Never the narrowed phrases of the earlier correction (only MLB and NHL had contests then).
      expect(text, slug).not.toMatch(/(?<!NBA, )\b(MLB|NHL),? (and|or) (MLB|NHL) (teams|games|schedules)/);
    }
    const { page: home } = (await api(t.app, 'GET', '/api/content/pages/home')).json<{
      page: { bodyHtml: string };
    }>();
    expect(home.bodyHtml).toContain('Pick real NHL, MLB, NBA and NFL teams');
  });

  it('puts the four leagues back in a database narrowed before, keeping the rest of an edited page', async () => {
    const db = t.database.db;
    const seeded = await db
      .selectFrom('content_pages')
      .select(['body_html', 'blocks'])
      .where('slug', '=', 'home')
      .executeTakeFirstOrThrow();
    // A database that went through that correction, then an operator's edit.
    await narrowToTwoSports(db as unknown as Kysely<unknown>);
    const narrowed = await db
      .selectFrom('content_pages')
      .select(['body_html', 'blocks'])
      .where('slug', '=', 'home')
      .executeTakeFirstOrThrow();
    expect(narrowed.body_html).toContain('Pick real NHL and MLB teams');
    expect(JSON.stringify(narrowed.blocks)).toContain('Pick NHL and MLB teams');
    await db
      .updateTable('content_pages')
      .set({ body_html: `<p>Operator's own words.</p>${narrowed.body_html}` })
      .where('slug', '=', 'home')
      .execute();

    await backToFourSports(db as unknown as Kysely<unknown>);
    const after = await db
      .selectFrom('content_pages')
      .select(['body_html', 'blocks'])
      .where('slug', '=', 'home')
      .executeTakeFirstOrThrow();
    expect(after.body_html).toBe(`<p>Operator's own words.</p>${seeded.body_html}`);
    expect(after.blocks).toEqual(seeded.blocks);
  });

  it('answers an unknown page with 404', async () => {
    const res = await api(t.app, 'GET', '/api/content/pages/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('NOT_FOUND');
  });

  it('keeps operator edits when the seed runs again', async () => {
    const { token } = await registerOperator(t);
    const { page: before } = (await api(t.app, 'GET', '/api/content/pages/faq')).json<{
      page: { intro: string; bodyHtml: string; blocks: unknown[] };
    }>();
    const edited = await api(t.app, 'PUT', '/api/operator/content/pages/faq', {
      token,
      body: {
        title: 'Edited by operator',
        intro: before.intro,
        bodyHtml: before.bodyHtml,
        blocks: before.blocks,
      },
    });
    expect(edited.statusCode).toBe(200);
    // As at start-up: the tables' owner seeds (docs/decisions/036).
    await seedDemoContent(t.owner, systemClock);
    const row = await t.database.db
      .selectFrom('content_pages')
      .select('title')
      .where('slug', '=', 'faq')
      .executeTakeFirstOrThrow();
    expect(row.title).toBe('Edited by operator');
    // And served so, once the save's event has reached this process's copy.
    await vi.waitFor(async () =>
      expect(
        (await api(t.app, 'GET', '/api/content/pages/faq')).json<{ page: { title: string } }>().page.title,
      ).toBe('Edited by operator'),
    );
  });
});

describe('partner enquiries', () => {
  const valid = {
    name: 'Dana Reyes',
    email: 'dana@charity.org',
    phone: '14165550100',
    message: 'We run a 50/50.',
  };

  it('stores a complete enquiry', async () => {
    const res = await api(t.app, 'POST', '/api/partner-enquiries', { body: valid });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: number }>();
    const row = await t.database.db
      .selectFrom('partner_enquiries')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: valid.name,
      email: valid.email,
      phone: valid.phone,
      message: valid.message,
    });
  });

  it.each([
    [{ name: '' }, 'PARTNER_FORM_INCOMPLETE'],
    [{ email: '' }, 'PARTNER_FORM_INCOMPLETE'],
    [{ phone: '  ' }, 'PARTNER_FORM_INCOMPLETE'],
    [{ email: 'dana@' }, 'PARTNER_EMAIL_INVALID'],
    [{ phone: 'call me' }, 'PARTNER_PHONE_INVALID'],
    // Digits only: no signs, spaces or punctuation; 7 to 15 of them.
    [{ phone: '+1 (416) 555-0100' }, 'PARTNER_PHONE_INVALID'],
    [{ phone: '416-555-0100' }, 'PARTNER_PHONE_INVALID'],
    [{ phone: '123456' }, 'PARTNER_PHONE_INVALID'],
    [{ phone: '1234567890123456' }, 'PARTNER_PHONE_INVALID'],
  ] as const)('refuses %o with %s and stores nothing', async (override, code) => {
    const before = await count('partner_enquiries');
    const res = await api(t.app, 'POST', '/api/partner-enquiries', { body: { ...valid, ...override } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code, title: catalogue[code].title, message: catalogue[code].message },
    });
    expect(await count('partner_enquiries')).toBe(before);
  });
});

describe('notify requests', () => {
  it('stores one request per address and topic', async () => {
    const first = await api(t.app, 'POST', '/api/notify-requests', {
      body: { email: 'fan@example.com', topic: 'nfl' },
    });
    expect(first.statusCode).toBe(201);
    const again = await api(t.app, 'POST', '/api/notify-requests', {
      body: { email: 'FAN@example.com', topic: 'nfl' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await api(t.app, 'POST', '/api/notify-requests', {
      body: { email: 'fan@example.com', topic: 'nba' },
    });
    expect(other.statusCode).toBe(201);
  });

  it.each(['', 'fan', 'fan@example', 'fan@example.c', 'fan @example.com'])(
    'refuses the address %j',
    async (email) => {
      const before = await count('notify_requests');
      const res = await api(t.app, 'POST', '/api/notify-requests', { body: { email, topic: 'nfl' } });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: { code: string } }>().error.code).toBe('NOTIFY_EMAIL_INVALID');
      expect(await count('notify_requests')).toBe(before);
    },
  );

  it('refuses an unknown topic', async () => {
    const res = await api(t.app, 'POST', '/api/notify-requests', {
      body: { email: 'fan@example.com', topic: 'curling' },
    });
    expect(res.statusCode).toBe(400);
  });
});

async function count(table: 'partner_enquiries' | 'notify_requests') {
  const r = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(
    t.database.db,
  );
  return r.rows[0]!.n;
}

describe('rich text', () => {
  it('is sanitized at the API boundary, whatever the database holds', async () => {
    // Written behind the API's back (a restored backup, a hand edit): never served as it is.
    await t.database.db
      .insertInto('content_pages')
      .values({
        slug: 'hand-edited',
        title: 'Hand edited',
        intro: '',
        body_html: '<p>Safe</p><script>alert(1)</script><img src=x onerror=alert(1)>',
        blocks: JSON.stringify([{ heading: 'H', html: '<a href="javascript:alert(1)" onclick="x()">x</a>' }]),
        updated_at: new Date(),
      })
      .execute();
    const { page } = (await api(t.app, 'GET', '/api/content/pages/hand-edited')).json<{
      page: { bodyHtml: string; blocks: { html: string }[] };
    }>();
    expect(page.bodyHtml).toBe('<p>Safe</p>');
    expect(page.blocks[0]!.html).toBe('<a>x</a>');
  });
});

describe('operator edits', () => {
  it('lets an operator edit a page, sanitized when served, and refuses players', async () => {
    const { token } = await registerOperator(t);
    const body = {
      title: 'FAQ (updated)',
      intro: 'Answers',
      bodyHtml: '<h2>New</h2><script>x()</script>',
      blocks: [],
    };
    const res = await api(t.app, 'PUT', '/api/operator/content/pages/faq', { token, body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      page: { slug: 'faq', title: 'FAQ (updated)', bodyHtml: '<h2>New</h2>' },
    });
    expect((await api(t.app, 'GET', '/api/content/pages/faq')).json()).toMatchObject({
      page: { title: 'FAQ (updated)' },
    });
    const player = await registerPlayer(t.app);
    expect(
      (await api(t.app, 'PUT', '/api/operator/content/pages/faq', { token: player.token, body })).statusCode,
    ).toBe(403);
    expect(
      (await api(t.app, 'PUT', '/api/operator/content/pages/Bad%20Slug', { token, body })).statusCode,
    ).toBe(400);
  });
});
