// White label (docs/rules/brand.md "White label"): an operator renames the brand in the back office, and
// the old name shows on no public page of the contracts' page list (nor the pages they link to): not in
// the text, not in the document title. The product's own credit, "Powered by Powerplay", is the one
// place the old name may stay.
import { type BrandResponse, type BrandUpdate, webPagePatterns } from '@powerplay/contracts';
import { expect, test, type Page } from '@playwright/test';
import { ORIGIN, signInAsOperator } from './lottery-support';
import { waitForPage } from './support';

const OLD = 'Powerplay';
/**
 * The brand's name as a word, in any case but lower (the page may upper-case it with CSS): the game
 * feature is the common noun "powerplay", lower case or plural ("Powerplays", "My Powerplays").
 */
const oldName = /\b(?:Powerplay|POWERPLAY)\b/g;
/** The product's credit, where the old name is meant. */
const CREDIT = /Powered by Powerplay/gi;

const operatorBrand = async (page: Page) =>
  ((await (await page.request.get('/api/operator/brand')).json()) as BrandResponse).brand;

async function saveBrand(page: Page, values: Partial<BrandUpdate>) {
  const now = await operatorBrand(page);
  const body: BrandUpdate = {
    expectedVersion: now.version,
    siteName: now.siteName,
    primaryColor: now.primaryColor,
    accentColor: now.accentColor,
    supportPhone: now.supportPhone,
    supportEmail: now.supportEmail,
    legalEntity: now.legalEntity,
    copyrightHolder: now.copyrightHolder,
    sponsorLine: now.sponsorLine,
    logo: null,
    favicon: null,
    ...values,
  };
  const res = await page.request.put('/api/operator/brand', { headers: { origin: ORIGIN }, data: body });
  expect(res.status(), await res.text()).toBe(200);
}

/** The page list's paths without a parameter (a splat page at its root); the back office is not public. */
const listed = webPagePatterns
  .filter((p) => !p.startsWith('operator') && !p.includes(':'))
  .map((p) => `/${p.replace(/\/?\*$/, '')}`);

/** Where the old name shows in the page's text and title, with a little of its context. */
async function leaks(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => `${document.title}\n${document.body.innerText}`);
  return [...text.replace(CREDIT, '').matchAll(oldName)].map((m) =>
    text.slice(Math.max(0, m.index - 40), m.index + 40).replace(/\s+/g, ' '),
  );
}

test('renamed in the back office, the old name is on no public page', async ({ page }) => {
  test.setTimeout(600_000);
  await signInAsOperator(page.request);
  const was = await operatorBrand(page);
  // The journeys' server starts as the product itself.
  expect(was.siteName).toBe(OLD);
  const name = 'Acme Play';
  try {
    // The rename, through the back office's form: the site's name, legal entity, holder and sponsor line.
    await page.goto('/operator/brand');
    await expect(page.getByLabel('Site name')).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Site name').fill(name);
    await page.getByLabel('Legal entity').fill(`${name} Inc.`);
    await page.getByLabel('Copyright holder').fill(`${name} Inc.`);
    await page.getByLabel('Sponsor line').fill(name);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toContainText(/saved/i);

    const seen = new Set<string>();
    const queue = [...listed];
    const found: Record<string, string[]> = {};
    while (queue.length > 0) {
      const path = queue.shift()!;
      if (seen.has(path)) continue;
      seen.add(path);
      await page.goto(path);
      await waitForPage(page);
      // What a page loads after its heading (a table, a list) is there before its text is read.
      await expect(page.getByRole('main').getByText(/^Loading/)).toHaveCount(0);
      const here = await leaks(page);
      if (here.length > 0) found[path] = here;
      // The pages a listed page links to under a listed splat (/solutions/lottery …), once each.
      const links = await page
        .locator('main a[href^="/"]')
        .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      for (const link of links) {
        const root = `/${link.split('/')[1]}`;
        if (link !== root && listed.includes(root) && !seen.has(link) && seen.size + queue.length < 90) {
          queue.push(link);
        }
      }
    }
    expect(found).toEqual({});
    expect(seen.size).toBeGreaterThan(listed.length);

    // And the new name is where the old one was: the lotto, the store, the pages, a house contest.
    await page.goto('/powerplay-lotto');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} Lotto`);
    await page.goto('/powerplay-store');
    await expect(page).toHaveTitle(`${name} Store · ${name}`);
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`About ${name}`);
    await page.goto('/terms-of-use');
    await expect(page.getByRole('main')).toContainText(
      `between you and ${name} Inc. ("${name}", "we", "us")`,
    );
  } finally {
    await saveBrand(page, {
      siteName: was.siteName,
      legalEntity: was.legalEntity,
      copyrightHolder: was.copyrightHolder,
      sponsorLine: was.sponsorLine,
    });
  }
});
