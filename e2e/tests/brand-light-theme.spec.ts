// A light theme (docs/rules/brand.md "Colours"): a partner's light primary with a dark accent is
// accepted, and the pages really draw dark text on the light page: every pair checked here is read from
// the browser's computed styles and is at least 4.5:1.
import type { BrandResponse, BrandUpdate } from '@powerplay/contracts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ORIGIN, signInAsOperator } from './lottery-support';
import { waitForPage } from './support';

const operatorBrand = async (page: Page) =>
  ((await (await page.request.get('/api/operator/brand')).json()) as BrandResponse).brand;

async function saveColours(page: Page, primaryColor: string, accentColor: string) {
  const now = await operatorBrand(page);
  const { version, logo: _l, favicon: _f, ...rest } = now;
  const body: BrandUpdate = { ...rest, primaryColor, accentColor, expectedVersion: version };
  const res = await page.request.put('/api/operator/brand', { headers: { origin: ORIGIN }, data: body });
  expect(res.status(), await res.text()).toBe(200);
}

type Rgb = [number, number, number];

/** WCAG 2's contrast, computed here on its own (not the server's code it checks). */
function contrastRatio(a: Rgb, b: Rgb): number {
  const luminance = (rgb: Rgb) => {
    const [r, g, bl] = rgb.map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as Rgb;
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** A computed `rgb(r, g, b)` as channels (an opaque colour: the theme's are). */
const channels = (css: string): Rgb => {
  const m = /rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)/.exec(css);
  expect(m, css).not.toBeNull();
  expect(Number(m![4] ?? 1), css).toBe(1);
  return [Number(m![1]), Number(m![2]), Number(m![3])];
};
const style = (el: Locator, property: 'color' | 'backgroundColor') =>
  el.evaluate((e, p) => getComputedStyle(e)[p], property);
const luminanceOrder = (rgb: Rgb) => rgb[0] + rgb[1] + rgb[2];

test('a light primary with a dark accent: dark text on a light page, every drawn pair readable', async ({
  page,
}) => {
  await signInAsOperator(page.request);
  const was = await operatorBrand(page);
  try {
    await saveColours(page, '#f1faee', '#1d3557');
    await page.goto('/');
    await waitForPage(page);
    const html = page.locator('html');
    expect(await html.evaluate((e) => getComputedStyle(e).colorScheme)).toBe('light');

    const body = page.locator('body');
    const pageBackground = channels(await style(body, 'backgroundColor'));
    const text = channels(await style(body, 'color'));
    // Dark text on a light page.
    expect(luminanceOrder(text)).toBeLessThan(luminanceOrder(pageBackground));
    expect(contrastRatio(text, pageBackground)).toBeGreaterThanOrEqual(4.5);

    // A card on the primary, its muted text, a link on the page, the primary button.
    const card = page.locator('.card').first();
    const cardBackground = channels(await style(card, 'backgroundColor'));
    expect(
      contrastRatio(channels(await style(card.locator('h2'), 'color')), cardBackground),
    ).toBeGreaterThanOrEqual(4.5);
    expect(
      contrastRatio(channels(await style(card.locator('p'), 'color')), cardBackground),
    ).toBeGreaterThanOrEqual(4.5);
    const link = card.locator('a').first();
    expect(contrastRatio(channels(await style(link, 'color')), cardBackground)).toBeGreaterThanOrEqual(4.5);
    const button = page.getByRole('main').locator('.button-primary').first();
    expect(
      contrastRatio(channels(await style(button, 'color')), channels(await style(button, 'backgroundColor'))),
    ).toBeGreaterThanOrEqual(4.5);
    // The footer's muted text on its own surface.
    const footer = page.locator('.site-footer');
    expect(
      contrastRatio(
        channels(await style(footer.locator('.copyright'), 'color')),
        channels(await style(footer, 'backgroundColor')),
      ),
    ).toBeGreaterThanOrEqual(4.5);
  } finally {
    await saveColours(page, was.primaryColor, was.accentColor);
  }
});
