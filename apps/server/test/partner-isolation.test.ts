import type { OpenAPIV3 } from 'openapi-types';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lotteryDrawsJob } from '../src/features/lottery';
import { asPartner, DEFAULT_PARTNER_ID } from '../src/platform/partner-context';
import { api, createTestApp, newPlayer, registerPlayer, scheduleLotteryGame, type TestApp } from './helpers';

/**
 * Two partners on one deployment (docs/partners.md "Whose rows a query sees"): the default partner A on
 * `localhost`, partner B on its own host. The app runs as the server does — a query outside any
 * partner's work sees nothing — and the database, not only the code, keeps them apart.
 */
const B_HOST = 'north.example.org';
let t: TestApp;
let partnerB: number;
let playerA: Awaited<ReturnType<typeof registerPlayer>>;
let operatorA: Awaited<ReturnType<typeof registerPlayer>>;
let platformA: Awaited<ReturnType<typeof registerPlayer>>;
let gameA: number;

/** A request to partner B's site (its own origin: the CSRF check is not what answers). */
const onB = (method: string, url: string, options: Parameters<typeof api>[3] = {}) =>
  api(t.app, method, url, {
    ...options,
    headers: { host: B_HOST, origin: `http://${B_HOST}`, ...options.headers },
  });

const promote = (userId: number, role: 'operator' | 'platform') =>
  asPartner(DEFAULT_PARTNER_ID, () =>
    t.database.db.updateTable('users').set({ role }).where('id', '=', userId).execute(),
  );

beforeAll(async () => {
  t = await createTestApp({ unboundPartner: null });
  partnerB = (await t.services.partners.create({ slug: 'north', name: 'North Raffle', domains: [B_HOST] }))
    .id;
  playerA = await registerPlayer(t.app);
  operatorA = await registerPlayer(t.app);
  await promote(operatorA.user.id, 'operator');
  platformA = await registerPlayer(t.app);
  await promote(platformA.user.id, 'platform');
  gameA = await scheduleLotteryGame(t.app, operatorA.token, new Date());
  // Every process hears of the new partner; this one's directory is rebuilt on its event.
  await vi.waitFor(async () =>
    expect((await onB('GET', '/api/brand')).json()).toMatchObject({ brand: { siteName: 'North Raffle' } }),
  );
});
afterAll(() => t.close());

/** Every partner-owned table (the ones row-level security holds), by name. */
async function ownedTables(): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_class c
    where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r' and c.relrowsecurity
    order by 1`.execute(t.owner);
  return rows.map((r) => r.name);
}

/** Partner A's rows of every owned table, as A sees them: a digest per table. */
async function snapshotOfA(): Promise<Record<string, string>> {
  const digest: Record<string, string> = {};
  await asPartner(DEFAULT_PARTNER_ID, async () => {
    for (const table of await ownedTables()) {
      const { rows } = await sql<{ digest: string | null; n: number }>`
        select md5(string_agg(r::text, '|' order by r::text)) as digest, count(*)::int as n
        from ${sql.table(table)} r`.execute(t.database.db);
      digest[table] = `${rows[0]!.n}:${rows[0]!.digest ?? ''}`;
    }
  });
  return digest;
}

describe('the database keeps partners apart', () => {
  it('holds every partner-owned table under row-level security, the shared reference data not', async () => {
    const owned = await ownedTables();
    expect(owned).toEqual(expect.arrayContaining(['users', 'sessions', 'ledger_entries', 'lottery_games']));
    expect(owned).toEqual(
      expect.arrayContaining(['sports_contests', 'draft_contests', 'operator_audit_log']),
    );
    expect(owned).not.toContain('sports_matches');
    expect(owned).not.toContain('draft_prospects');
    expect(owned).not.toContain('partners');
  });

  it('is served by a role the policies hold: no superuser, no BYPASSRLS, owning no table', async () => {
    const { rows } = await sql<{ name: string; held: boolean }>`
      select current_user as name,
             not (r.rolsuper or r.rolbypassrls
                  or exists (select 1 from pg_class c where c.relowner = r.oid)) as held
      from pg_roles r where r.rolname = current_user`.execute(t.database.db);
    // The embedded database's own role is a superuser: the server dropped to the serving role.
    expect(rows[0]).toEqual({
      name: t.database.kind === 'embedded' ? 'powerplay_serving' : expect.any(String),
      held: true,
    });
  });

  it('shows a query without a partner no row, and each partner only its own', async () => {
    const users = async () =>
      Number(
        (await sql<{ n: number }>`select count(*)::int as n from users`.execute(t.database.db)).rows[0]!.n,
      );
    expect(await users()).toBe(0);
    expect(await asPartner(DEFAULT_PARTNER_ID, users)).toBeGreaterThanOrEqual(3);
    expect(await asPartner(partnerB, users)).toBe(0);
    const games = await asPartner(partnerB, () =>
      t.database.db.selectFrom('lottery_games').select('id').where('id', '=', gameA).execute(),
    );
    expect(games).toEqual([]);
  });

  it("refuses a row written as another partner's, and a write without a partner", async () => {
    const insertAs = (partnerId: number | null) =>
      sql`insert into notify_requests (partner_id, email, topic, unsubscribe_token)
          values (${partnerId ?? sql`default`}, 'sneak@example.com', 'launch', gen_random_uuid())`.execute(
        t.database.db,
      );
    await expect(asPartner(partnerB, () => insertAs(DEFAULT_PARTNER_ID))).rejects.toMatchObject({
      code: '42501',
    });
    // No partner: the row is nobody's, and the database refuses it.
    await expect(insertAs(null)).rejects.toMatchObject({ code: '42501' });
  });
});

describe("the engines, every partner's at once", () => {
  it("find every partner's due draws in one query and run each step as its partner's", async () => {
    const host = 'draws.example.org';
    const operator = {
      displayName: 'Draw Desk',
      email: 'desk@draws.example.org',
      password: 'draws-password-1',
    };
    const partner = await t.services.partners.create({
      slug: 'draws',
      name: 'Draws',
      domains: [host],
      operator,
    });
    const onSite = { headers: { host, origin: `http://${host}` } };
    // Once this process has heard of the new partner, its operator signs in on its site.
    const signIn = () =>
      api(t.app, 'POST', '/api/auth/login', {
        body: { login: operator.email, password: operator.password },
        ...onSite,
      });
    await vi.waitFor(async () => expect((await signIn()).statusCode).toBe(200));
    const signedIn = await signIn();
    const startAt = new Date(Date.now() + 3_600_000);
    startAt.setMilliseconds(0);
    const scheduled = await api(t.app, 'POST', '/api/operator/lottery/games', {
      token: signedIn.json<{ token: string }>().token,
      body: {
        gameType: '747',
        startAt: startAt.toISOString(),
        ballIntervalSeconds: 10,
        delaySeconds: 2,
        finalWindowSeconds: 12,
      },
      ...onSite,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const gameId = scheduled.json<{ game: { id: number } }>().game.id;

    // The job, outside any partner (as the scheduler's shared pass), at a time long after the draw.
    const job = lotteryDrawsJob(t.services.lotteryDraws);
    const later = new Date(startAt.getTime() + 3_600_000);
    const { due } = await job.findDue(later);
    expect(due).toContain(`${partner.id}:${gameId}`);
    while (await job.runStep(`${partner.id}:${gameId}`, later));
    const game = await asPartner(partner.id, () =>
      t.database.db
        .selectFrom('lottery_games')
        .select(['status', 'balls_drawn', 'settled_at'])
        .where('id', '=', gameId)
        .executeTakeFirstOrThrow(),
    );
    expect(game).toMatchObject({ status: 'finished', balls_drawn: 7 });
    expect(game.settled_at).not.toBeNull();
  });
});

describe("a partner's site", () => {
  it("does not know another partner's session: A's player is signed out on B", async () => {
    expect((await api(t.app, 'GET', '/api/auth/me', { token: playerA.token })).statusCode).toBe(200);
    expect((await onB('GET', '/api/auth/me', { token: playerA.token })).statusCode).toBe(401);
    expect((await onB('GET', '/api/auth/me', { cookie: playerA.token })).statusCode).toBe(401);
    // A's session is still A's afterwards (no cached answer from B's host, none the other way).
    expect((await api(t.app, 'GET', '/api/auth/me', { token: playerA.token })).statusCode).toBe(200);
  });

  it('lets the same email sign up on B as its own player, unknown to A', async () => {
    const body = newPlayer({
      email: playerA.credentials.email,
      displayName: playerA.user.displayName,
      password: 'another long passphrase',
    });
    const signUp = await onB('POST', '/api/auth/register', { body });
    expect(signUp.statusCode).toBe(201);
    const login = await api(t.app, 'POST', '/api/auth/login', {
      body: { login: body.email, password: body.password },
    });
    // A has its own player with that email, whose password is not this one.
    expect(login.statusCode).toBe(401);
    const me = await onB('GET', '/api/auth/me', { token: signUp.json<{ token: string }>().token });
    expect(me.json()).toMatchObject({ user: { email: body.email } });
  });

  it("does not find another partner's draw: 404 on B, 200 on A", async () => {
    expect((await api(t.app, 'GET', `/api/lottery/games/${gameA}`)).statusCode).toBe(200);
    expect((await onB('GET', `/api/lottery/games/${gameA}`)).statusCode).toBe(404);
    const lists = (await onB('GET', '/api/lottery/games')).json<{ upcoming: { id: number }[] }>();
    expect(lists.upcoming.map((g) => g.id)).not.toContain(gameA);
  });

  it("has its own brand and pages from its creation, and A's are A's", async () => {
    expect((await onB('GET', '/api/brand')).json()).toMatchObject({ brand: { siteName: 'North Raffle' } });
    expect((await api(t.app, 'GET', '/api/brand')).json()).toMatchObject({
      brand: { siteName: 'Powerplay' },
    });
    expect((await onB('GET', '/api/content/pages/about-us')).statusCode).toBe(200);
  });

  it("answers every route called with A's sessions and ids on B's host without A's data, and changes none of A's rows", async () => {
    const doc = t.app.swagger() as OpenAPIV3.Document;
    const before = await snapshotOfA();
    // What no answer on B may contain: A's players' names and emails.
    const secrets = [playerA, operatorA, platformA].flatMap((p) => [p.user.displayName, p.credentials.email]);
    const answered: string[] = [];
    let guarded = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
        const op = item?.[method];
        if (!op) continue;
        const token = path.startsWith('/api/operator/')
          ? operatorA.token
          : path.startsWith('/api/platform/')
            ? platformA.token
            : playerA.token;
        // A's ids in every id: its draw, else 1 (A's first row of most tables; B has none).
        const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
          /game/i.test(name) ? String(gameA) : '1',
        );
        const legacy = path.endsWith('.php');
        const res = await onB(
          method.toUpperCase(),
          legacy ? `${url}?jwt=${encodeURIComponent(token)}` : url,
          {
            token,
            cookie: token,
            ...(method === 'get' || method === 'delete' ? {} : { body: legacy ? { jwt: token } : {} }),
          },
        );
        const where = `${method.toUpperCase()} ${path}`;
        expect(res.statusCode, where).toBeLessThan(500);
        // A route that needs a session does not know A's on B: 401 before anything else is looked at.
        if (op.security && !legacy) {
          expect(res.statusCode, `${where} ${res.body}`).toBe(401);
          guarded += 1;
        }
        for (const secret of secrets) expect(res.body, where).not.toContain(secret);
        // Signing out of no session is done already (204): nothing to refuse.
        const harmless = method === 'get' || legacy || path === '/api/auth/logout';
        if (res.statusCode < 300 && !harmless) answered.push(`${where} ${res.statusCode}`);
      }
    }
    // A write with A's credentials on B never succeeds (the old client's calls answer in their own shape).
    expect(answered).toEqual([]);
    expect(guarded).toBeGreaterThan(60);
    expect(await snapshotOfA()).toEqual(before);
  });
});
