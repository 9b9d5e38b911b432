import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@powerplay/contracts';
import { api, createTestApp, type TestApp } from '../../../test/helpers';
import { operatorCommand } from '../accounts';
import { AppError } from '../../platform/errors';
import { isPartnerCommand, partnerCommand } from './command';

describe('the partner commands (npm run cli)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const run = (command: string, args: string[]) => {
    if (!isPartnerCommand(command)) throw new Error(`not a partner command: ${command}`);
    return partnerCommand(command, args, t.services.partners);
  };

  it('creates, suspends and resumes a partner by its short name', async () => {
    expect(
      await run('create-partner', [
        '--slug',
        'lakes',
        '--name',
        'Lakes Charity',
        '--domain',
        'lakes.example.org',
        '--domain',
        'www.lakes.example.org',
      ]),
    ).toMatch(
      /^Partner #\d+ "Lakes Charity" \(lakes\) created on lakes\.example\.org, www\.lakes\.example\.org\.$/,
    );
    expect(await run('suspend-partner', ['--slug', 'lakes'])).toBe(
      'Partner "Lakes Charity" suspended: its site answers "temporarily unavailable".',
    );
    expect(await run('resume-partner', ['--slug', 'LAKES'])).toBe('Partner "Lakes Charity" resumed.');
  });

  it("makes a partner's operator with create-operator --partner, who signs in on that partner's site only", async () => {
    await run('create-partner', ['--slug', 'dunes', '--name', 'Dunes', '--domain', 'dunes.example.org']);
    const args = [
      '--email',
      'desk@dunes.example.org',
      '--password',
      'dunes-password-1',
      '--name',
      'Dunes Desk',
    ];
    expect(await operatorCommand([...args, '--partner', 'dunes'], 'operator', t.services)).toMatch(
      /^Operator #\d+ "Dunes Desk" <desk@dunes\.example\.org> created\.$/,
    );
    const signIn = (headers: Record<string, string> = {}) =>
      api(t.app, 'POST', '/api/auth/login', {
        body: { login: 'desk@dunes.example.org', password: 'dunes-password-1' },
        headers,
      });
    const onDunes = { host: 'dunes.example.org', origin: 'http://dunes.example.org' };
    await expect.poll(async () => (await signIn(onDunes)).statusCode).toBe(200);
    expect((await signIn()).statusCode).toBe(401);
    await expect(
      operatorCommand([...args, '--partner', 'nowhere'], 'operator', t.services),
    ).rejects.toMatchObject({
      code: 'PARTNER_NOT_FOUND',
    });
    await expect(operatorCommand([...args, '--partner', 'dunes'], 'platform', t.services)).rejects.toThrow(
      'no --partner',
    );
  });

  it("refuses bad arguments with the catalogue's words", async () => {
    const refusal = (work: Promise<string>) =>
      work.then(
        () => null,
        (err: unknown) => (err instanceof AppError ? catalogue[err.code].message : err),
      );
    expect(
      await refusal(run('create-partner', ['--slug', 'x y', '--name', 'N', '--domain', 'a.example.org'])),
    ).toBe(catalogue.PARTNER_SLUG_INVALID.message);
    expect(await refusal(run('create-partner', ['--slug', 'solo', '--name', 'Solo']))).toBe(
      catalogue.PARTNER_DOMAIN_REQUIRED.message,
    );
    expect(await refusal(run('suspend-partner', ['--slug', 'nobody']))).toBe(
      catalogue.PARTNER_NOT_FOUND.message,
    );
    expect(await refusal(run('suspend-partner', ['--slug', 'default']))).toBe(
      catalogue.PARTNER_NOT_FOUND.message,
    );
    expect(isPartnerCommand('drop-partner')).toBe(false);
  });
});
