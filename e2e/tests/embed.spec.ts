// The embeddable widgets (decision 029): a partner's page on another origin pastes embed.js
// snippets and watches a real draw's balls arrive; a site not in the allow-list is refused by the
// browser (CSP frame-ancestors); each widget stays under 30 KB of JavaScript; the back office's Partner
// page keeps the allow-list and shows each widget's snippet with a live preview sized to the widget.
import { gzipSync } from 'node:zlib';
import {
  catalogue,
  embedSnippet,
  type AuditResponse,
  type EmbedOriginResponse,
  type EmbedOriginsResponse,
} from '@powerplay/contracts';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { openDraft } from './draft-support';
import { startPartnerSite, type PartnerSite } from './embed-support';
import { bearer, login, operatorToken, ORIGIN, scheduleDraw } from './lottery-support';
import { gameSetMatches, ownGameSet, UNHURRIED_MS } from './sports-support';
import { expectNoSeriousViolations, unique } from './support';

test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;
let token: string;
let partner: PartnerSite;
let stranger: PartnerSite;
/** Origins this file added: removed again at the end, whatever happened. */
const added: number[] = [];

test.beforeAll(async () => {
  api = await playwrightRequest.newContext({ baseURL: ORIGIN });
  token = await operatorToken();
  partner = await startPartnerSite();
  stranger = await startPartnerSite();
  const res = await api.post('/api/operator/embed/origins', {
    headers: bearer(token),
    data: { origin: partner.origin },
  });
  expect(res.status(), await res.text()).toBe(201);
  added.push(((await res.json()) as EmbedOriginResponse).origin.id);
});

test.afterAll(async () => {
  for (const id of added) await api.delete(`/api/operator/embed/origins/${id}`, { headers: bearer(token) });
  const left = (await (
    await api.get('/api/operator/embed/origins', { headers: bearer(token) })
  ).json()) as EmbedOriginsResponse;
  expect(left.origins.filter((o) => added.includes(o.id))).toEqual([]);
  await Promise.all([partner.close(), stranger.close()]);
  await api.dispose();
});

/** A game set and a draft to follow, the journey's own (neither needs to start while it looks). */
async function liveThings() {
  const own = await ownGameSet(api, { token, leadMs: UNHURRIED_MS });
  const { gameSet } = await gameSetMatches(api, own.gameSetId);
  const draft = await openDraft(api, {
    deadlineInSeconds: 3600,
    startInSeconds: 3900,
    name: `Embed ${unique()}`,
  });
  return { gameSet, draft };
}

test("a partner's page embeds every widget and watches a real draw's balls arrive", async ({ page }) => {
  test.setTimeout(90_000);
  const game = await scheduleDraw(api, '747', {
    startInSeconds: 8,
    ballIntervalSeconds: 2,
    delaySeconds: 1,
    finalWindowSeconds: 2,
  });
  const { gameSet, draft } = await liveThings();
  partner.setPage([
    embedSnippet(ORIGIN, 'countdown'),
    embedSnippet(ORIGIN, 'draw', game.id),
    embedSnippet(ORIGIN, 'scoreboard', gameSet.id),
    embedSnippet(ORIGIN, 'draft', draft?.id),
  ]);
  await page.goto(partner.origin);
  await expect(page.getByRole('heading', { name: 'Our partner page' })).toBeVisible();

  // The countdown: the next draw, "Play now" opening the full site in a new tab.
  const countdown = page.frameLocator('iframe[title="Next draw countdown"]');
  await expect(countdown.getByRole('heading', { name: 'Next draw' })).toBeVisible();
  const play = countdown.getByRole('link', { name: 'Play now' });
  await expect(play).toHaveAttribute('target', '_blank');
  await expect(play).toHaveAttribute('rel', 'noopener');
  await expect(play).toHaveAttribute('href', new RegExp(`^${ORIGIN}/`));

  // The scoreboard and the draft board.
  const scoreboard = page.frameLocator('iframe[title="Live scoreboard"]');
  await expect(scoreboard.getByRole('heading', { name: gameSet.title })).toBeVisible();
  await expect(scoreboard.getByRole('table')).toBeVisible();
  const board = page.frameLocator('iframe[title="Live draft board"]');
  await expect(board.getByRole('heading', { level: 1 })).toHaveText(draft?.name ?? 'Live draft');
  if (draft)
    await expect(board.getByRole('list', { name: 'First-round picks' }).getByRole('listitem')).toHaveCount(
      32,
    );

  // The draw board: the balls drop into it live, in draw order, as the audit lists them.
  const drawFrame = page.frameLocator('iframe[title="Live draw board"]');
  await expect(drawFrame.getByRole('heading', { name: game.name })).toBeVisible();
  await expect(drawFrame.getByRole('link', { name: 'How draws are verified' })).toHaveAttribute(
    'href',
    `${ORIGIN}/how-draws-are-verified?game=${game.id}`,
  );
  const balls = drawFrame.getByRole('list', { name: 'Drawn balls' }).getByRole('listitem');
  await expect(balls.first()).toBeVisible({ timeout: 30_000 });
  await expect(drawFrame.getByRole('status')).toHaveText('Live now');
  await expect(balls).toHaveCount(game.balls, { timeout: 30_000 });
  const audit = (await (await api.get(`/api/lottery/games/${game.id}/audit`)).json()) as AuditResponse;
  await expect(balls).toHaveText(audit.balls.map(String));

  // embed.js sized each frame to its widget (from the widget's height messages).
  const frame = page.locator('iframe[title="Live draw board"]');
  const inner = () =>
    drawFrame.locator('html').evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
  await expect
    .poll(async () => (await frame.evaluate((f) => f.getBoundingClientRect().height)) - (await inner()))
    .toBe(0);
  expect(await inner()).not.toBe(240);
});

test('a site not in the allow-list is refused by the browser', async ({ page }) => {
  partner.setPage([]);
  stranger.setPage([embedSnippet(ORIGIN, 'countdown')]);
  const refused = page.waitForEvent('console', (m) => /frame-ancestors/.test(m.text()));
  await page.goto(stranger.origin);
  // Chromium's report: the site's frame blocked by its policy, which names the allowed sites only.
  const report = (await refused).text();
  expect(report).toContain(`Framing '${ORIGIN}/' violates`);
  expect(report).toContain(`frame-ancestors 'self' ${partner.origin}`);
  expect(report).not.toContain(stranger.origin);
  await expect(page.locator('iframe[title="Next draw countdown"]')).toHaveCount(1);
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Next draw' })).toHaveCount(0);
});

for (const widget of ['countdown', 'draw', 'scoreboard', 'draft'] as const) {
  test(`the ${widget} widget loads less than 30 KB of JavaScript over the wire and fits 300 px`, async ({
    page,
  }) => {
    const scripts: Promise<{ gzip: number; wire: number }>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(
        Promise.all([request.sizes(), request.response()]).then(async ([sizes, response]) => ({
          gzip: gzipSync((await response!.body()) ?? Buffer.alloc(0), { level: 9 }).length,
          wire: sizes.responseBodySize,
        })),
      );
    });
    // As narrow as a partner's sidebar: nothing may need a horizontal scroll.
    await page.setViewportSize({ width: 300, height: 700 });
    await page.goto(`/embed/${widget}`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(300);
    const sizes = await Promise.all(scripts);
    expect(sizes.length).toBeGreaterThan(0);
    const gzip = sizes.reduce((sum, s) => sum + s.gzip, 0);
    const wire = sizes.reduce((sum, s) => sum + s.wire, 0);
    expect(gzip, `${(gzip / 1024).toFixed(1)} KB gzipped`).toBeLessThan(30 * 1024);
    expect(wire, `${(wire / 1024).toFixed(1)} KB over the wire`).toBeLessThan(30 * 1024);
    await expectNoSeriousViolations(page);
  });
}

test('the Partner page keeps the allowed origins and shows each snippet with a live preview', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ORIGIN });
  await login(page.request, 'operator@powerplay.games', 'operator-password');
  await page.goto('/operator/partner');
  await expect(page.getByRole('heading', { name: 'Allowed origins' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: partner.origin })).toBeVisible();

  // A bad origin: the catalogue's message, and nothing added.
  const field = page.getByRole('textbox', { name: 'Origin' });
  await field.fill('partner.example.com/widgets');
  await page.getByRole('button', { name: 'Add origin' }).click();
  await expect(page.getByRole('alert')).toHaveText(catalogue.EMBED_ORIGIN_INVALID.message);
  await field.fill(partner.origin);
  await page.getByRole('button', { name: 'Add origin' }).click();
  await expect(page.getByRole('alert')).toHaveText(catalogue.EMBED_ORIGIN_EXISTS.message);

  // A good one, normalized; then removed.
  const origin = `https://e2e-${unique()}.example.com`;
  await field.fill(`${origin.toUpperCase()}/`);
  await page.getByRole('button', { name: 'Add origin' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'may now embed' })).toHaveText(
    `${origin} may now embed the widgets.`,
  );
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: origin }) });
  await expect(row).toBeVisible();
  const listed = (await (
    await api.get('/api/operator/embed/origins', { headers: bearer(token) })
  ).json()) as EmbedOriginsResponse;
  const mine = listed.origins.find((o) => o.origin === origin);
  expect(mine).toBeDefined();
  added.push(mine!.id);
  await row.getByRole('button', { name: `Remove ${origin}` }).click();
  await expect(row).toHaveCount(0);

  // The snippets: copied as shown; the previews are the widgets themselves.
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Next draw countdown' }) });
  await expect(card.locator('pre')).toHaveText(embedSnippet(ORIGIN, 'countdown'));
  await card.getByRole('button', { name: 'Copy snippet' }).click();
  await expect(card.getByRole('status')).toHaveText('Snippet copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(embedSnippet(ORIGIN, 'countdown'));
  await expect(
    page.frameLocator('iframe[title="Preview: Next draw countdown"]').getByRole('heading', { level: 1 }),
  ).toBeVisible();
  await expect(
    page.frameLocator('iframe[title="Preview: Live draw board"]').getByRole('heading', { level: 1 }),
  ).toBeVisible();
  // Each preview is as tall as its widget (no empty band under a short one, nothing cut off a long one).
  for (const title of ['Preview: Next draw countdown', 'Preview: Live scoreboard']) {
    const frame = page.locator(`iframe[title="${title}"]`);
    await frame.scrollIntoViewIfNeeded();
    const inner = () =>
      page
        .frameLocator(`iframe[title="${title}"]`)
        .locator('html')
        .evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
    await expect
      .poll(async () => (await frame.evaluate((f) => f.clientHeight)) - (await inner()), { message: title })
      .toBe(0);
  }
  await expectNoSeriousViolations(page);
});
