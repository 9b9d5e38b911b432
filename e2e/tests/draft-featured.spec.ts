// While a draft is live it is the one shown first — on /draft-day (with a way to watch it
// and the next draft to enter beside it), on /draft-day-live without an address, and from the Play menu.
// Several drafts run on the one server (the demo's and other journeys'), so the expected draft is read
// from the public list as the page reads it: the first live one (the domain's featuredDraft).
import type { DraftContest } from '@powerplay/contracts';
import { notices } from '@powerplay/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { draftDetail, openDraft, postPick, realRound, waitForStatus } from './draft-support';
import { unique, waitForPage } from './support';

const TITLE = notices.DRAFT_TITLE.message;

async function listed(request: APIRequestContext): Promise<DraftContest[]> {
  const response = await request.get('/api/draft/contests');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { contests: DraftContest[] }).contests;
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `scrollWidth ${scrollWidth} > ${innerWidth} on ${page.url()}`).toBeLessThanOrEqual(
    innerWidth,
  );
}

test('while a draft is live, the landing, the live page and the Play menu lead to it first', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A draft of ours, live from its first pick on (operator-run: it stays live until we finish it), and
  // one open for entries an hour away, so that a next draft to enter always exists.
  const name = `Live ${unique()}`;
  const contest = await openDraft(page.request, { deadlineInSeconds: 2, startInSeconds: 3, name });
  await openDraft(page.request, { deadlineInSeconds: 3600, startInSeconds: 3900, name: `Next ${unique()}` });
  await waitForStatus(page.request, contest.id, 'live');
  const real = realRound(await draftDetail(page.request, contest.id));
  await postPick(page.request, contest.id, 1, real[0]!);

  try {
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 800 });
      // The landing: the live draft (the first live one listed), Watch Live Draft, and the next open
      // draft's Enter Now! beside it. Retried as a whole: a demo draft may start or end meanwhile.
      await expect(async () => {
        const contests = await listed(page.request);
        const live = contests.find((c) => c.status === 'live')!;
        const open = contests.find((c) => c.status === 'open')!;
        await page.goto('/draft-day');
        await waitForPage(page, TITLE);
        const card = page.getByRole('region', { name: 'Contest', exact: true });
        await expect(card).toContainText('In Progress', { timeout: 1_000 });
        await expect(
          card.getByRole('link', { name: notices.DRAFT_WATCH_LIVE_DRAFT.message }),
        ).toHaveAttribute('href', `/draft-day-live?contest=${live.id}`, { timeout: 1_000 });
        await expect(card.getByRole('link', { name: notices.DRAFT_ENTER.message })).toHaveCount(0);
        const next = page.getByRole('region', { name: notices.DRAFT_NEXT.title });
        await expect(next.getByRole('link', { name: notices.DRAFT_ENTER.message })).toHaveAttribute(
          'href',
          `/draft-day-teams?contest=${open.id}`,
          { timeout: 1_000 },
        );
      }).toPass({ timeout: 30_000 });
      await expectNoSidewaysScroll(page);
    }

    // /draft-day-live without an address: the live draft, not the next one.
    await page.goto('/draft-day-live');
    await expect(page).toHaveURL(/\/draft-day-live\?contest=\d+$/);
    await expect(page.getByText('Status: In Progress')).toBeVisible();
    const shown = Number(new URL(page.url()).searchParams.get('contest'));
    expect((await draftDetail(page.request, shown)).contest.status).toBe('live');

    // The Play menu's way in (desktop).
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/');
    await waitForPage(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Play' }).click();
    await nav.getByRole('link', { name: 'Watch Live Draft', exact: true }).click();
    await expect(page).toHaveURL(/\/draft-day-live\?contest=\d+$/);
    await expect(page.getByText('Status: In Progress')).toBeVisible();
  } finally {
    // Our draft ends, so it is not the live one of every later journey on this server.
    for (let pick = 2; pick <= 32; pick++) await postPick(page.request, contest.id, pick, real[pick - 1]!);
  }
});
