import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** A suffix that keeps every test's accounts and emails apart (tests run in parallel on one server). */
export function unique(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

export interface CatalogueText {
  title: string;
  message: string;
}

/**
 * The message dialog (docs/rules/README.md "Texts"): an accessible dialog named by its title
 * ("Alert" where the catalogue gives none) and described by the catalogue's message.
 */
export async function expectMessage(
  page: Page,
  text: CatalogueText,
  role: 'alertdialog' | 'dialog' = 'alertdialog',
): Promise<Locator> {
  const dialog = page.getByRole(role);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(text.title || 'Alert');
  await expect(dialog).toHaveAccessibleDescription(text.message);
  return dialog;
}

/** Closes the dialog with its button (or Escape) and waits until it is gone. */
export async function closeMessage(dialog: Locator, how: 'button' | 'escape' = 'button'): Promise<void> {
  if (how === 'escape') await dialog.page().keyboard.press('Escape');
  else await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Waits until the route's chunk and its server content have loaded: the page's h1 is shown and nothing
 * in the main area is still busy (content pages show their title with `aria-busy` while they load).
 */
export async function waitForPage(page: Page, name?: string | RegExp): Promise<Locator> {
  const main = page.getByRole('main');
  const heading = main.getByRole('heading', { level: 1, ...(name ? { name } : {}) });
  await expect(heading).toBeVisible();
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  return heading;
}

/**
 * Runs axe on the page and fails with a readable list of every serious or critical violation. Only
 * violations are collected (`resultTypes`): axe then skips gathering the nodes of every rule that passed,
 * which is most of its time on a big page, and checks every rule all the same.
 */
export async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes
          .map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ')}`)
          .join('\n'),
    )
    .join('\n');
  expect(serious, `${page.url()}\n${report}`).toEqual([]);
}
