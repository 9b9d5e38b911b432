// The back office's NFL Power Draft panel against the real server: the operator signs in, opens a draft
// in New York time (the form's refusals come with the catalogue texts), sees it listed; on a draft whose
// entries have closed, posts the first actual pick, hands the rest to the replay of the real 2020 round
// and sees the entry it settles.
import { catalogue, formatMessage, notices, type DraftContestResponse } from '@powerplay/contracts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  draftDetail,
  enterDraft,
  errorOf,
  openDraft,
  postPickResponse,
  realRound,
  waitForStatus,
} from './draft-support';
import { operatorToken, registerPlayer } from './lottery-support';
import { closeMessage, expectMessage, unique, waitForPage } from './support';

/** `YYYY-MM-DD` of the day `days` from now, in New York. */
function newYorkDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** The hour and minute of an instant in New York: "10:07 AM". */
const newYorkTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));

/** A draft's row in the panel's list. */
const draftRow = (panel: Locator, name: string) =>
  panel
    .getByRole('region', { name: 'Drafts' })
    .getByRole('row')
    .filter({ has: panel.page().getByRole('rowheader', { name, exact: true }) });

async function signInOnTheLoginPage(page: Page) {
  await page.goto('/operator');
  await expect(page).toHaveURL('/login');
  await waitForPage(page, 'Sign in');
  await page.getByLabel('Email or Display Name').fill('operator@powerplay.games');
  await page.getByLabel('Password', { exact: true }).fill('operator-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/operator');
  await waitForPage(page, 'Operator');
}

test('the operator opens a draft, posts a pick after its deadline, starts the replay and sees the entry win', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // A draft whose entries close in a few seconds, with a perfect entry (the datetime fields take whole
  // minutes, so this one is opened through the API).
  const playerContext = await browser.newContext();
  const player = await registerPlayer(playerContext.request);
  const closing = `Closing ${unique()}`;
  const soon = await openDraft(page.request, { deadlineInSeconds: 8, mode: 'operator', name: closing });
  const soonDetail: DraftContestResponse = await draftDetail(playerContext.request, soon.id);
  const real = realRound(soonDetail);
  await enterDraft(playerContext.request, soon.id, real);
  await playerContext.close();

  await signInOnTheLoginPage(page);
  const panel = page.getByRole('region', { name: 'NFL Power Draft' });
  const form = panel.getByRole('form', { name: 'Open a draft' });
  const openButton = form.getByRole('button', { name: 'Open draft' });

  // No times yet.
  await openButton.click();
  await closeMessage(await expectMessage(page, notices.DRAFT_START_REQUIRED));
  const name = `Desk ${unique()}`;
  const day = newYorkDay(2);
  await form.getByLabel('Name (optional)').fill(name);
  await form.getByLabel('Picks', { exact: true }).selectOption({ label: 'Posted by an operator' });
  // The first pick before the deadline: refused by the server.
  await form.getByLabel('Pick deadline (New York time)').fill(`${day}T19:30`);
  await form.getByLabel('First pick (New York time)').fill(`${day}T19:00`);
  await openButton.click();
  await closeMessage(await expectMessage(page, catalogue.DRAFT_TIMINGS_INVALID));
  await form.getByLabel('First pick (New York time)').fill(`${day}T20:00`);
  await form.getByLabel('Seconds between picks').fill('0');
  await openButton.click();
  await closeMessage(await expectMessage(page, notices.DRAFT_INTERVAL_INVALID));
  await form.getByLabel('Seconds between picks').fill('20');
  await openButton.click();

  const opened = panel.getByText(/^Draft #\d+ \(.+\) is open for entries; the first pick is at .+\.$/);
  await expect(opened).toBeVisible();
  const id = Number(/#(\d+)/.exec((await opened.textContent()) ?? '')?.[1]);
  const created = await draftDetail(page.request, id);
  expect(created.contest).toMatchObject({ name, mode: 'operator', status: 'open', pickIntervalSeconds: 20 });
  expect(newYorkTime(created.contest.pickDeadline)).toBe('7:30 PM');
  expect(newYorkTime(created.contest.startAt)).toBe('8:00 PM');
  await expect(opened).toHaveText(
    new RegExp(`^Draft #${id} \\(${name}\\) is open for entries; the first pick`),
  );

  // Listed with its status, mode, picks made and entries.
  await expect(draftRow(panel, name).getByRole('cell')).toHaveText([
    String(id),
    /8:00 PM/,
    notices.DRAFT_STATUS_OPEN.message,
    'Operator-run',
    '0 / 32',
    '0',
    /Open/,
  ]);
  // Its entries are still open: no actual pick yet.
  await panel.getByRole('button', { name: `Open draft #${id}` }).click();
  let detail = panel.getByRole('group', { name: `Draft #${id}: ${name}` });
  await expect(detail.getByText('No entries yet.')).toBeVisible();
  await detail.getByLabel('Pick 1: player taken').selectOption({ label: 'Joe Burrow, QB, LSU' });
  await detail.getByRole('button', { name: 'Post pick 1' }).click();
  await closeMessage(await expectMessage(page, catalogue.DRAFT_PICKS_NOT_OPEN));
  await panel.getByRole('button', { name: `Open draft #${id}` }).click();
  await expect(detail).toBeHidden();

  // The closing draft, once its entries have closed: its first pick by hand.
  await waitForStatus(page.request, soon.id, 'live');
  await panel.getByRole('button', { name: 'Refresh drafts' }).click();
  await expect(draftRow(panel, closing).getByRole('cell').nth(2)).toHaveText(
    notices.DRAFT_STATUS_LIVE.message,
  );
  await panel.getByRole('button', { name: `Open draft #${soon.id}` }).click();
  detail = panel.getByRole('group', { name: `Draft #${soon.id}: ${closing}` });
  const entries = detail.getByRole('region', { name: `Entries of draft #${soon.id}` });
  const entryRow = entries.getByRole('row').filter({ hasText: `${player.displayName} (#${player.id})` });
  await expect(entryRow.getByRole('cell').nth(3)).toHaveText('0 / 32');
  await detail.getByLabel('Pick 1: player taken').selectOption({ label: 'Joe Burrow, QB, LSU' });
  await detail.getByRole('button', { name: 'Post pick 1' }).click();
  await expect(detail.getByRole('status').first()).toHaveText(
    formatMessage(notices.DRAFT_PICK_POSTED.message, { pick: 1, id: soon.id, player: 'Joe Burrow' }),
  );
  await expect(draftRow(panel, closing).getByRole('cell').nth(4)).toHaveText('1 / 32');
  await expect(entryRow.getByRole('cell').nth(3)).toHaveText('1 / 32');
  // Burrow is off the board for pick 2.
  const next = detail.getByLabel('Pick 2: player taken');
  await expect(next.getByRole('option', { name: 'Joe Burrow, QB, LSU' })).toHaveCount(0);
  await expect(next.getByRole('option', { name: 'Chase Young, EDGE, Ohio State' })).toHaveCount(1);

  // The replay takes over from pick 2, one pick a second: the draft is replayed now, and a pick by hand
  // is no longer offered (and refused by the server).
  await detail.getByLabel('Replay: seconds between picks').fill('1');
  await detail.getByRole('button', { name: 'Start replay' }).click();
  await expect(detail.getByRole('status').first()).toHaveText(
    formatMessage(notices.DRAFT_REPLAY_STARTED.message, { id: soon.id, n: 1 }),
  );
  await expect(draftRow(panel, closing).getByRole('cell').nth(3)).toHaveText('Replay');
  await expect(detail.getByLabel(/^Pick \d+: player taken$/)).toHaveCount(0);
  const byHand = await postPickResponse(page.request, soon.id, 32, real[31]!, await operatorToken());
  expect(byHand.status()).toBe(catalogue.DRAFT_NOT_OPERATOR_RUN.status);
  expect((await errorOf(byHand)).code).toBe('DRAFT_NOT_OPERATOR_RUN');

  // The replay makes the real round's picks: the perfect entry matches all 32 and wins the top tier.
  await waitForStatus(page.request, soon.id, 'final', 60_000);
  const done = await draftDetail(page.request, soon.id);
  expect(done.picks.map((p) => p.prospectId)).toEqual(real);
  await panel.getByRole('button', { name: 'Refresh drafts' }).click();
  await expect(draftRow(panel, closing).getByRole('cell')).toHaveText([
    String(soon.id),
    /\S/,
    notices.DRAFT_STATUS_FINAL.message,
    'Replay',
    '32 / 32',
    '1',
    /Open/,
  ]);
  await expect(entryRow.getByRole('cell')).toHaveText([/\d+/, /\S/, /\S/, '32 / 32', 'WON', '$25,000.00']);
});
