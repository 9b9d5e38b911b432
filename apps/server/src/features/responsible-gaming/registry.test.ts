import { catalogue, type ResponsibleGamingResponse } from '@powerplay/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeClock } from '../../platform/clock';
import { asPartner, DEFAULT_PARTNER_ID } from '../../platform/partner-context';
import { api, createTestApp, newPlayer, type TestApp } from '../../../test/helpers';

/**
 * One exclusion, every site (docs/rules/accounts.md): a self-exclusion taken with a confirmed email is
 * written to the registry every partner reads, keyed by a keyed hash of the email; every partner then
 * refuses that email's sign-up, entries and spending with the same message.
 */
const clock = fakeClock('2026-12-09T12:00:00Z');
const B_HOST = 'other-site.example.org';
const onB = { headers: { host: B_HOST, origin: `http://${B_HOST}` } };
let t: TestApp;
let partnerB: number;
beforeAll(async () => {
  t = await createTestApp({ clock });
  partnerB = (await t.services.partners.create({ slug: 'other-site', name: 'Other Site', domains: [B_HOST] }))
    .id;
  await vi.waitFor(async () =>
    expect((await api(t.app, 'GET', '/api/brand', onB)).json()).toMatchObject({
      brand: { siteName: 'Other Site' },
    }),
  );
});
afterAll(() => t.close());

const codeOf = (res: { json(): unknown }) => (res.json() as { error: { code: string } }).error.code;

/** Signs up on the default site; answers the player's session and the confirmation link's token. */
async function signUp(options: { headers?: Record<string, string> } = {}) {
  const body = newPlayer();
  const res = await api(t.app, 'POST', '/api/auth/register', { body, ...options });
  expect(res.statusCode, res.body).toBe(201);
  const partner = options.headers ? partnerB : DEFAULT_PARTNER_ID;
  const [mail] = await asPartner(partner, () => t.services.mailer.outbox());
  expect(mail!.to).toBe(body.email);
  const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
  return { email: body.email, token: res.json<{ token: string }>().token, link: token, mail: mail! };
}

const confirm = (link: string, options = {}) =>
  api(t.app, 'POST', '/api/auth/email-verifications/confirm', { body: { token: link }, ...options });
const rgStatus = async (token: string, options = {}) =>
  (
    await api(t.app, 'GET', '/api/account/responsible-gaming', { token, ...options })
  ).json<ResponsibleGamingResponse>();
const exclude = (token: string, period = '6m') =>
  api(t.app, 'POST', '/api/account/responsible-gaming/self-exclusion', { token, body: { period } });

describe('confirming an email', () => {
  it('mails a link at sign-up that confirms the email once; a used or unknown link is refused', async () => {
    const player = await signUp();
    expect(player.mail.subject).toBe('Confirm your Powerplay email');
    expect(player.mail.text).toContain('http://localhost:3000/verify-email?token=');
    expect((await rgStatus(player.token)).emailVerified).toBe(false);
    expect((await confirm(player.link)).statusCode).toBe(204);
    expect((await rgStatus(player.token)).emailVerified).toBe(true);
    for (const link of [player.link, 'not-a-link', '']) {
      const again = await confirm(link);
      expect(again.statusCode).toBe(400);
      expect(codeOf(again)).toBe('VERIFY_LINK_INVALID');
    }
    // Nothing more to send once confirmed.
    const resend = await api(t.app, 'POST', '/api/auth/email-verifications', { token: player.token });
    expect(resend.statusCode).toBe(409);
    expect(codeOf(resend)).toBe('EMAIL_ALREADY_VERIFIED');
  });

  it('sends a new link on request (signed in only), and an expired one no longer works', async () => {
    const player = await signUp();
    expect((await api(t.app, 'POST', '/api/auth/email-verifications')).statusCode).toBe(401);
    const resend = await api(t.app, 'POST', '/api/auth/email-verifications', { token: player.token });
    expect(resend.statusCode).toBe(202);
    expect(resend.json()).toEqual({ email: player.email });
    clock.advance(8 * 86_400_000);
    expect(codeOf(await confirm(player.link))).toBe('VERIFY_LINK_INVALID');
    const [mail] = await t.services.mailer.outbox();
    const fresh = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect(codeOf(await confirm(fresh))).toBe('VERIFY_LINK_INVALID');
  });

  it("leads a partner's player to its own site, where the link works", async () => {
    const player = await signUp(onB);
    expect(player.mail.text).toContain(`http://${B_HOST}:3000/verify-email?token=`);
    // Another partner's site does not know the link.
    expect(codeOf(await confirm(player.link))).toBe('VERIFY_LINK_INVALID');
    expect((await confirm(player.link, onB)).statusCode).toBe(204);
  });
});

describe('the self-exclusion registry', () => {
  it('refuses on every partner an email excluded with its confirmation, with the same message', async () => {
    const player = await signUp();
    await confirm(player.link);
    expect((await exclude(player.token)).statusCode).toBe(200);
    // The same person signing up on the other partner's site: refused, as entering is at home.
    const there = await api(t.app, 'POST', '/api/auth/register', {
      body: newPlayer({ email: player.email.toUpperCase() }),
      ...onB,
    });
    expect(there.statusCode).toBe(403);
    expect(codeOf(there)).toBe('SELF_EXCLUDED');
    expect(there.json()).toMatchObject({ error: { title: catalogue.SELF_EXCLUDED.title } });
    // The registry holds a keyed hash, never the email.
    const rows = await t.owner.selectFrom('self_exclusion_registry').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.email_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(JSON.stringify(row)).not.toContain(player.email.split('@')[0]);
    }
  });

  it('refuses entries and spending to an account elsewhere with that email, made before the exclusion', async () => {
    const home = await signUp();
    const elsewhere = await api(t.app, 'POST', '/api/auth/register', {
      body: newPlayer({ email: home.email }),
      ...onB,
    });
    expect(elsewhere.statusCode).toBe(201);
    const elsewhereId = elsewhere.json<{ user: { id: number } }>().user.id;
    await confirm(home.link);
    await exclude(home.token, '7d');
    const refusal = await asPartner(partnerB, () =>
      t.services.rg.assertCanSpend(t.database.db, elsewhereId, 100).then(
        () => 'allowed',
        (err: { code?: string }) => err.code,
      ),
    );
    expect(refusal).toBe('SELF_EXCLUDED');
    const entering = await asPartner(partnerB, () =>
      t.services.rg
        .assertCanEnter(t.database.db, elsewhereId, () => Promise.resolve(0))
        .then(
          () => 'allowed',
          (err: { code?: string }) => err.code,
        ),
    );
    expect(entering).toBe('SELF_EXCLUDED');
    // Once the exclusion is over, every site takes the person again.
    clock.advance(8 * 86_400_000);
    await expect(
      asPartner(partnerB, () => t.services.rg.assertCanSpend(t.database.db, elsewhereId, 100)),
    ).resolves.toBeUndefined();
  });

  it('covers other partners only once the email is confirmed, and from then on', async () => {
    const player = await signUp();
    expect((await exclude(player.token, 'permanent')).statusCode).toBe(200);
    const before = await api(t.app, 'POST', '/api/auth/register', {
      body: newPlayer({ email: player.email }),
      ...onB,
    });
    // Not confirmed: the exclusion is this site's only (anyone could type anyone's email).
    expect(before.statusCode).toBe(201);
    await confirm(player.link);
    // Confirmed while excluded: from now on the exclusion is every partner's (a new sign-up refused first).
    const after = await api(t.app, 'POST', '/api/auth/register', {
      body: newPlayer({ email: player.email }),
      ...onB,
    });
    expect(codeOf(after)).toBe('SELF_EXCLUDED');
  });
});
