import type { ContentPageResponse } from '@powerplay/contracts';
import { expect, test } from '@playwright/test';
import { waitForPage } from './support';

test('the promo carousel arrows wrap around both ways', async ({ page }) => {
  await page.goto('/how-to-play');
  await waitForPage(page, 'How to play');
  const carousel = page.getByRole('region', { name: 'Powerplay games' });
  // Hidden slides leave the accessibility tree: count them all, then check only one is shown.
  const slides = carousel.getByRole('group', { includeHidden: true });
  const count = await slides.count();
  expect(count).toBeGreaterThanOrEqual(3);
  const names = await slides.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''));
  const previous = carousel.getByRole('button', { name: 'Previous slide' });
  const next = carousel.getByRole('button', { name: 'Next slide' });

  // Exactly one slide is shown at a time.
  const expectShown = async (index: number) => {
    await expect(carousel.getByRole('group', { name: names[index], exact: true })).toBeInViewport();
    // The other slides stay in embla's track, aria-hidden and inert.
    await expect(carousel.getByRole('group')).toHaveCount(1);
    const title = names[index]!.replace(/^\d+ of \d+: /, '');
    await expect(carousel.getByRole('button', { name: `Show slide ${index + 1}: ${title}` })).toHaveAttribute(
      'aria-current',
      'true',
    );
  };

  await expectShown(0);
  await previous.click(); // first → last
  await expectShown(count - 1);
  await next.click(); // last → first
  await expectShown(0);
  await next.click();
  await expectShown(1);
  await previous.click();
  await expectShown(0);

  // The dots jump straight to a slide.
  await carousel.getByRole('button', { name: /^Show slide 3:/ }).click();
  await expectShown(2);
});

test('the four numbered steps and the Baseball Blackjack blurb come from the page', async ({
  page,
  request,
}) => {
  const api = await request.get('/api/content/pages/how-to-play');
  expect(api.status()).toBe(200);
  const { page: content } = (await api.json()) as ContentPageResponse;
  expect(content.blocks).toHaveLength(4);

  await page.goto('/how-to-play');
  await waitForPage(page, content.title);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Baseball Blackjack' })).toBeVisible();
  await expect(main.getByText(/combined runs total exactly 21/).first()).toBeVisible();

  const steps = main
    .getByRole('list')
    .filter({ has: page.locator('.numbered-item') })
    .getByRole('listitem');
  await expect(steps).toHaveCount(4);
  for (const [index, block] of content.blocks.entries()) {
    const step = steps.nth(index);
    await expect(step.getByRole('heading', { level: 3 })).toHaveText(block.heading);
    await expect(step.locator('.numbered-badge')).toHaveText(String(index + 1));
  }

  await main.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL('/register');
});
