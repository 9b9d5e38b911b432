import { catalogue } from '@powerplay/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeClock } from '../../platform/clock';
import { asPartner } from '../../platform/partner-context';
import {
  api,
  createTestApp,
  newPlayer,
  ORIGIN,
  registerOperator,
  registerPlayer,
  type TestApp,
} from '../../../test/helpers';

const clock = fakeClock('2026-11-23T09:00:00Z');
let t: TestApp;
let operatorToken: string;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { PASSWORD_RESET_TTL_MINUTES: '60' } });
  operatorToken = (await registerOperator(t)).token;
});
afterAll(() => t.close());

function expectRefused(res: { statusCode: number; json: () => unknown }, code: keyof typeof catalogue) {
  expect(res.statusCode).toBe(catalogue[code].status);
  expect(res.json()).toMatchObject({ error: { code, message: catalogue[code].message } });
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}
async function outbox(): Promise<Mail[]> {
  const res = await api(t.app, 'GET', '/api/operator/mail-outbox', { token: operatorToken });
  expect(res.statusCode).toBe(200);
  return res.json<{ mails: Mail[] }>().mails;
}

/** Asks for a reset and returns the token of the link mailed. */
async function resetToken(email: string): Promise<string> {
  const res = await api(t.app, 'POST', '/api/auth/password-resets', { body: { email } });
  expect(res.statusCode).toBe(202);
  const [mail] = await outbox();
  expect(mail!.to).toBe(email);
  const link = /(\S+\/reset-password\?token=(\S+))/.exec(mail!.text);
  expect(link![1]!.startsWith(`${ORIGIN}/reset-password?token=`)).toBe(true);
  return link![2]!;
}

const login = (login: string, password: string) =>
  api(t.app, 'POST', '/api/auth/login', { body: { login, password } });

async function storedState(userId: number) {
  const user = await t.database.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const live = await t.database.db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  return { hash: user.password_hash, liveSessions: live.length };
}

describe('POST /api/auth/password-resets', () => {
  it('answers an unknown email exactly as a registered one, and mails only the registered one', async () => {
    const { credentials } = await registerPlayer(t.app);
    const before = (await outbox()).length;
    const known = await api(t.app, 'POST', '/api/auth/password-resets', {
      body: { email: credentials.email.toUpperCase() },
    });
    const unknown = await api(t.app, 'POST', '/api/auth/password-resets', {
      body: { email: 'nobody-here@example.com' },
    });
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ accepted: true });
    const mails = await outbox();
    expect(mails.length).toBe(before + 1);
    expect(mails[0]).toMatchObject({ to: credentials.email, subject: 'Reset your Powerplay password' });
    expect(mails.some((m) => m.to === 'nobody-here@example.com')).toBe(false);
  });

  it('stores only the hash of the token', async () => {
    const { user, credentials } = await registerPlayer(t.app);
    const token = await resetToken(credentials.email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.database.db
      .selectFrom('password_resets')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(rows[0]!.token_hash).toHaveLength(43);
  });

  it('refuses a missing or malformed email with its catalogue message and mails nothing', async () => {
    const before = (await outbox()).length;
    expectRefused(
      await api(t.app, 'POST', '/api/auth/password-resets', { body: {} }),
      'RESET_EMAIL_REQUIRED',
    );
    expectRefused(
      await api(t.app, 'POST', '/api/auth/password-resets', { body: { email: 'not an email' } }),
      'RESET_EMAIL_INVALID',
    );
    expect((await outbox()).length).toBe(before);
  });

  it('is rate limited like sign-in', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const ask = () =>
        api(limited.app, 'POST', '/api/auth/password-resets', { body: { email: 'a@example.com' } });
      expect((await ask()).statusCode).toBe(202);
      expect((await ask()).statusCode).toBe(202);
      expect((await ask()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/auth/password-resets/confirm', () => {
  it('sets the new password, signs out every session, and the old password no longer works', async () => {
    const { user, token: session, credentials } = await registerPlayer(t.app);
    const second = await login(credentials.email, credentials.password);
    expect(second.statusCode).toBe(200);
    const token = await resetToken(credentials.email);

    const res = await api(t.app, 'POST', '/api/auth/password-resets/confirm', {
      body: { token, password: 'a brand new secret' },
    });
    expect(res.statusCode).toBe(204);
    expect((await storedState(user.id)).liveSessions).toBe(0);
    expect((await api(t.app, 'GET', '/api/auth/me', { token: session })).statusCode).toBe(401);
    expect(
      (await api(t.app, 'GET', '/api/auth/me', { token: second.json<{ token: string }>().token })).statusCode,
    ).toBe(401);
    expectRefused(await login(credentials.email, credentials.password), 'LOGIN_INCORRECT');
    expect((await login(credentials.email, 'a brand new secret')).statusCode).toBe(200);
  });

  it('refuses a reused link and changes nothing', async () => {
    const { user, credentials } = await registerPlayer(t.app);
    const token = await resetToken(credentials.email);
    const first = await api(t.app, 'POST', '/api/auth/password-resets/confirm', {
      body: { token, password: 'first new password' },
    });
    expect(first.statusCode).toBe(204);
    const relogin = await login(credentials.email, 'first new password');
    const before = await storedState(user.id);
    expect(before.liveSessions).toBe(1);

    const again = await api(t.app, 'POST', '/api/auth/password-resets/confirm', {
      body: { token, password: 'second new password' },
    });
    expectRefused(again, 'RESET_LINK_INVALID');
    expect(await storedState(user.id)).toEqual(before);
    expect(relogin.statusCode).toBe(200);
    expectRefused(await login(credentials.email, 'second new password'), 'LOGIN_INCORRECT');
  });

  it('refuses an expired link (fake clock) and changes nothing', async () => {
    const { user, credentials } = await registerPlayer(t.app);
    const token = await resetToken(credentials.email);
    const before = await storedState(user.id);
    clock.advance(60 * 60_000 + 1);
    try {
      const res = await api(t.app, 'POST', '/api/auth/password-resets/confirm', {
        body: { token, password: 'too late password' },
      });
      expectRefused(res, 'RESET_LINK_INVALID');
      expect(await storedState(user.id)).toEqual(before);
    } finally {
      clock.advance(-(60 * 60_000 + 1));
    }
  });

  it('works until just before it expires', async () => {
    const { credentials } = await registerPlayer(t.app);
    const token = await resetToken(credentials.email);
    clock.advance(59 * 60_000);
    try {
      const res = await api(t.app, 'POST', '/api/auth/password-resets/confirm', {
        body: { token, password: 'just in time pw' },
      });
      expect(res.statusCode).toBe(204);
    } finally {
      clock.advance(-59 * 60_000);
    }
  });

  it('refuses a wrong or malformed token and changes nothing', async () => {
    const { user, credentials } = await registerPlayer(t.app);
    const token = await resetToken(credentials.email);
    const before = await storedState(user.id);
    const wrong = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    for (const body of [
      { token: wrong, password: 'some new password' },
      { token: '', password: 'some new password' },
      { token: 'x'.repeat(500), password: 'some new password' },
    ]) {
      expectRefused(
        await api(t.app, 'POST', '/api/auth/password-resets/confirm', { body }),
        'RESET_LINK_INVALID',
      );
    }
    expect(await storedState(user.id)).toEqual(before);
    // The real link still works afterwards.
    const ok = await api(t.app, 'POST', '/api/auth/password-resets/confirm', {
      body: { token, password: 'some new password' },
    });
    expect(ok.statusCode).toBe(204);
  });

  it('applies the sign-up password rules and spends nothing when they fail', async () => {
    const { credentials } = await registerPlayer(t.app);
    const token = await resetToken(credentials.email);
    expectRefused(
      await api(t.app, 'POST', '/api/auth/password-resets/confirm', { body: { token, password: 'short' } }),
      'REGISTER_PASSWORD_TOO_SHORT',
    );
    const ok = await api(t.app, 'POST', '/api/auth/password-resets/confirm', {
      body: { token, password: 'long enough now' },
    });
    expect(ok.statusCode).toBe(204);
  });

  it('spends every other link of the account with the one used', async () => {
    const { credentials } = await registerPlayer(t.app);
    const older = await resetToken(credentials.email);
    const newer = await resetToken(credentials.email);
    expect(
      (
        await api(t.app, 'POST', '/api/auth/password-resets/confirm', {
          body: { token: newer, password: 'newer link pw' },
        })
      ).statusCode,
    ).toBe(204);
    expectRefused(
      await api(t.app, 'POST', '/api/auth/password-resets/confirm', {
        body: { token: older, password: 'older link pw' },
      }),
      'RESET_LINK_INVALID',
    );
  });

  it('lets exactly one of two parallel uses of a link succeed', async () => {
    const { credentials } = await registerPlayer(t.app);
    const token = await resetToken(credentials.email);
    const results = await Promise.all(
      ['parallel one pw', 'parallel two pw'].map((password) =>
        api(t.app, 'POST', '/api/auth/password-resets/confirm', { body: { token, password } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([204, 400]);
  });
});

describe('GET /api/operator/mail-outbox', () => {
  it('is for operators only', async () => {
    const { token } = await registerPlayer(t.app);
    expect((await api(t.app, 'GET', '/api/operator/mail-outbox', { token })).statusCode).toBe(403);
    expect((await api(t.app, 'GET', '/api/operator/mail-outbox')).statusCode).toBe(401);
  });

  it('lists at most 50 mails, newest first', async () => {
    for (let i = 0; i < 3; i++) {
      clock.advance(1000);
      await t.services.mailer.send({ to: `n${i}@example.com`, subject: `Mail ${i}`, text: 'hello' });
    }
    const mails = await outbox();
    expect(mails.slice(0, 3).map((m) => m.subject)).toEqual(['Mail 2', 'Mail 1', 'Mail 0']);
    for (let i = 0; i < 50; i++)
      await t.services.mailer.send({ to: 'bulk@example.com', subject: 'Bulk', text: '.' });
    expect(await outbox()).toHaveLength(50);
  });
});

describe("a partner's player", () => {
  it("is mailed a link to its partner's own site, which resets the password there", async () => {
    const host = 'reset.example.org';
    const onSite = { headers: { host, origin: `http://${host}` } };
    const partner = await t.services.partners.create({
      slug: 'reset-club',
      name: 'Reset Club',
      domains: [host],
    });
    await vi.waitFor(async () =>
      expect((await api(t.app, 'GET', '/api/brand', onSite)).json()).toMatchObject({
        brand: { siteName: 'Reset Club' },
      }),
    );
    const player = newPlayer();
    expect((await api(t.app, 'POST', '/api/auth/register', { body: player, ...onSite })).statusCode).toBe(
      201,
    );
    const asked = await api(t.app, 'POST', '/api/auth/password-resets', {
      body: { email: player.email },
      ...onSite,
    });
    expect(asked.statusCode).toBe(202);
    // In its partner's outbox, with its partner's site in the link (the test server's port kept).
    const [mail] = await asPartner(partner.id, () => t.services.mailer.outbox());
    expect(mail!.to).toBe(player.email);
    const token = /http:\/\/reset\.example\.org:3000\/reset-password\?token=(\S+)/.exec(mail!.text)![1]!;
    expect((await outbox()).some((m) => m.to === player.email)).toBe(false);
    const confirmed = await api(t.app, 'POST', '/api/auth/password-resets/confirm', {
      body: { token, password: 'a brand new password' },
      ...onSite,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(204);
    const signIn = await api(t.app, 'POST', '/api/auth/login', {
      body: { login: player.email, password: 'a brand new password' },
      ...onSite,
    });
    expect(signIn.statusCode).toBe(200);
  });
});
