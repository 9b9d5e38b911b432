import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, registerOperator, registerPlayer, type TestApp } from './helpers';
import { OLD_CLIENT, oldClient } from '../src/features/legacy/test-client';

/**
 * No log line carries a credential (a partner's security review): the old client's `?jwt=`, a reset
 * link's token, a Bearer header or a cookie would let a log reader take the account over.
 */
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { LEGACY_ORIGINS: OLD_CLIENT },
    logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
  });
});
afterAll(() => t.close());
const { form, get } = oldClient(() => t.app);

describe('the log', () => {
  it('holds no session token, reset token or bearer credential, while still naming each request', async () => {
    const player = await registerPlayer(t.app);
    const jwt = player.token;
    const secrets = [jwt, jwt.split('.')[1]!];

    // The old client's reads and writes with the jwt in the URL, in the form, or both.
    expect((await get('/public_api/account/data.php', { jwt })).statusCode).toBe(200);
    const update = await get('/public_api/account/update.php', {
      jwt,
      name: 'Ann',
      email: player.credentials.email,
    });
    expect(update.statusCode, update.body).toBe(200);
    expect((await form('/public_api/entry/create.php', { game: '999999', jwt })).statusCode).toBe(404);
    const postWithQuery = await t.app.inject({
      method: 'POST',
      url: `/public_api/entry/create.php?jwt=${jwt}`,
      headers: { origin: OLD_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `game=999999&jwt=${jwt}`,
    });
    expect(postWithQuery.statusCode).toBe(404);
    // A URL the router refuses (its error quotes the URL) and one it does not know.
    expect((await get(`/public_api/%zz.php`, { jwt })).statusCode).toBe(400);
    expect((await get('/api/no-such-thing', { jwt, api_key: 'k-secret-value' })).statusCode).toBe(404);
    secrets.push('k-secret-value');

    // Bearer and cookie credentials.
    expect((await api(t.app, 'GET', '/api/wallet', { token: jwt })).statusCode).toBe(200);
    expect((await api(t.app, 'GET', '/api/wallet', { cookie: jwt })).statusCode).toBe(200);

    // A password reset: the link's token in a URL (the page, then the JSON API's confirm).
    const operator = await registerOperator(t);
    const asked = await api(t.app, 'POST', '/api/auth/password-resets', {
      body: { email: player.credentials.email },
    });
    expect(asked.statusCode).toBe(202);
    const { mails } = (await api(t.app, 'GET', '/api/operator/mail-outbox', { token: operator.token })).json<{
      mails: { to: string; text: string }[];
    }>();
    const resetToken = /reset-password\?token=(\S+)/.exec(
      mails.find((m) => m.to === player.credentials.email)!.text,
    )![1]!;
    secrets.push(resetToken, operator.token);
    await t.app.inject({ method: 'GET', url: `/reset-password?token=${resetToken}` });
    const confirmed = await api(t.app, 'POST', `/api/auth/password-resets/confirm?token=${resetToken}`, {
      body: { token: resetToken, password: 'a brand new secret' },
    });
    expect(confirmed.statusCode).toBe(204);

    // Invitation codes sit in paths; whoever reads one could join the private contest or league.
    const code = 'K7Q2M9X4PZ';
    secrets.push(code);
    for (const url of [
      `/api/invitations/${code}`,
      `/api/leagues/invitations/${code}`,
      `/join/${code}`,
      `/api/invitations/${code}/nowhere?x=1`,
    ]) {
      expect((await api(t.app, 'GET', url, { token: jwt })).statusCode).not.toBe(500);
    }

    // A notification mail's unsubscribe page: its token turns that mail off for whoever holds it.
    const mailToken = '7_0_abcdefghijklmnopqrstuvwxyz012345';
    secrets.push(mailToken);
    expect(
      (await t.app.inject({ method: 'GET', url: `/unsubscribe?mail=${mailToken}` })).statusCode,
    ).not.toBe(500);

    const log = lines.join('');
    for (const secret of secrets) expect(log).not.toContain(secret);
    // Each request is still logged, its URL with the secret's value replaced.
    expect(log).toContain('/public_api/account/data.php?jwt=[redacted]');
    expect(log).toContain('/public_api/account/update.php?jwt=[redacted]&name=Ann');
    expect(log).toContain('/reset-password?token=[redacted]');
    expect(log).toContain('api_key=[redacted]');
    expect(log).toContain('/api/leagues/invitations/[redacted]');
    expect(log).toContain('/join/[redacted]');
  });
});
