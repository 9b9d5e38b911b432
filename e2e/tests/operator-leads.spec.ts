// Leads (decision 024): a visitor's partner enquiry reaches the back office, where the operator finds
// it, marks it contacted and exports it as CSV; a Notify Me request is mailed once when its game is open
// (docs/decisions/024), and the mail's unsubscribe link works once.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { catalogue, notices, type ContestsResponse, type MailOutboxResponse } from '@powerplay/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, operatorToken, ORIGIN, signInAsOperator } from './lottery-support';
import { BASKETBALL, openBasketballSet } from './sports-support';
import { unique, waitForPage } from './support';

/** The outbox's mails to `to`, newest first. */
async function mailsTo(request: APIRequestContext, token: string, to: string) {
  const res = await request.get('/api/operator/mail-outbox', { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as MailOutboxResponse).mails.filter((m) => m.to === to);
}

test('a partner enquiry is found, marked contacted and exported as CSV', async ({ page, request }) => {
  const id = unique();
  const name = `=Casino ${id}`;
  const email = `partner.${id}@example.com`;
  const sent = await request.post('/api/partner-enquiries', {
    headers: { origin: ORIGIN },
    data: { name, email, phone: '14165550100', message: `Hello, "operator"\nWe run ${id}.` },
  });
  expect(sent.status()).toBe(201);

  await signInAsOperator(page.request);
  await page.goto('/operator');
  await waitForPage(page, 'Operator');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Leads' }).click();
  await expect(page).toHaveURL('/operator/leads');
  const leads = page.getByRole('region', { name: 'Leads', exact: true });
  await leads.getByLabel('Kind', { exact: true }).selectOption({ label: 'Partner enquiries' });
  await leads.getByLabel('Search', { exact: true }).fill(id);
  await leads.getByLabel('Search', { exact: true }).press('Enter');
  const row = leads.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  const status = row.getByRole('combobox', { name: /^Status of Partner enquiry #\d+$/ });
  await expect(status).toHaveValue('new');

  await status.selectOption({ label: 'Contacted' });
  const lead = (await status.getAttribute('aria-label'))!.replace('Status of ', '');
  await expect(leads.getByRole('status')).toHaveText(
    notices.LEAD_STATUS_SAVED.message.replace('{lead}', lead).replace('{status}', 'Contacted'),
  );
  await row.getByLabel(`Note on ${lead}`).fill('Called back, demo booked');
  await row.getByRole('button', { name: 'Add note' }).click();
  await expect(row.getByRole('list', { name: `Notes on ${lead}` })).toContainText('Called back, demo booked');

  // The list filtered by status finds it as contacted; the CSV holds what the filters find.
  await leads.getByLabel('Status', { exact: true }).selectOption({ label: 'Contacted' });
  await expect(leads.getByRole('row').filter({ hasText: email })).toHaveCount(1);
  const downloading = page.waitForEvent('download');
  await leads.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^powerplay-leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe(
    'Kind,Id,Received (UTC),Status,Name,Email,Phone,Message,Topic,Launch mail sent (UTC),Unsubscribed (UTC),Notes',
  );
  expect(lines).toHaveLength(3); // the header, the lead, the last line's end
  expect(lines[1]).toContain(`,Contacted,'${name},${email},14165550100,"Hello, ""operator""\nWe run ${id}."`);
  expect(lines[1]).toContain('Operator: Called back, demo booked');
});

test('a Notify Me request is mailed once when its game is open; its unsubscribe link works once', async ({
  page,
  request,
}) => {
  const token = await operatorToken();
  const fan = `fan.${unique()}@example.com`;
  // A request about a game still to come (NFL Star Power) waits for that game, whatever else opens.
  const starFan = `star.${unique()}@example.com`;
  const star = await request.post('/api/notify-requests', {
    headers: { origin: ORIGIN },
    data: { email: starFan, topic: 'nfl-star-power' },
  });
  expect(star.status()).toBe(201);
  const asked = await request.post('/api/notify-requests', {
    headers: { origin: ORIGIN },
    data: { email: fan, topic: 'nba' },
  });
  expect(asked.status()).toBe(201);
  // The operator opens a basketball game set: its contests take entries, so NBA is live.
  const gameSetId = await openBasketballSet(request, token);
  const { contests } = (await (
    await request.get(`/api/sports/${BASKETBALL}/contests`)
  ).json()) as ContestsResponse;
  expect(
    contests.filter((c) => c.gameSetId === gameSetId && c.status === 'NOT_STARTED').length,
  ).toBeGreaterThan(0);

  await expect.poll(async () => (await mailsTo(request, token, fan)).length).toBe(1);
  // Another requester mailed later means the job has passed over NBA again: still one mail to the first.
  const other = `fan.${unique()}@example.com`;
  await request.post('/api/notify-requests', {
    headers: { origin: ORIGIN },
    data: { email: other, topic: 'nba' },
  });
  await expect.poll(async () => (await mailsTo(request, token, other)).length).toBe(1);
  expect(await mailsTo(request, token, starFan)).toEqual([]);
  const mails = await mailsTo(request, token, fan);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toBe('NBA is live on Powerplay');
  expect(mails[0]!.text).toContain(`${ORIGIN}/select-games/${BASKETBALL}`);

  // The operator reads the mail in the back office's outbox and follows its unsubscribe link.
  await signInAsOperator(page.request);
  await page.goto('/operator');
  await waitForPage(page, 'Operator');
  const mail = page.getByRole('article', { name: `NBA is live on Powerplay to ${fan}` });
  await mail.getByRole('link', { name: /\/unsubscribe\?token=/ }).click();
  await waitForPage(page, 'Unsubscribe');
  await expect(page.getByText(notices.UNSUBSCRIBE_PROMPT.message)).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Unsubscribed' })).toContainText(
    notices.UNSUBSCRIBED.message.replace('{game}', 'NBA'),
  );
  // Works once, then says so; the back office shows the request as mailed and unsubscribed.
  await page.reload();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Already unsubscribed' })).toContainText(
    notices.ALREADY_UNSUBSCRIBED.message.replace('{game}', 'NBA'),
  );
  await page.goto('/operator/leads');
  const leads = page.getByRole('region', { name: 'Leads', exact: true });
  await leads.getByLabel('Search', { exact: true }).fill(fan);
  await leads.getByLabel('Search', { exact: true }).press('Enter');
  const row = leads.getByRole('row').filter({ hasText: fan });
  await expect(row).toContainText('Notify me about NBA');
  await expect(row).toContainText('Launch mail sent');
  // The Star Power request shows what it is about, and still waits.
  await leads.getByLabel('Search', { exact: true }).fill(starFan);
  await leads.getByLabel('Search', { exact: true }).press('Enter');
  const starRow = leads.getByRole('row').filter({ hasText: starFan });
  await expect(starRow).toContainText('Notify me about NFL Star Power');
  await expect(starRow).toContainText('Waiting for the launch');
});

/** No serious or critical axe violation on the page as it is now. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the leads and the unsubscribe page fit, work by keyboard and pass axe', async ({ page, request }) => {
    const id = unique();
    await request.post('/api/partner-enquiries', {
      headers: { origin: ORIGIN },
      data: { name: `Phone ${id}`, email: `phone.${id}@example.com`, phone: '14165550100', message: 'Hi' },
    });
    await signInAsOperator(page.request);
    await page.goto('/operator/leads');
    await waitForPage(page, 'Operator');
    const leads = page.getByRole('region', { name: 'Leads', exact: true });
    const search = leads.getByLabel('Search', { exact: true });
    await search.fill(id);
    await search.press('Enter');
    const row = leads.getByRole('row').filter({ hasText: `phone.${id}@example.com` });
    await expect(row).toHaveCount(1);
    // The page itself never scrolls sideways: the table does, inside its named region.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(leads.getByRole('region', { name: 'Leads found' })).toBeVisible();
    // By keyboard: the status select takes a choice and saves it.
    const status = row.getByRole('combobox', { name: /^Status of Partner enquiry #\d+$/ });
    await status.focus();
    await status.selectOption('closed');
    await expect(leads.getByRole('status')).toContainText('is now Closed.');
    await expectAccessible(page);

    await page.goto('/unsubscribe?token=2b1f9a56-3c1e-4b7a-9d7e-0f3b8f1d2a4c');
    await waitForPage(page, 'Unsubscribe');
    const button = page.getByRole('button', { name: 'Unsubscribe' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toContainText(catalogue.UNSUBSCRIBE_LINK_INVALID.message);
    await expectAccessible(page);
  });
});
