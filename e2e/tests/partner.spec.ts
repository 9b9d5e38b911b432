import { catalogue, notices } from '@powerplay/contracts';
import { expect, test } from '@playwright/test';
import { closeMessage, expectMessage, unique, waitForPage } from './support';

test('the partner form validates, stores the enquiry and returns home', async ({ page }) => {
  const posts: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/partner-enquiries') {
      posts.push(r.postDataJSON());
    }
  });

  await page.goto('/partner');
  await waitForPage(page, 'Partner with us');
  const form = page.getByRole('form', { name: 'Partner enquiry' });
  const submit = form.getByRole('button', { name: 'Partner with us!' });

  await submit.click();
  await closeMessage(await expectMessage(page, catalogue.PARTNER_FORM_INCOMPLETE));

  const id = unique();
  await form.getByLabel('Name').fill(`Lottery Partner ${id}`);
  await submit.click();
  await closeMessage(await expectMessage(page, catalogue.PARTNER_FORM_INCOMPLETE), 'escape');

  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Phone Number').fill('416 555 0100');
  await submit.click();
  await closeMessage(await expectMessage(page, catalogue.PARTNER_EMAIL_INVALID));

  await form.getByLabel('Email').fill(`partner.${id}@example.com`);
  await form.getByLabel('Phone Number').fill('12');
  await submit.click();
  await closeMessage(await expectMessage(page, catalogue.PARTNER_PHONE_INVALID));
  expect(posts).toEqual([]);

  // Digits only: the signs and spaces of a pasted number are dropped (the API takes digits only too).
  await form.getByLabel('Phone Number').fill('+1 (416) 555-0100');
  await expect(form.getByLabel('Phone Number')).toHaveValue('14165550100');
  await form.getByLabel('Message').fill('We run a charity lottery and would like a live demo.');
  const stored = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/partner-enquiries',
  );
  await submit.click();
  const response = await stored;
  expect(response.status()).toBe(201);
  expect(await response.json()).toEqual({ id: expect.any(Number) as unknown });

  const thanks = await expectMessage(page, notices.PARTNER_SENT, 'dialog');
  expect(posts).toHaveLength(1);
  await closeMessage(thanks);
  await expect(page).toHaveURL('/');
  await waitForPage(page);
});

test('dismissing the thank-you with Escape also returns home', async ({ page }) => {
  const id = unique();
  await page.goto('/partner');
  await waitForPage(page, 'Partner with us');
  const form = page.getByRole('form', { name: 'Partner enquiry' });
  await form.getByLabel('Name').fill(`Casino ${id}`);
  await form.getByLabel('Email').fill(`casino.${id}@example.com`);
  await form.getByLabel('Phone Number').fill('6045550199');
  await form.getByRole('button', { name: 'Partner with us!' }).click();
  await closeMessage(await expectMessage(page, notices.PARTNER_SENT, 'dialog'), 'escape');
  await expect(page).toHaveURL('/');
});
