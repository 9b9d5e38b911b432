// The back office's content editor (decision 026): an operator formats a policy page with the rich-text
// editor and sees it on the public page; a script sent in the HTML is stripped on save; restoring the
// older version brings the old text back on the public page.
import {
  formatMessage,
  notices,
  type ContentPageResponse,
  type ContentTextResponse,
} from '@powerplay/contracts';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ORIGIN, signInAsOperator } from './lottery-support';
import { unique, waitForPage } from './support';

const SLUG = 'account-security';
const PUBLIC_PATH = '/account-security';

/** Whether the text box's caret is after all of its text. */
function caretAtEnd(box: Element): boolean {
  const caret = getSelection();
  if (!caret?.focusNode || !box.contains(caret.focusNode)) return false;
  const rest = document.createRange();
  rest.selectNodeContents(box);
  rest.setStart(caret.focusNode, caret.focusOffset);
  return rest.toString() === '';
}

test('an operator formats a policy page, a script is stripped, and restoring brings the old text back', async ({
  page,
}) => {
  const marker = `Edited by e2e ${unique()}`;
  await signInAsOperator(page.request);
  const original = (
    (await (await page.request.get(`/api/content/pages/${SLUG}`)).json()) as ContentPageResponse
  ).page;

  // The Content section lists the texts by kind.
  await page.goto('/operator');
  await waitForPage(page, 'Operator');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Content' }).click();
  await expect(page).toHaveURL('/operator/content');
  const policies = page.getByRole('region', { name: 'Policy pages' });
  await policies.getByRole('link', { name: original.title }).click();
  await expect(page).toHaveURL(`/operator/content/${SLUG}`);
  const startVersion = await currentVersion(page);

  // Bold words and a list, typed after the body's last paragraph with the toolbar.
  const body = page.getByRole('textbox', { name: 'Body' });
  await expect(body).not.toBeEmpty({ timeout: 15_000 });
  const toolbar = page.getByRole('toolbar', { name: 'Body' });
  // Focused from the keyboard, not clicked: the editor re-applies a click's caret a moment after the
  // click, which on a busy machine lands after Control+End and splits the text where it was clicked.
  await body.focus();
  await page.keyboard.press('Control+End');
  await expect.poll(() => body.evaluate(caretAtEnd)).toBe(true);
  await page.keyboard.press('Enter');
  // Each toolbar button gives the focus back to the text: wait for it before typing on.
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await expect(body).toBeFocused();
  await page.keyboard.type(marker);
  // The toolbar works from the keyboard too.
  await toolbar.getByRole('button', { name: 'Bold' }).press('Enter');
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
  await expect(body).toBeFocused();
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
  await expect(toolbar.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(body).toBeFocused();
  await page.keyboard.type('First e2e point');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Second e2e point');
  await expect(body.locator('strong', { hasText: marker })).toBeVisible();
  await expect(body.locator('ul').filter({ hasText: 'First e2e point' }).locator('li')).toHaveText([
    'First e2e point',
    'Second e2e point',
  ]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(formatMessage(notices.CONTENT_SAVED.message, { version: startVersion + 1 })),
  ).toBeVisible();

  // A script sent in the HTML (here through the API, as an operator's script would) is stripped on save.
  const edited = (
    (await (await page.request.get(`/api/content/pages/${SLUG}`)).json()) as ContentPageResponse
  ).page;
  const hostile = await page.request.put(`/api/operator/content/pages/${SLUG}`, {
    headers: { origin: ORIGIN },
    data: {
      title: edited.title,
      intro: edited.intro,
      bodyHtml: `${edited.bodyHtml}<p>After the script</p><script>window.__xss = 'script'</script>`,
      blocks: edited.blocks,
      expectedVersion: startVersion + 1,
    },
  });
  expect(hostile.status(), await hostile.text()).toBe(200);
  const stored = (await hostile.json()) as ContentPageResponse;
  expect(stored.page.bodyHtml).not.toContain('<script');
  expect(stored.page.bodyHtml).toContain('<p>After the script</p>');

  // The public page shows the formatting, and nothing ran.
  await page.goto(PUBLIC_PATH);
  await waitForPage(page, original.title);
  const main = page.getByRole('main');
  await expect(main.locator('.rich-text strong', { hasText: marker })).toBeVisible();
  const list = main.locator('.rich-text ul').filter({ hasText: 'First e2e point' });
  await expect(list.getByRole('listitem')).toHaveText(['First e2e point', 'Second e2e point']);
  await expect(main.getByText('After the script')).toBeVisible();
  expect(await main.locator('script').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();

  // Back in the editor: the history shows both saves; restore the version the page started from.
  await page.goto(`/operator/content/${SLUG}`);
  const history = page.getByRole('region', { name: 'Version history' });
  await expect(history).toContainText(`Version ${startVersion + 2} (current)`);
  await history.getByRole('button', { name: `Restore version ${startVersion}` }).click();
  const confirm = page.getByRole('dialog', { name: notices.CONTENT_RESTORE_CONFIRM.title });
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(
    page.getByText(
      formatMessage(notices.CONTENT_RESTORED.message, { from: startVersion, version: startVersion + 3 }),
    ),
  ).toBeVisible();
  await expect(history).toContainText(`restoring version ${startVersion}`);

  await page.goto(PUBLIC_PATH);
  await waitForPage(page, original.title);
  await expect(page.getByRole('main').getByText(marker)).toHaveCount(0);
  await expect(page.getByRole('main').getByText('After the script')).toHaveCount(0);
  const restored = (
    (await (await page.request.get(`/api/content/pages/${SLUG}`)).json()) as ContentPageResponse
  ).page;
  expect(restored.bodyHtml).toBe(original.bodyHtml);
});

test('the editor previews a text as the public page shows it, fits a 375 px screen, and passes axe', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsOperator(page.request);
  await page.goto('/operator/content/how-to-play');
  const body = page.getByRole('textbox', { name: 'Step 1 text' });
  await expect(body).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview (not saved)' });
  await expect(preview.getByRole('heading', { name: 'Four steps to your first game' })).toBeVisible();
  // The editor, its preview and an older version open: nothing serious for assistive technology.
  await page.getByRole('button', { name: 'View version 1' }).click();
  await expect(page.getByRole('region', { name: 'Version 1' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
});

test('the landing page never loads the rich-text editor', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /RichTextEditor|tiptap|prosemirror/i.test(url))).toEqual([]);
});

async function currentVersion(page: Page): Promise<number> {
  const res = await page.request.get(`/api/operator/content/pages/${SLUG}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as ContentTextResponse).version;
}
