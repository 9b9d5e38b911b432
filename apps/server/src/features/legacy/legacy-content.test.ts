import { catalogue, notices } from '@powerplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  registerOperator,
  registerPlayer,
  scheduleLotteryGame,
  type TestApp,
} from '../../../test/helpers';
import { message, OLD_CLIENT, oldClient } from './test-client';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp({ env: { LEGACY_ORIGINS: OLD_CLIENT } });
  operator = (await registerOperator(t)).token;
});
afterAll(() => t.close());
const { form, get } = oldClient(() => t.app);

const errorOf = (res: { json(): unknown }) =>
  (res.json() as { error: { code: string; message: string } }).error;

interface Page {
  title: string;
  intro: string;
  bodyHtml: string;
  blocks: { heading: string; html: string }[];
}
const page = async (slug: string) =>
  (await api(t.app, 'GET', `/api/content/pages/${slug}`)).json<{ page: Page }>().page;

describe('website_corporate/get.php: the marketing highlights', () => {
  it('answers type=sport and type=lotto with four records of the highlights pages', async () => {
    for (const [type, slug] of [
      ['sport', 'sport-platform'],
      ['lotto', 'lotto-platform'],
    ] as const) {
      const res = await get('/api/website_corporate/get.php', { type });
      expect(res.statusCode, res.body).toBe(200);
      const { records } = res.json<{ records: { id: number; title: string; content: string }[] }>();
      const { blocks } = await page(slug);
      expect(records).toHaveLength(4);
      expect(records.map((r) => r.id)).toEqual([1, 2, 3, 4]);
      expect(records.map((r) => r.title)).toEqual(blocks.map((b) => b.heading));
      expect(records[0]!.content).toContain(blocks[0]!.html);
      expect(records[0]!.content).toContain(`<h3>${blocks[0]!.heading}</h3>`);
    }
  });

  it('answers any other type "not found"', async () => {
    const res = await get('/api/website_corporate/get.php', { type: 'casino' });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe('NOT_FOUND');
  });
});

describe('website_footer/getone.php: the policy pages', () => {
  it('answers ids 1..5 with Terms of Use, Privacy, FAQ, Trust and Safety, Account Security', async () => {
    const slugs = ['terms-of-use', 'privacy', 'faq', 'trust-and-safety', 'account-security'];
    for (const [i, slug] of slugs.entries()) {
      const res = await get('/api/website_footer/getone.php', { id: String(i + 1) });
      expect(res.statusCode, res.body).toBe(200);
      const { records } = res.json<{ records: { id: number; title: string; content: string }[] }>();
      const p = await page(slug);
      expect(records).toEqual([{ id: i + 1, title: p.title, content: expect.stringContaining(p.bodyHtml) }]);
    }
  });

  it('answers any other id "not found"', async () => {
    for (const id of ['0', '6', '01', 'x']) {
      const res = await get('/api/website_footer/getone.php', { id });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('NOT_FOUND');
    }
  });
});

describe('partner.php: the partner enquiry', () => {
  const enquiries = () => t.database.db.selectFrom('partner_enquiries').selectAll().execute();

  it('takes the old form (business sent empty) as the Partner with us form does', async () => {
    const before = (await enquiries()).length;
    const res = await form('/public_api/partner.php', {
      name: 'Ann Partner',
      email: 'ann@charity.example.org',
      phone: '15555550100',
      business: '',
      message: 'We run a charity lottery.\nCall us.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: notices.PARTNER_SENT.message, id: expect.any(Number) });
    const rows = await enquiries();
    expect(rows).toHaveLength(before + 1);
    expect(rows.find((r) => r.id === res.json<{ id: number }>().id)).toMatchObject({
      name: 'Ann Partner',
      email: 'ann@charity.example.org',
      phone: '15555550100',
      message: 'We run a charity lottery.\nCall us.',
    });
  });

  it('refuses an incomplete or invalid form with the same messages, and stores nothing', async () => {
    const before = await enquiries();
    const cases: [Record<string, string>, keyof typeof catalogue][] = [
      [{ name: 'Ann', email: 'ann@example.org', phone: '', message: 'hi' }, 'PARTNER_FORM_INCOMPLETE'],
      [{ email: 'ann@example.org', phone: '15555550100' }, 'PARTNER_FORM_INCOMPLETE'],
      [{ name: 'Ann', email: 'not-an-email', phone: '15555550100' }, 'PARTNER_EMAIL_INVALID'],
      [{ name: 'Ann', email: 'ann@example.org', phone: '555-0100' }, 'PARTNER_PHONE_INVALID'],
      [{ name: 'x'.repeat(121), email: 'ann@example.org', phone: '15555550100' }, 'PARTNER_NAME_TOO_LONG'],
    ];
    for (const [fields, code] of cases) {
      const res = await form('/public_api/partner.php', fields);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorOf(res).message).toBe(message(code));
    }
    expect(await enquiries()).toEqual(before);
  });
});

describe('prize/read.php: the prizes on offer', () => {
  it('lists the lottery tiers and the open sports prize grids, biggest prize first', async () => {
    const gameId = await scheduleLotteryGame(t.app, operator, new Date());
    // A baseball game set started as the back office does, with its demo contests and their grids.
    const startAt = Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000;
    const started = await api(t.app, 'POST', '/api/operator/sports/game-sets', {
      token: operator,
      body: { league: 'baseball', startAt: new Date(startAt).toISOString() },
    });
    expect(started.statusCode, started.body).toBe(201);
    const { gameSetId } = started.json<{ gameSetId: number }>();
    const { sports: all } = (await api(t.app, 'GET', '/api/sports')).json<{
      sports: { id: number; slug: string }[];
    }>();
    const baseball = all.find((x) => x.slug === 'baseball')!;
    const contests = (await api(t.app, 'GET', `/api/sports/${baseball.id}/contests`))
      .json<{ contests: { id: number; gameSetId: number }[] }>()
      .contests.filter((c) => c.gameSetId === gameSetId);
    expect(contests.length).toBeGreaterThan(0);
    const contestId = contests[0]!.id;

    const res = await get('/api/prize/read.php');
    expect(res.statusCode, res.body).toBe(200);
    const { records } = res.json<{
      records: {
        id: number;
        prize_id: number;
        game_type: string;
        hits: number | null;
        no_of_team: number | null;
        prize: number;
        prize_type: string;
      }[];
    }>();
    const prizes = records.map((r) => r.prize);
    expect(prizes).toEqual([...prizes].sort((a, b) => b - a));
    expect(records.map((r) => r.id)).toEqual(records.map((_, i) => i + 1));

    // The 747 shown (the next to start: ours, the only one) with its tiers in dollars.
    const { game } = (await api(t.app, 'GET', `/api/lottery/games/${gameId}`)).json<{
      game: { prizeTiers: { hits: number; amount: number }[] };
    }>();
    const lottery = records.filter((r) => r.game_type === 'lottery' && r.prize_id === gameId);
    expect(lottery.map((r) => [r.hits, r.prize])).toEqual(
      game.prizeTiers.map((tier) => [tier.hits, tier.amount / 100]).sort((a, b) => b[1]! - a[1]!),
    );
    // Each contest's grid as the JSON API serves it (cash in dollars, points as they are).
    for (const { id } of contests) {
      const { contest, prizes: grid } = (await api(t.app, 'GET', `/api/sports/contests/${id}`)).json<{
        contest: { prizeKind: string };
        prizes: { teams: number; amount: number; kind: string }[];
      }>();
      const rows = records.filter((r) => r.game_type === 'sports' && r.prize_id === id);
      const byTeams = (a: { teams: number }, b: { teams: number }) => a.teams - b.teams;
      expect(
        rows.map((r) => ({ teams: r.no_of_team!, prize: r.prize, kind: r.prize_type })).sort(byTeams),
      ).toEqual(
        grid
          .map((row) => ({
            teams: row.teams,
            prize: row.kind === 'cash' ? row.amount / 100 : row.amount,
            kind: row.kind,
          }))
          .sort(byTeams),
      );
      expect(grid.length).toBeGreaterThan(0);
      expect(contest.prizeKind).toBeDefined();
    }
    expect(records.some((r) => r.prize_id === contestId && r.game_type === 'sports')).toBe(true);
  });

  it('refuses a caller from an origin not in LEGACY_ORIGINS', async () => {
    const res = await get('/api/prize/read.php', {}, 'https://evil.example.com');
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(message('LEGACY_ORIGIN_REFUSED'));
  });
});

describe('images/read.php and readimage.php: the promo images', () => {
  it('lists the promo images, each one an SVG picture', async () => {
    const res = await get('/api/images/read.php', { type: 'promo' });
    expect(res.statusCode, res.body).toBe(200);
    const { records } = res.json<{ records: { id: number; type: string; title: string }[] }>();
    expect(records.map((r) => r.title)).toEqual([
      'Lotto 747',
      'Sweet 16',
      'Baseball Blackjack',
      'Chase the Ace',
    ]);
    for (const r of records) {
      const image = await get('/api/images/readimage.php', { id: String(r.id) });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
      expect(image.body).toContain('<svg');
      expect(image.body).toContain(r.title);
    }
  });

  it('answers another type or an unknown id "not found"', async () => {
    expect((await get('/api/images/read.php', { type: 'banner' })).statusCode).toBe(404);
    for (const id of ['99', '0x1', '']) {
      const res = await get('/api/images/readimage.php', { id });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('NOT_FOUND');
    }
  });
});

describe('account/update.php: name and email', () => {
  const account = async (jwt: string) =>
    (await get('/public_api/account/data.php', { jwt })).json<{
      data: { fname: string; lname: string; dname: string; email: string };
    }>().data;

  it('changes the first name, then the email, as the profile page does; replies "Updated"', async () => {
    const player = await registerPlayer(t.app);
    const jwt = player.token;
    const { email } = await account(jwt);
    // Name save: the new name with the current email.
    const named = await get('/public_api/account/update.php', { jwt, name: 'Annabel', email });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toEqual({ message: 'Updated' });
    expect(await account(jwt)).toMatchObject({ fname: 'Annabel', email, dname: player.user.displayName });
    // Email save: the current first name with the new email.
    const newEmail = `new.${email}`;
    const mailed = await get('/public_api/account/update.php', { jwt, name: 'Annabel', email: newEmail });
    expect(mailed.json()).toEqual({ message: 'Updated' });
    const profile = (await api(t.app, 'GET', '/api/account/profile', { token: jwt })).json<{
      profile: { firstName: string; email: string };
    }>().profile;
    expect(profile).toMatchObject({ firstName: 'Annabel', email: newEmail });
  });

  it('refuses with the catalogue text as message (and the error body), changing nothing', async () => {
    const other = await registerPlayer(t.app);
    const player = await registerPlayer(t.app);
    const jwt = player.token;
    const before = await account(jwt);
    const cases: [Record<string, string>, keyof typeof catalogue][] = [
      [{ name: 'Ann', email: other.credentials.email }, 'EMAIL_TAKEN'],
      [{ name: 'Ann', email: 'not-an-email' }, 'REGISTER_EMAIL_INVALID'],
      [{ name: '', email: before.email }, 'PROFILE_NAME_REQUIRED'],
      [{ name: 'x'.repeat(61), email: before.email }, 'PROFILE_NAME_REQUIRED'],
    ];
    for (const [query, code] of cases) {
      const res = await get('/public_api/account/update.php', { jwt, ...query });
      expect(res.statusCode, res.body).toBe(catalogue[code].status);
      expect(res.json()).toMatchObject({ message: message(code), error: { code } });
      expect(res.body).not.toContain('Updated');
    }
    const noJwt = await get('/public_api/account/update.php', { name: 'Ann', email: before.email });
    expect(noJwt.statusCode).toBe(401);
    expect(noJwt.json()).toMatchObject({ message: 'Please Login First', error: { code: 'AUTH_REQUIRED' } });
    expect(await account(jwt)).toEqual(before);
  });
});
