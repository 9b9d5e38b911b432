// The 2020 NFL Power Draft's landing and ordering page against the real server:
// a visitor reads the prize grid, orders the players with Up/Down and a real drag, is sent to
// /register on submit and brought back with the same order to confirm it; the saved order comes back on
// a later visit. On a phone, Up/Down and the drag handle stay at the right edge of each row.
import { catalogue, formatMessage, notices } from '@powerplay/contracts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  answerSkillQuestion,
  defaultOrderNames,
  draftDetail,
  moved,
  openDraft,
  swapped,
} from './draft-support';
import { newPlayer, registerPlayer } from './lottery-support';
import { closeMessage, expectMessage, unique, waitForPage } from './support';

const TITLE = notices.DRAFT_TITLE.message;

const rankingOf = (page: Page) => page.getByRole('region', { name: 'My draft ranking' });

/** The row of `name` in the ranking table. */
const rowOf = (ranking: Locator, name: string) =>
  ranking.getByRole('row').filter({ has: ranking.page().getByRole('rowheader', { name, exact: true }) });

/**
 * A real mouse drag of `from`'s handle onto `to`'s row, as dnd-kit's PointerSensor sees it: press on the
 * handle, pass the 6 px activation distance, move in steps over the target row's centre, release.
 */
async function drag(page: Page, ranking: Locator, from: string, to: string) {
  const handle = ranking.getByRole('button', { name: `Drag ${from}`, exact: true });
  await handle.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const start = (await handle.boundingBox())!;
  const target = (await rowOf(ranking, to).boundingBox())!;
  const x = start.x + start.width / 2;
  const y = start.y + start.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + (target.y > start.y ? 10 : -10), { steps: 4 });
  await page.mouse.move(x, target.y + target.height / 2, { steps: 12 });
  await page.mouse.up();
}

const tiers = [
  ['32 of 32', '$25,000'],
  ['31 of 32', '$1,000'],
  ['30 of 32', '$500'],
  ['29 of 32', '$200'],
  ['28 of 32', '$100'],
];

test('a visitor orders the players, signs up on submit and comes back to confirm the same order', async ({
  page,
}) => {
  const name = `Order ${unique()}`;
  const contest = await openDraft(page.request, { deadlineInSeconds: 3600, startInSeconds: 3900, name });
  const detail = await draftDetail(page.request, contest.id);
  const idOf = new Map(detail.prospects.map((p) => [p.name, p.id]));
  let order = defaultOrderNames(detail);
  expect(order).toHaveLength(100);

  // The landing of our draft: Enter Now! for a visitor, the prize grid and how it is shared.
  await page.goto(`/draft-day?contest=${contest.id}`);
  await waitForPage(page, TITLE);
  await expect(page.getByText(notices.DRAFT_TAGLINE.message)).toBeVisible();
  const enter = page.getByRole('link', { name: notices.DRAFT_ENTER.message, exact: true });
  await expect(enter).toBeVisible();
  await page.getByRole('button', { name: notices.DRAFT_PRIZE_GRID.title }).click();
  const grid = page.getByRole('dialog', { name: notices.DRAFT_PRIZE_GRID.title });
  await expect(grid.getByRole('row')).toHaveText(['Matched picksPrize', ...tiers.map((t) => t.join(''))]);
  await expect(grid.getByText(notices.PRIZES_SPLIT.message, { exact: true })).toBeVisible();
  await grid.getByRole('button', { name: 'Close' }).click();
  await expect(grid).toBeHidden();
  // Enter Now! leads to our draft's ordering page.
  await enter.click();
  await expect(page).toHaveURL(`/draft-day-teams?contest=${contest.id}`);
  await waitForPage(page, TITLE);
  await expect(page.getByText(formatMessage(notices.DRAFT_STATUS.message, { status: 'Open' }))).toBeVisible();
  const ranking = rankingOf(page);
  const names = ranking.getByRole('rowheader');
  await expect(names).toHaveText(order);

  // Up and Down swap a row with its neighbour.
  await ranking.getByRole('button', { name: `Move ${order[1]} up`, exact: true }).click();
  order = swapped(order, 0, 1);
  await expect(names).toHaveText(order);
  await expect(page.getByText(`${order[0]} moved to rank 1`, { exact: true })).toBeAttached();
  await ranking.getByRole('button', { name: `Move ${order[3]} down`, exact: true }).click();
  order = swapped(order, 3, 4);
  await expect(names).toHaveText(order);
  await expect(ranking.getByRole('button', { name: `Move ${order[0]} up`, exact: true })).toBeDisabled();
  await expect(ranking.getByRole('button', { name: `Move ${order[99]} down`, exact: true })).toBeDisabled();

  // A real drag by the handle, upwards then downwards.
  await drag(page, ranking, order[6]!, order[2]!);
  order = moved(order, 6, 2);
  await expect(names).toHaveText(order);
  await drag(page, ranking, order[0]!, order[3]!);
  order = moved(order, 0, 3);
  await expect(names).toHaveText(order);
  // Ranks and the projected teams stay with the positions.
  await expect(rowOf(ranking, order[3]!).getByRole('cell').first()).toHaveText('4');

  // Top 32 will be submitted, right after the 32nd row; the rows after it are greyed.
  const rows = ranking.locator('tbody tr');
  await expect(rows.nth(32)).toHaveText(notices.DRAFT_TOP_32.message);
  await expect(rowOf(ranking, order[31]!)).toHaveCSS('opacity', '1');
  await expect(rowOf(ranking, order[31]!)).toContainText(notices.DRAFT_TBD.message);
  for (const out of [order[32]!, order[99]!]) {
    await expect(rowOf(ranking, out)).toHaveCSS('opacity', '0.55');
    await expect(rowOf(ranking, out)).not.toContainText(notices.DRAFT_TBD.message);
  }

  // Signed out: Authentication Failed! / Please Login First, then /register keeping the order.
  await page.getByRole('button', { name: notices.DRAFT_SUBMIT.message, exact: true }).click();
  await closeMessage(await expectMessage(page, catalogue.AUTH_REQUIRED));
  await expect(page).toHaveURL('/register');
  await waitForPage(page);
  const player = newPlayer();
  await page.getByLabel('Display Name').fill(player.displayName);
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByLabel('Country').selectOption('CA');
  await page.getByLabel('Province / State').selectOption('ON');
  await page.getByLabel('I am 18 years of age or older').check();
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Sign up' }).click();

  // Back on the ordering page with the confirm dialog listing the same top 32.
  await expect(page).toHaveURL(`/draft-day-teams?contest=${contest.id}`);
  let confirm = page.getByRole('dialog', { name: notices.DRAFT_CONFIRM.title });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('region', { name: 'My top 32' }).getByRole('rowheader')).toHaveText(
    order.slice(0, 32),
  );
  // Go Back shows the whole order as it was; Submit asks again.
  await confirm.getByRole('button', { name: notices.DRAFT_GO_BACK.message }).click();
  await expect(confirm).toBeHidden();
  await expect(names).toHaveText(order);
  await page.getByRole('button', { name: notices.DRAFT_SUBMIT.message, exact: true }).click();
  confirm = page.getByRole('dialog', { name: notices.DRAFT_CONFIRM.title });
  await expect(confirm.getByRole('region', { name: 'My top 32' }).getByRole('rowheader')).toHaveCount(32);
  // A first submission answers the skill-testing question: a wrong answer is refused in the dialog.
  await confirm.getByRole('textbox', { name: /Skill-testing question/ }).fill('-1');
  await confirm.getByRole('button', { name: notices.DRAFT_SUBMIT_SELECTIONS.message }).click();
  await expect(confirm.getByRole('alert')).toHaveText(catalogue.DRAFT_SKILL_ANSWER_WRONG.message);
  await answerSkillQuestion(confirm);
  await confirm.getByRole('button', { name: notices.DRAFT_SUBMIT_SELECTIONS.message }).click();
  await closeMessage(await expectMessage(page, notices.DRAFT_PICKS_SAVED, 'dialog'));
  await expect(page).toHaveURL('/game-central?tab=draft');
  await waitForPage(page, 'My Game Center');

  // The server holds exactly that top 32.
  const saved = await draftDetail(page.request, contest.id);
  expect(saved.myEntry?.ranking).toEqual(order.slice(0, 32).map((n) => idOf.get(n)));

  // Game Central opens on its DRAFT CONTESTS tab, listing the entry with the way back to the selections.
  await expect(page.getByRole('tab', { name: 'DRAFT CONTESTS' })).toHaveAttribute('aria-selected', 'true');
  const drafts = page.getByRole('region', { name: 'Draft contests' });
  const entryRow = drafts.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(entryRow.getByRole('cell')).toHaveText([
    /\S/,
    'Open',
    '0 / 32',
    '—',
    '—',
    new RegExp(`^${notices.DRAFT_VIEW_SELECTIONS.message}`),
  ]);
  await entryRow.getByRole('link', { name: new RegExp(`^${notices.DRAFT_VIEW_SELECTIONS.message}`) }).click();

  // A later visit (and a reload) applies the saved order over the default one.
  await expect(page).toHaveURL(`/draft-day-teams?contest=${contest.id}`);
  await waitForPage(page, TITLE);
  const top = new Set(order.slice(0, 32));
  const expected = [...order.slice(0, 32), ...defaultOrderNames(detail).filter((n) => !top.has(n))];
  await expect(names).toHaveText(expected);
  await page.reload();
  await waitForPage(page, TITLE);
  await expect(names).toHaveText(expected);

  // The landing shows View My Mock Draft Selections for a draft the player has entered.
  await page.goto(`/draft-day?contest=${contest.id}`);
  await waitForPage(page, TITLE);
  await expect(
    page.getByRole('link', { name: notices.DRAFT_VIEW_SELECTIONS.message, exact: true }),
  ).toHaveAttribute('href', `/draft-day-teams?contest=${contest.id}`);
  await expect(page.getByRole('link', { name: notices.DRAFT_ENTER.message, exact: true })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('Up and Down order the players and the top 32 is saved', async ({ page }) => {
    await registerPlayer(page.request);
    const contest = await openDraft(page.request, {
      deadlineInSeconds: 3600,
      startInSeconds: 3900,
      name: `Phone ${unique()}`,
    });
    const detail = await draftDetail(page.request, contest.id);
    const idOf = new Map(detail.prospects.map((p) => [p.name, p.id]));
    let order = defaultOrderNames(detail);

    await page.goto(`/draft-day-teams?contest=${contest.id}`);
    await waitForPage(page, TITLE);
    const ranking = rankingOf(page);
    const names = ranking.getByRole('rowheader');
    await expect(names).toHaveText(order);
    // One table: no separate pick table; the projected team sits in the row, clear of the Up/Down and
    // drag buttons kept at the right edge, and each row has its drag handle.
    await expect(page.getByRole('region', { name: 'Draft order' })).toBeHidden();
    await expect(ranking.getByRole('button', { name: `Drag ${order[0]}`, exact: true })).toBeVisible();
    const team = rowOf(ranking, order[0]!).getByRole('cell').nth(1);
    await expect(team).toBeVisible();
    await expect(team).toHaveText(detail.slots[0]!.projectedTeam.name);
    const teamBox = (await team.boundingBox())!;
    const buttonsBox = (await rowOf(ranking, order[0]!).locator('.draft-move-cell').boundingBox())!;
    expect(teamBox.x + teamBox.width).toBeLessThanOrEqual(buttonsBox.x + 1);

    const down = ranking.getByRole('button', { name: `Move ${order[0]} down`, exact: true });
    await down.scrollIntoViewIfNeeded();
    await expect(down).toBeInViewport();
    await down.tap();
    order = swapped(order, 0, 1);
    await expect(names).toHaveText(order);
    const up = ranking.getByRole('button', { name: `Move ${order[5]} up`, exact: true });
    await expect(up).toBeVisible();
    await up.tap();
    order = swapped(order, 4, 5);
    await expect(names).toHaveText(order);
    await ranking.getByRole('button', { name: `Move ${order[4]} up`, exact: true }).tap();
    order = swapped(order, 3, 4);
    await expect(names).toHaveText(order);

    // The page itself does not scroll sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: notices.DRAFT_SUBMIT.message, exact: true }).tap();
    const confirm = page.getByRole('dialog', { name: notices.DRAFT_CONFIRM.title });
    await expect(confirm.getByRole('region', { name: 'My top 32' }).getByRole('rowheader')).toHaveText(
      order.slice(0, 32),
    );
    await answerSkillQuestion(confirm);
    await confirm.getByRole('button', { name: notices.DRAFT_SUBMIT_SELECTIONS.message }).tap();
    await closeMessage(await expectMessage(page, notices.DRAFT_PICKS_SAVED, 'dialog'));
    await expect(page).toHaveURL('/game-central?tab=draft');
    const saved = await draftDetail(page.request, contest.id);
    expect(saved.myEntry?.ranking).toEqual(order.slice(0, 32).map((n) => idOf.get(n)));
  });
});
