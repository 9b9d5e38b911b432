import { catalogue, notices } from '@powerplay/contracts';
import { expect, test } from '@playwright/test';
import { unique, waitForPage } from './support';

test('Notify Me: an invalid email sends nothing; a valid one thanks, then Dismiss hides it', async ({
  page,
}) => {
  const posts: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/notify-requests')
      posts.push(r.postDataJSON());
  });

  await page.goto('/live-sports');
  await waitForPage(page, 'Live sports games');
  await expect(page.getByRole('tab', { name: 'NFL' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'NFL' });
  // The carousel starts on the second slide: a game that runs today, which leads to its games.
  const second = panel.getByRole('group', { name: '2 of 3: NFL Pick 5' });
  await expect(second).toHaveClass(/is-selected/);
  await expect(second.getByRole('link', { name: 'Play now NFL Pick 5' })).toHaveAttribute(
    'href',
    '/select-games/4',
  );
  await expect(second.getByRole('button', { name: /Notify Me/ })).toHaveCount(0);
  // The one still to come offers Notify Me.
  await panel.getByRole('button', { name: 'Next game' }).click();
  const slide = panel.getByRole('group', { name: '3 of 3: NFL Star Power' });
  await expect(slide).toHaveClass(/is-selected/);

  await slide.getByRole('button', { name: 'Notify Me about NFL Star Power' }).click();
  const email = slide.getByLabel('Your email for NFL Star Power');
  await expect(email).toBeFocused();
  const submit = slide.getByRole('button', { name: 'Submit' });

  // Empty, then malformed: the catalogue message, and no request.
  await submit.click();
  await expect(slide.getByRole('alert')).toHaveText(catalogue.NOTIFY_EMAIL_INVALID.message);
  await email.fill('fan@example');
  await email.press('Enter');
  await expect(slide.getByRole('alert')).toHaveText(catalogue.NOTIFY_EMAIL_INVALID.message);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toEqual([]);

  const address = `fan.${unique()}@example.com`;
  await email.fill(address);
  const stored = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/notify-requests',
  );
  await submit.click();
  expect((await stored).status()).toBe(201);
  // The request is about Star Power itself, not the NFL's contests (which are open now).
  expect(posts).toEqual([{ email: address, topic: 'nfl-star-power' }]);

  const thanks = slide.getByRole('status');
  await expect(thanks).toContainText(notices.NOTIFY_THANKS.title);
  await expect(thanks).toContainText(notices.NOTIFY_THANKS.message);
  await expect(slide.getByRole('alert')).toHaveCount(0);

  await thanks.getByRole('button', { name: 'Dismiss' }).click();
  await expect(thanks).toHaveCount(0);
  await expect(slide.getByRole('button', { name: /Notify Me/ })).toHaveCount(0);
  await expect(slide.getByLabel('Your email for NFL Star Power')).toHaveCount(0);
});
