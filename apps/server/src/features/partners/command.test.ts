import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@powerplay/contracts';
import { createTestApp, type TestApp } from '../../../test/helpers';
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
