import { catalogue } from '@powerplay/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClock } from '../../platform/clock';
import { api, createTestApp, newPlayer, ORIGIN, registerPlayer, type TestApp } from '../../../test/helpers';

const clock = fakeClock('2026-11-22T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

function expectError(
  res: { statusCode: number; json: () => unknown },
  status: number,
  code: keyof typeof catalogue,
) {
  expect(res.statusCode).toBe(status);
  const entry = catalogue[code];
  expect(res.json()).toEqual({ error: { code, title: entry.title, message: entry.message } });
}

function sessionCookie(res: { cookies: { name: string; value: string }[] }) {
  const c = res.cookies.find((x) => x.name === 'jwt');
  if (!c) throw new Error('no jwt cookie');
  return c;
}

describe('register', () => {
  it('creates a player, signs them in with a hardened cookie and answers the fixed shape', async () => {
    const body = newPlayer();
    const res = await api(t.app, 'POST', '/api/auth/register', { body });
    expect(res.statusCode).toBe(201);
    const json = res.json<{ user: Record<string, unknown>; token: string }>();
    expect(json.user).toEqual({
      id: expect.any(Number),
      displayName: body.displayName,
      email: body.email,
      role: 'player',
      club: 'basic',
    });
    const cookie = sessionCookie(res) as unknown as Record<string, unknown>;
    expect(cookie).toMatchObject({ value: json.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeUndefined();

    const me = await api(t.app, 'GET', '/api/auth/me', { cookie: json.token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user: json.user });
    const viaBearer = await api(t.app, 'GET', '/api/auth/me', { token: json.token });
    expect(viaBearer.json()).toEqual({ user: json.user });
  });

  it('stores an argon2id hash, never the password', async () => {
    const { user, credentials } = await registerPlayer(t.app);
    const row = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain(credentials.password);
  });

  it('checks fields in the spec order with the catalogue texts', async () => {
    const steps: [Record<string, unknown>, keyof typeof catalogue][] = [
      [{}, 'REGISTER_DISPLAY_NAME_REQUIRED'],
      [{ displayName: '   ' }, 'REGISTER_DISPLAY_NAME_REQUIRED'],
      [{ displayName: 'Ann Player' }, 'REGISTER_EMAIL_REQUIRED'],
      [{ displayName: 'Ann Player', email: 'ann@example.com' }, 'REGISTER_PASSWORD_REQUIRED'],
      [
        { displayName: 'Ann Player', email: 'ann@example.com', password: 'longenough' },
        'REGISTER_COUNTRY_REQUIRED',
      ],
      [
        { displayName: 'Ann Player', email: 'ann@example.com', password: 'longenough', country: 'CA' },
        'REGISTER_PROVINCE_REQUIRED',
      ],
      [
        {
          displayName: 'Ann Player',
          email: 'ann@example.com',
          password: 'longenough',
          country: 'CA',
          province: 'ON',
        },
        'REGISTER_OVER18_REQUIRED',
      ],
      [
        {
          displayName: 'Ann Player',
          email: 'ann@example.com',
          password: 'longenough',
          country: 'CA',
          province: 'ON',
          over18: true,
        },
        'REGISTER_TERMS_REQUIRED',
      ],
    ];
    for (const [body, code] of steps) {
      expectError(await api(t.app, 'POST', '/api/auth/register', { body }), 400, code);
    }
  });

  it.each([
    [{ email: 'not-an-email' }, 'REGISTER_EMAIL_INVALID'],
    [{ email: 'a@b.c' }, 'REGISTER_EMAIL_INVALID'],
    [{ password: 'short' }, 'REGISTER_PASSWORD_TOO_SHORT'],
    [{ password: 'x'.repeat(129) }, 'REGISTER_PASSWORD_TOO_LONG'],
    [{ displayName: 'a@b' }, 'REGISTER_DISPLAY_NAME_INVALID'],
    [{ displayName: 'ab' }, 'REGISTER_DISPLAY_NAME_INVALID'],
    [{ country: 'USA' }, 'REGISTER_COUNTRY_REQUIRED'],
    [{ country: 'US', province: 'ON' }, 'REGISTER_PROVINCE_INVALID'],
    [{ country: 'CA', province: 'NY' }, 'REGISTER_PROVINCE_INVALID'],
    [{ over18: false }, 'REGISTER_OVER18_REQUIRED'],
    [{ over18: 'true' }, 'REGISTER_OVER18_REQUIRED'],
    [{ acceptedTerms: false }, 'REGISTER_TERMS_REQUIRED'],
    [{ displayName: 42 }, 'REGISTER_DISPLAY_NAME_REQUIRED'],
  ] as const)('refuses %o with %s and creates nothing', async (override, code) => {
    const before = await countUsers();
    expectError(await api(t.app, 'POST', '/api/auth/register', { body: newPlayer(override) }), 400, code);
    expect(await countUsers()).toBe(before);
  });

  it('accepts District of Columbia for the United States', async () => {
    const res = await api(t.app, 'POST', '/api/auth/register', {
      body: newPlayer({ country: 'US', province: 'DC' }),
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a taken email or display name, whatever the case', async () => {
    const { credentials } = await registerPlayer(t.app);
    expectError(
      await api(t.app, 'POST', '/api/auth/register', {
        body: newPlayer({ email: credentials.email.toUpperCase() }),
      }),
      409,
      'EMAIL_TAKEN',
    );
    expectError(
      await api(t.app, 'POST', '/api/auth/register', {
        body: newPlayer({ displayName: credentials.displayName.toLowerCase() }),
      }),
      409,
      'DISPLAY_NAME_TAKEN',
    );
  });

  it('lets exactly one of many simultaneous sign-ups with one email through', async () => {
    const email = `race${Date.now()}@example.com`;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api(t.app, 'POST', '/api/auth/register', {
          body: newPlayer({ email, displayName: `Racer ${i} ${Date.now() % 1000}` }),
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 201)) expectError(r, 409, 'EMAIL_TAKEN');
  });
});

describe('login and logout', () => {
  it('signs in by email or by display name, case-insensitively', async () => {
    const { user, credentials } = await registerPlayer(t.app);
    for (const login of [credentials.email, credentials.displayName.toUpperCase()]) {
      const res = await api(t.app, 'POST', '/api/auth/login', {
        body: { login, password: credentials.password },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ user: { id: number } }>().user.id).toBe(user.id);
      expect(sessionCookie(res).value).toBe(res.json<{ token: string }>().token);
    }
  });

  it('answers missing fields and wrong credentials with the catalogue', async () => {
    const { credentials } = await registerPlayer(t.app);
    expectError(
      await api(t.app, 'POST', '/api/auth/login', { body: { password: 'x' } }),
      400,
      'LOGIN_EMAIL_REQUIRED',
    );
    expectError(
      await api(t.app, 'POST', '/api/auth/login', { body: { login: credentials.email } }),
      400,
      'LOGIN_PASSWORD_REQUIRED',
    );
    expectError(
      await api(t.app, 'POST', '/api/auth/login', {
        body: { login: credentials.email, password: 'wrong password' },
      }),
      401,
      'LOGIN_INCORRECT',
    );
    expectError(
      await api(t.app, 'POST', '/api/auth/login', {
        body: { login: 'nobody@example.com', password: 'whatever1' },
      }),
      401,
      'LOGIN_INCORRECT',
    );
  });

  it('revokes the session on logout: the same token then gets 401', async () => {
    const { token } = await registerPlayer(t.app);
    const out = await api(t.app, 'POST', '/api/auth/logout', { cookie: token });
    expect(out.statusCode).toBe(204);
    expect(sessionCookie(out).value).toBe('');
    expectError(await api(t.app, 'GET', '/api/auth/me', { cookie: token }), 401, 'AUTH_REQUIRED');
    expectError(await api(t.app, 'GET', '/api/auth/me', { token }), 401, 'AUTH_REQUIRED');
  });

  it('refuses forged, tampered and expired tokens', async () => {
    const { token } = await registerPlayer(t.app);
    const [id] = token.split('.');
    for (const bad of [`${id}.AAAA`, `${id}`, 'garbage', `${token}x`, `${token}.extra`]) {
      expectError(await api(t.app, 'GET', '/api/auth/me', { token: bad }), 401, 'AUTH_REQUIRED');
    }
    clock.advance(31 * 86_400_000);
    expectError(await api(t.app, 'GET', '/api/auth/me', { token }), 401, 'AUTH_REQUIRED');
    clock.set('2026-11-22T12:00:00Z');
  });
});

describe('login throttling', () => {
  const login = (body: object, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: ORIGIN },
      payload: body,
      remoteAddress: ip,
    });

  /**
   * A sign-in refusal: its catalogue code and title, and words that state the very wait its
   * `Retry-After` carries (read back from the words, not from the helper that wrote them).
   */
  function expectWait(
    res: { statusCode: number; json: () => unknown; headers: Record<string, unknown> },
    code: 'LOGIN_THROTTLED' | 'LOGIN_SLOWED',
  ): number {
    expect(res.statusCode).toBe(429);
    const { error } = res.json() as { error: { code: string; title: string; message: string } };
    expect({ code: error.code, title: error.title }).toEqual({ code, title: catalogue[code].title });
    const [before = '', after = ''] = catalogue[code].message.split('{wait}');
    expect(error.message.startsWith(before) && error.message.endsWith(after), error.message).toBe(true);
    const words = error.message.slice(before.length, error.message.length - after.length);
    const [, n, unit] = /^(\d+) (second|seconds|minute|minutes)$/.exec(words) ?? [];
    expect(unit, words).toBeDefined();
    const seconds = Number(n) * (unit!.startsWith('minute') ? 60 : 1);
    expect(res.headers['retry-after']).toBe(String(seconds));
    return seconds;
  }

  it("refuses an attacker's address after 10 wrong passwords while the owner signs in from another", async () => {
    const { credentials } = await registerPlayer(t.app);
    const attacker = '10.1.0.1';
    for (let i = 0; i < 10; i++) {
      const res = await login({ login: credentials.email, password: `wrong password ${i}` }, attacker);
      expectError(res, 401, 'LOGIN_INCORRECT');
    }
    // The 11th from that source gets 429 until the first failure is 15 minutes old, even if right.
    const eleventh = await login({ login: credentials.displayName, password: 'wrong password' }, attacker);
    expect(expectWait(eleventh, 'LOGIN_THROTTLED')).toBe(900);
    expect(eleventh.json<{ error: { message: string } }>().error.message).toContain('wait 15 minutes');
    expectWait(
      await login({ login: credentials.email, password: credentials.password }, attacker),
      'LOGIN_THROTTLED',
    );
    // The owner, a second later, from home: signed in. The attacker is still shut out.
    clock.advance(1000);
    const owner = await login({ login: credentials.email, password: credentials.password }, '10.1.9.9');
    expect(owner.statusCode).toBe(200);
    const told = expectWait(
      await login({ login: credentials.email, password: 'wrong again' }, attacker),
      'LOGIN_THROTTLED',
    );
    // 899 s are left: told as 15 minutes. A minute before that it is still locked, told in seconds…
    expect(told).toBe(900);
    clock.advance((told - 60) * 1000);
    const last = expectWait(
      await login({ login: credentials.email, password: credentials.password }, attacker),
      'LOGIN_THROTTLED',
    );
    expect(last).toBe(59);
    // … and once that wait has passed, the right password signs in from the attacker's address too.
    clock.advance(last * 1000);
    expect(
      (await login({ login: credentials.email, password: credentials.password }, attacker)).statusCode,
    ).toBe(200);
  });

  it('locks one account from one address: not another account from that address, nor that account from another', async () => {
    const a = (await registerPlayer(t.app)).credentials;
    const b = (await registerPlayer(t.app)).credentials;
    const [x, y] = ['10.5.0.1', '10.5.0.2'];
    for (let i = 0; i < 10; i++) {
      expectError(await login({ login: a.email, password: `wrong ${i}` }, x), 401, 'LOGIN_INCORRECT');
    }
    expectWait(await login({ login: a.email, password: a.password }, x), 'LOGIN_THROTTLED');
    // Someone else behind the same address (a NAT, a proxy): signs in, and may still mistype.
    expectError(await login({ login: b.email, password: 'typo typo' }, x), 401, 'LOGIN_INCORRECT');
    expect((await login({ login: b.email, password: b.password }, x)).statusCode).toBe(200);
    // The owner of A from another address, past the account's one-second delay of its 10th failure.
    clock.advance(1000);
    expect((await login({ login: a.email, password: a.password }, y)).statusCode).toBe(200);
    // A from X stays locked.
    expectWait(await login({ login: a.email, password: a.password }, x), 'LOGIN_THROTTLED');
  });

  it('locks an address only past 100 failures in 15 minutes across accounts, then tells the real wait', async () => {
    const x = '10.2.0.1';
    const sprayed = await Promise.all(Array.from({ length: 10 }, () => registerPlayer(t.app)));
    const other = (await registerPlayer(t.app)).credentials;
    // Ten accounts, ten wrong passwords each, from one address: 99, and everyone else there still signs in.
    for (const [k, { credentials }] of sprayed.entries()) {
      for (let i = 0; i < (k === 9 ? 9 : 10); i++) {
        expectError(
          await login({ login: credentials.email, password: `nope ${i}` }, x),
          401,
          'LOGIN_INCORRECT',
        );
      }
    }
    expect((await login({ login: other.email, password: other.password }, x)).statusCode).toBe(200);
    const last = sprayed[9]!.credentials;
    expectError(await login({ login: last.email, password: 'nope 9' }, x), 401, 'LOGIN_INCORRECT');
    // The 100th: the address is locked for every account, right passwords too…
    clock.advance(45_000);
    const told = expectWait(
      await login({ login: other.email, password: other.password }, x),
      'LOGIN_THROTTLED',
    );
    expect(told).toBe(15 * 60); // 14 min 15 s left, told in whole minutes
    expectWait(await login({ login: 'nobody@example.com', password: 'whatever1' }, x), 'LOGIN_THROTTLED');
    // … but not elsewhere, and not past the told wait.
    expect((await login({ login: other.email, password: other.password }, '10.2.0.2')).statusCode).toBe(200);
    clock.advance(told * 1000);
    expect((await login({ login: other.email, password: other.password }, x)).statusCode).toBe(200);
  });

  it('slows a distributed attack on one account progressively instead of locking the owner out', async () => {
    const { credentials } = await registerPlayer(t.app);
    for (let i = 0; i < 10; i++) {
      // A new address each time: neither the source nor the address limit applies.
      const res = await login({ login: credentials.email, password: 'wrong password' }, `10.1.1.${i + 1}`);
      expectError(res, 401, 'LOGIN_INCORRECT');
    }
    const next = await login({ login: credentials.displayName, password: 'wrong password' }, '10.1.2.1');
    expect(expectWait(next, 'LOGIN_SLOWED')).toBe(1);
    expect(next.json<{ error: { message: string } }>().error.message).toContain('wait 1 second ');
    // Each further failure doubles the wait: 1 s, 2 s, 4 s …
    for (const delay of [1, 2, 4]) {
      clock.advance(delay * 1000);
      const res = await login({ login: credentials.email, password: 'wrong password' }, `10.1.3.${delay}`);
      expectError(res, 401, 'LOGIN_INCORRECT');
      const early = await login({ login: credentials.email, password: 'wrong password' }, '10.1.4.1');
      expect(expectWait(early, 'LOGIN_SLOWED')).toBe(delay * 2);
    }
    // The right password within the delay waits too (no oracle); after it, the owner is in.
    const wait = expectWait(
      await login({ login: credentials.email, password: credentials.password }, '10.1.5.1'),
      'LOGIN_SLOWED',
    );
    clock.advance(wait * 1000);
    expect(
      (await login({ login: credentials.email, password: credentials.password }, '10.1.5.1')).statusCode,
    ).toBe(200);
  });

  it('evaluates exactly 10 of 20 simultaneous wrong passwords from one source', async () => {
    const { user, credentials } = await registerPlayer(t.app);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        login({ login: credentials.email, password: `wrong password ${i}` }, '10.3.0.1'),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    for (const res of results) {
      if (res.statusCode === 401) expectError(res, 401, 'LOGIN_INCORRECT');
      else expectWait(res, 'LOGIN_THROTTLED');
    }
    const failures = await t.database.db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(failures.n)).toBe(10);
    clock.advance(61_000);
  });

  it('evaluates at most 10 of 20 simultaneous wrong passwords for one account from 20 addresses', async () => {
    const { user, credentials } = await registerPlayer(t.app);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        login({ login: credentials.email, password: `wrong password ${i}` }, `10.3.0.${i + 1}`),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    for (const res of results) {
      if (res.statusCode === 401) expectError(res, 401, 'LOGIN_INCORRECT');
      else expectWait(res, 'LOGIN_SLOWED');
    }
    const failures = await t.database.db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(failures.n)).toBe(10);
    // The right password, from a fresh address, within the delay: still refused.
    expectWait(
      await login({ login: credentials.email, password: credentials.password }, '10.3.1.1'),
      'LOGIN_SLOWED',
    );
  });

  it('does not count a right password as a failure', async () => {
    const { user, credentials } = await registerPlayer(t.app);
    for (let i = 0; i < 3; i++) {
      const res = await login(
        { login: credentials.email, password: credentials.password },
        `10.4.0.${i + 1}`,
      );
      expect(res.statusCode).toBe(200);
    }
    const failures = await t.database.db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(failures.n)).toBe(0);
  });

  it("shares the throttle with the old client's login.php, with the same words and wait", async () => {
    const { credentials } = await registerPlayer(t.app);
    const ip = '10.6.0.1';
    for (let i = 0; i < 10; i++) {
      expectError(
        await login({ login: credentials.email, password: `wrong ${i}` }, ip),
        401,
        'LOGIN_INCORRECT',
      );
    }
    const legacy = await t.app.inject({
      method: 'POST',
      url: '/public_api/auth/login.php',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: credentials.email, password: credentials.password }).toString(),
      remoteAddress: ip,
    });
    expect(expectWait(legacy, 'LOGIN_THROTTLED')).toBe(900);
  });
});

describe('cross-site request defence', () => {
  it('refuses a cookie-borne mutation from another origin or with no origin', async () => {
    const { token } = await registerPlayer(t.app);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example', cookie: `jwt=${token}` },
    });
    expectError(foreign, 403, 'CROSS_SITE_REQUEST');
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `jwt=${token}` },
    });
    expectError(bare, 403, 'CROSS_SITE_REQUEST');
    // The session is still alive: nothing happened.
    expect((await api(t.app, 'GET', '/api/auth/me', { token })).statusCode).toBe(200);
    const viaReferer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { referer: `${ORIGIN}/my-account`, cookie: `jwt=${token}` },
    });
    expect(viaReferer.statusCode).toBe(204);
  });

  it('exempts bearer-token clients and refuses foreign-origin sign-ins', async () => {
    const { token } = await registerPlayer(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(204);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { login: 'x', password: 'y' },
    });
    expectError(foreign, 403, 'CROSS_SITE_REQUEST');
  });
});

it('sets Secure on the cookie when the public origin is https', async () => {
  const secure = await createTestApp({ env: { PUBLIC_ORIGIN: 'https://play.example.com' } });
  try {
    const res = await secure.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: 'https://play.example.com' },
      payload: newPlayer(),
    });
    expect(res.statusCode).toBe(201);
    expect(sessionCookie(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
  } finally {
    await secure.close();
  }
});

async function countUsers() {
  const r = await sql<{ n: number }>`select count(*)::int as n from users`.execute(t.database.db);
  return r.rows[0]!.n;
}
