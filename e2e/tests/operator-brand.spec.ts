// The brand as data (decision 028): an operator changes the site's name, colours and logo in
// the back office, and the next page load shows them — title, logo, colours — without a restart; a
// script in an SVG and an unreadable colour pair are refused with their messages and change nothing.
import {
  catalogue,
  formatMessage,
  notices,
  type BrandResponse,
  type BrandUpdate,
} from '@powerplay/contracts';
import { expect, test, type Page } from '@playwright/test';
import { ORIGIN, signInAsOperator } from './lottery-support';
import { closeMessage, expectMessage, unique, waitForPage } from './support';

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#7fe0c0"/></svg>';

const operatorBrand = async (page: Page) =>
  ((await (await page.request.get('/api/operator/brand')).json()) as BrandResponse).brand;

/** Puts the brand back as it was (other journeys run on the same server and expect Powerplay). */
async function restore(page: Page, was: BrandResponse['brand']) {
  const now = await operatorBrand(page);
  const body: BrandUpdate = {
    expectedVersion: now.version,
    siteName: was.siteName,
    primaryColor: was.primaryColor,
    accentColor: was.accentColor,
    supportPhone: was.supportPhone,
    supportEmail: was.supportEmail,
    legalEntity: was.legalEntity,
    copyrightHolder: was.copyrightHolder,
    sponsorLine: was.sponsorLine,
    logo: null,
    favicon: null,
  };
  const res = await page.request.put('/api/operator/brand', { headers: { origin: ORIGIN }, data: body });
  expect(res.status()).toBe(200);
}

async function openBrandPage(page: Page) {
  await page.goto('/operator');
  await waitForPage(page, 'Operator');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Brand' }).click();
  await expect(page).toHaveURL('/operator/brand');
  // The section's chunk and the brand load first (slow on a busy machine).
  await expect(page.getByLabel('Site name')).toBeVisible({ timeout: 30_000 });
}

const cssVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

test('an operator rebrands the site: the next load shows the new title, logo and colours', async ({
  page,
}) => {
  await signInAsOperator(page.request);
  const was = await operatorBrand(page);
  expect(was.logo).toBeNull();
  const name = `Acme Play ${unique()}`;
  const headerBackground = () =>
    page.locator('.site-header').evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.goto('/');
  const defaultHeader = await headerBackground();
  try {
    await openBrandPage(page);
    await page.getByLabel('Site name').fill(name);
    await page.getByRole('textbox', { name: 'Primary colour', exact: true }).fill('#1a0b33');
    await page.getByRole('textbox', { name: 'Accent colour', exact: true }).fill('#7fe0c0');
    await expect(page.getByText(/^Every text readable \(WCAG AA\)/)).toBeVisible();
    await page
      .getByLabel('Logo')
      .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(LOGO) });

    // The live preview shows the unsaved brand: its logo, and its colours under its own scope.
    const preview = page.getByRole('region', { name: 'Live preview' });
    await expect(preview.getByRole('img', { name })).toBeVisible();
    await expect
      .poll(() => preview.evaluate((el) => getComputedStyle(el).getPropertyValue('--navy-800').trim()))
      .toBe('#1a0b33');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText(
      formatMessage(notices.BRAND_SAVED.message, { version: was.version + 1 }),
    );

    // A new page load, no restart: the shell's title, the header's logo and the colours are the brand's.
    const shell = await (await page.request.get('/')).text();
    expect(shell).toContain(`<title>${name}</title>`);
    await page.goto('/');
    // The home page adds its own title before the site's name ("… · <name>").
    await expect(page).toHaveTitle(new RegExp(`(^|· )${name}$`));
    const logo = page.getByRole('banner').getByRole('img', { name });
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await cssVar(page, '--brand-primary')).toBe('#1a0b33');
    expect(await cssVar(page, '--brand-accent')).toBe('#7fe0c0');
    // The page's own surfaces follow: the header's background is derived from the primary.
    expect(await headerBackground()).not.toBe(defaultHeader);
    await expect(page.getByRole('contentinfo')).toContainText(was.supportEmail);

    // A script in the SVG: refused with its message; nothing changes.
    await openBrandPage(page);
    await page.getByLabel('Logo').setInputFiles({
      name: 'evil.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    await page.getByRole('button', { name: 'Save' }).click();
    const unsafe = catalogue.BRAND_SVG_UNSAFE;
    await closeMessage(
      await expectMessage(page, {
        title: unsafe.title,
        message: formatMessage(unsafe.message, { reason: 'a script element' }),
      }),
    );

    // An unreadable pair: the form says so as it is typed, and the server refuses it.
    await page.getByRole('button', { name: 'Use the built-in logo' }).click();
    await page.getByRole('textbox', { name: 'Accent colour', exact: true }).fill('#2a3a6a');
    await expect(page.getByText(/^Links on the page background has a contrast of/)).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName(catalogue.BRAND_CONTRAST_LOW.title);
    await expect(dialog).toHaveAccessibleDescription(
      /^Links on the page background has a contrast of [\d.]+:1 \(#[0-9a-f]{6} on #[0-9a-f]{6}\).* An accent such as #[0-9a-f]{6} would be readable\.$/,
    );
    await closeMessage(dialog);

    const after = await operatorBrand(page);
    expect(after).toMatchObject({ version: was.version + 1, siteName: name, accentColor: '#7fe0c0' });
    expect(after.logo?.type).toBe('image/svg+xml');
  } finally {
    await restore(page, was);
  }
  await page.goto('/');
  await expect(page).toHaveTitle(new RegExp(`(^|· )${was.siteName}$`));
});
