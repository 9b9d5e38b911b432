import { describe, expect, it } from 'vitest';
import {
  errorFields,
  isSecretName,
  logSerializers,
  redactText,
  redactUrl,
  redactValue,
  withRedaction,
} from './log-fields';

describe('secret names', () => {
  it.each([
    'jwt',
    'token',
    'reset_token',
    'password',
    'passwd',
    'pwd',
    'secret',
    'key',
    'apikey',
    'api_key',
    'x-api-key',
    'auth',
    'authorization',
    'cookie',
    'set-cookie',
    'signature',
    'sig',
    'session_id',
    'JWT',
    '%6Awt',
  ])('%s is a secret', (name) => expect(isSecretName(name)).toBe(true));

  it.each(['game_id', 'email', 'name', 'entry', 'signup', 'design', 'page', 'id', 'type'])(
    '%s is not',
    (name) => expect(isSecretName(name)).toBe(false),
  );
});

describe('redaction', () => {
  it('replaces the values of secret query parameters and keeps everything else as it was', () => {
    expect(redactUrl('/public_api/account/data.php?jwt=abc.def&game_id=3')).toBe(
      '/public_api/account/data.php?jwt=[redacted]&game_id=3',
    );
    expect(redactUrl('/reset-password?token=Zx_9-a#top')).toBe('/reset-password?token=[redacted]#top');
    expect(redactUrl('/x?a=1&API_KEY=k&b&password=p%20q')).toBe(
      '/x?a=1&API_KEY=[redacted]&b&password=[redacted]',
    );
    expect(redactUrl('/api/wallet')).toBe('/api/wallet');
  });

  it('finds secrets quoted in text: URLs, form bodies, JSON and bearer credentials', () => {
    const text = redactText(
      `'/public_api/%zz?jwt=T1.S1' is bad; jwt=T2&name=Ann; {"token": "T3", "email": "a@b.c"} Bearer T4.x`,
    );
    for (const secret of ['T1.S1', 'T2', 'T3', 'T4']) expect(text).not.toContain(secret);
    expect(text).toContain('jwt=[redacted]&name=Ann');
    expect(text).toContain('"token": "[redacted]", "email": "a@b.c"');
    expect(text).toContain('Bearer [redacted]');
  });

  it('redacts headers and bodies by name, at any depth', () => {
    expect(
      redactValue({
        authorization: 'Bearer X',
        cookie: 'jwt=Y',
        'user-agent': 'ua',
        body: { fields: [{ password: 'Z', name: 'n' }] },
      }),
    ).toEqual({
      authorization: '[redacted]',
      cookie: '[redacted]',
      'user-agent': 'ua',
      body: { fields: [{ password: '[redacted]', name: 'n' }] },
    });
  });

  it('logs a request without headers and with its URL redacted, and an error without the token it quotes', () => {
    expect(logSerializers.req({ method: 'GET', url: '/x?jwt=SECRET', host: 'h', ip: '1.2.3.4' })).toEqual({
      method: 'GET',
      url: '/x?jwt=[redacted]',
      host: 'h',
      remoteAddress: '1.2.3.4',
      remotePort: undefined,
    });
    const err = Object.assign(new Error("'/x?token=SECRET' is not a valid url component"), {
      code: 'FST_ERR_BAD_URL',
      url: '/x?token=SECRET',
    });
    const logged = logSerializers.err(err);
    expect(JSON.stringify(logged)).not.toContain('SECRET');
    expect(logged).toMatchObject({ type: 'Error', code: 'FST_ERR_BAD_URL', url: '/x?token=[redacted]' });
    expect(JSON.stringify(logSerializers.error(errorFields(err)))).not.toContain('SECRET');
  });

  it('names an instance an error refers to instead of dumping it (a database client and its password)', () => {
    class Client {
      connectionParameters = { password: 'SECRET', host: 'db' };
    }
    const err = Object.assign(new Error('connection lost'), { client: new Client() });
    const logged = logSerializers.err(err);
    expect(logged.client).toBe('[Client]');
    expect(JSON.stringify(logged)).not.toContain('SECRET');
    // Node's headers object has no prototype: it is walked and redacted like a plain one.
    const headers = Object.assign(Object.create(null) as object, {
      authorization: 'Bearer SECRET',
      accept: '*/*',
    });
    expect(redactValue(headers)).toEqual({ authorization: '[redacted]', accept: '*/*' });
  });

  it("redacts every log call's message and text fields, keeping counts and the serializers' own fields", () => {
    let logged: unknown[] = [];
    const req = { method: 'GET', url: '/x?jwt=S' };
    withRedaction({}).hooks.logMethod.call(
      null,
      [{ req, url: '/a?token=S', apiKey: 'S', sessionsEnded: 3 }, 'Route GET:/y?jwt=S not found'],
      (...args: unknown[]) => (logged = args),
    );
    expect(logged).toEqual([
      { req, url: '/a?token=[redacted]', apiKey: '[redacted]', sessionsEnded: 3 },
      'Route GET:/y?jwt=[redacted] not found',
    ]);
  });
});
