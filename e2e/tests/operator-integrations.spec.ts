// A partner's integration from the back office's Integrations page: an API key limited to reading
// entries (its token shown once, refused elsewhere, refused everywhere once revoked), and a webhook whose
// test event reaches a receiver of the journey's own, signed with the secret shown once.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { catalogue } from '@powerplay/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInAsOperator } from './lottery-support';
import { closeMessage, expectMessage, expectNoSeriousViolations, unique, waitForPage } from './support';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on this machine (a port of its own): keeps every request, answers 204. */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Signs in as the operator and opens Integrations from the back office's navigation. */
async function openIntegrations(page: Page) {
  await signInAsOperator(page.request);
  await page.goto('/operator');
  await waitForPage(page, 'Operator');
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Integrations' })
    .click();
  await expect(page).toHaveURL('/operator/integrations');
  await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible();
}

/** A call of the operator API with a partner's key, from outside any browser. */
async function callWithKey(request: APIRequestContext, path: string, token: string) {
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { error?: { code: string } };
  return { status: response.status(), code: body.error?.code ?? null, body };
}

test('an API key reads entries, nothing else, and nothing once revoked', async ({ page, request }) => {
  await openIntegrations(page);
  await expectNoSeriousViolations(page);
  const keys = page.getByRole('region', { name: 'API keys', exact: true }).first();
  const name = `Entries feed ${unique()}`;
  await keys.getByRole('textbox', { name: 'Name' }).fill(name);
  await keys.getByRole('checkbox', { name: 'Read entries' }).check();
  await keys.getByRole('button', { name: 'Create key' }).click();

  // The token, once: in the dialog with its warning, then nowhere on the page.
  const dialog = page.getByRole('dialog', { name: 'API key created' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(/You will not see this token again\.$/);
  const token = await dialog.getByRole('textbox', { name: 'Token' }).inputValue();
  expect(token).toMatch(/^ppk_/);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Token copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const row = keys.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row).toContainText('Read entries');
  await expect(row).toContainText('Active');
  await expect(page.locator('body')).not.toContainText(token);

  const entries = await callWithKey(request, '/api/operator/entries', token);
  expect(entries.status).toBe(200);
  expect(entries.body).toHaveProperty('entries');
  const leads = await callWithKey(request, '/api/operator/leads', token);
  expect(leads).toMatchObject({ status: catalogue.API_KEY_SCOPE.status, code: 'API_KEY_SCOPE' });

  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  const question = page.getByRole('alertdialog', { name: 'Revoke this key?' });
  await question.getByRole('button', { name: 'Revoke' }).click();
  await expect(question).toBeHidden();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button')).toHaveCount(0);
  const revoked = await callWithKey(request, '/api/operator/entries', token);
  expect(revoked).toMatchObject({ status: 401, code: 'API_KEY_INVALID' });
});

test('a webhook’s test event reaches the receiver, signed with the secret shown once', async ({ page }) => {
  const receiver = await startReceiver();
  try {
    await openIntegrations(page);
    const hooks = page.getByRole('region', { name: 'Webhooks', exact: true });
    const url = `${receiver.origin}/hooks/${unique()}`;
    await hooks.getByRole('textbox', { name: 'URL' }).fill(url);
    await hooks.getByRole('checkbox', { name: 'Entry created' }).check();
    await hooks.getByRole('button', { name: 'Add webhook' }).click();

    const dialog = page.getByRole('dialog', { name: 'Webhook added' });
    await expect(dialog).toHaveAccessibleDescription(/You will not see this signing secret again\.$/);
    const secret = await dialog.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    const card = hooks.getByRole('article', { name: url });
    await expect(card).toContainText('Nothing sent yet');
    await card.getByRole('button', { name: 'Send test event' }).click();
    // The log opens with the test's delivery; it is sent by the server's job, so the log is read again
    // until the receiver's answer is in.
    const log = card.getByRole('region', { name: /^Deliveries to / });
    const delivery = log.getByRole('row').filter({ hasText: 'Test event' });
    await expect(async () => {
      await card.getByRole('button', { name: 'Refresh deliveries' }).click();
      await expect(delivery).toContainText('Delivered', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(delivery).toContainText('HTTP 204');

    await expect.poll(() => receiver.received.length).toBe(1);
    const [post] = receiver.received;
    expect(post!.method).toBe('POST');
    expect(post!.url).toBe(new URL(url).pathname);
    expect(post!.headers['content-type']).toMatch(/^application\/json/);
    expect(post!.headers['powerplay-event']).toBe('ping');
    const signature = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(post!.headers['powerplay-signature']));
    expect(signature, String(post!.headers['powerplay-signature'])).not.toBeNull();
    const [, t, v1] = signature!;
    expect(Math.abs(Date.now() / 1000 - Number(t))).toBeLessThan(300);
    const expected = createHmac('sha256', secret).update(`${t}.${post!.body}`).digest();
    expect(timingSafeEqual(Buffer.from(v1!, 'hex'), expected)).toBe(true);
    // The log shows the body that was sent: the same event.
    const event = JSON.parse(post!.body) as { id: string; type: string };
    expect(event.type).toBe('ping');
    await delivery.locator('summary').click();
    await expect(delivery).toContainText(event.id);

    // Removed after a confirming question: the page no longer lists it.
    await card.getByRole('button', { name: `Remove ${url}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Remove this webhook?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(card).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the page fits, its forms work by keyboard and it passes axe', async ({ page }) => {
    await openIntegrations(page);
    const keys = page.getByRole('region', { name: 'API keys', exact: true }).first();
    const name = `Phone key ${unique()}`;
    const field = keys.getByRole('textbox', { name: 'Name' });
    await field.fill(name);
    await keys.getByRole('checkbox', { name: 'Read analytics' }).focus();
    await page.keyboard.press('Space');
    await field.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'API key created' });
    // The token's box has the focus, its text selected: ready to copy.
    await expect(dialog.getByRole('textbox', { name: 'Token' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Copy' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Done' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(keys.getByRole('rowheader', { name })).toBeVisible();

    // A webhook without an address is refused with the catalogue's message, before anything is sent.
    const hooks = page.getByRole('region', { name: 'Webhooks', exact: true });
    await hooks.getByRole('textbox', { name: 'URL' }).press('Enter');
    await closeMessage(await expectMessage(page, catalogue.WEBHOOK_URL_REQUIRED), 'escape');
    await expect(hooks.getByRole('textbox', { name: 'URL' })).toHaveAttribute('aria-invalid', 'true');

    // The page itself never scrolls sideways: the keys' table does, inside its named region.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);
  });
});
