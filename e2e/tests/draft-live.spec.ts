// The live draft against the real server (docs/rules/draft.md): an
// operator-run draft whose actual picks the operator posts through the API, followed live (no reload) on
// /draft-day-live by a perfect entry and by an entry with picks 1 and 2 swapped. The perfect entry's
// player uses Move Up, Move Down and Swap and undoes each before its pick; decided rows are locked in
// the page and refused by the server; at pick 32 both results show and the wallets are credited once.
import {
  catalogue,
  formatMessage,
  notices,
  type DraftContestResponse,
  type TransactionsResponse,
} from '@powerplay/contracts';
import { expect, test, type Page } from '@playwright/test';
import {
  draftDetail,
  draftLive,
  enterDraft,
  errorOf,
  openDraft,
  postPick,
  postPickResponse,
  realRound,
  swapped,
  usePowerplay,
  waitForStatus,
} from './draft-support';
import { operatorToken, registerPlayer, wallet } from './lottery-support';
import { unique, waitForPage } from './support';

const TITLE = notices.DRAFT_TITLE.message;
const UP = 1;
const DOWN = 2;
const SWAP = 3;

/** The parts of the live screen the journey reads. */
function livePage(page: Page) {
  const manager = page.getByRole('region', { name: 'My Draft Manager rows' });
  const inventory = page.getByRole('complementary', { name: 'Powerplay Inventory' });
  return {
    liveList: page.getByRole('region', { name: 'Live Draft picks' }),
    manager,
    /** My rows' players, rank 1 first. */
    names: manager.getByRole('button'),
    /** My rows' Match column. */
    matches: manager.getByRole('cell').filter({ hasText: /^(Match!|Not Matched!|TBD)$/ }),
    matched: page.getByText(/^\d+ \/ 32 matched$/),
    banner: page.locator('.draft-banner'),
    status: page.getByText(/^Status: /),
    inventory,
    powerplay: (name: 'Move Up' | 'Move Down' | 'Swap' | 'Undo') =>
      inventory.getByRole('button', { name: new RegExp(`^${name} \\d+ left$`) }),
    notice: inventory.getByRole('status'),
    select: (player: string) => manager.getByRole('button', { name: player, exact: true }),
  };
}
type Live = ReturnType<typeof livePage>;

const left = (n: number) => formatMessage(notices.DRAFT_PP_LEFT.message, { n });

/** The Match column after `picks` picks: `mine` decided as given, the rest TBD. */
const matchColumn = (decided: readonly string[]) => [
  ...decided,
  ...Array<string>(32 - decided.length).fill(notices.DRAFT_TBD.message),
];

function banner(detail: DraftContestResponse, pick: number, prospectId: number): string {
  const p = detail.prospects.find((x) => x.id === prospectId)!;
  const nth = { 1: '1st', 2: '2nd', 3: '3rd', 32: '32nd' }[pick] ?? `${pick}th`;
  return formatMessage(notices.DRAFT_BANNER_PICK.message, {
    nth,
    team: detail.slots[pick - 1]!.projectedTeam.name,
    player: p.name,
    position: p.position,
    school: p.school,
  });
}

/** A powerplay offered or not, with its count and (when not offered) its reason. */
async function expectPowerplay(
  live: Live,
  name: 'Move Up' | 'Move Down' | 'Swap' | 'Undo',
  remaining: number,
  reason: string | null,
) {
  const button = live.powerplay(name);
  await expect(button).toHaveAccessibleName(`${name} ${left(remaining)}`);
  if (reason === null) {
    await expect(button).toHaveAttribute('aria-disabled', 'false');
    await expect(button).toHaveAccessibleDescription('');
  } else {
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(reason);
  }
}

test('a perfect entry follows the operator-run draft live, uses and undoes powerplays and wins $25,000 once', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Live ${unique()}`;
  await registerPlayer(page.request);
  const rivalContext = await browser.newContext();
  const rival = await rivalContext.newPage();
  try {
    await registerPlayer(rival.request);
    const contest = await openDraft(page.request, { deadlineInSeconds: 10, mode: 'operator', name });
    const detail = await draftDetail(page.request, contest.id);
    const real = realRound(detail);
    const nameOf = (id: number) => detail.prospects.find((p) => p.id === id)!.name;
    const positionOf = (id: number) => detail.prospects.find((p) => p.id === id)!.position;
    const realNames = real.map(nameOf);
    const entryId = await enterDraft(page.request, contest.id, real);
    const rivalEntryId = await enterDraft(rival.request, contest.id, swapped(real, 0, 1));
    const cashBefore = (await wallet(page.request)).cashCents;
    const rivalCashBefore = (await wallet(rival.request)).cashCents;

    // Before the deadline: the draft is Open and powerplays wait for it to be live.
    await page.goto(`/draft-day-live?entry=${entryId}`);
    await waitForPage(page, TITLE);
    const live = livePage(page);
    await expect(live.status).toHaveText(
      formatMessage(notices.DRAFT_STATUS.message, { status: notices.DRAFT_STATUS_OPEN.message }),
    );
    await expect(page.getByText(notices.DRAFT_TAGLINE.message)).toBeVisible();
    await expect(live.banner).toHaveText(/^The draft begins at /);
    await expect(live.names).toHaveText(realNames);
    await expect(live.matches).toHaveText(matchColumn([]));
    await expectPowerplay(live, 'Move Up', 10, catalogue.DRAFT_NOT_LIVE.message);
    // Everything below happens without a reload.
    await page.evaluate(() => ((window as unknown as { journey: string }).journey = 'no reload'));

    // The first pick is due at the deadline: the page hears the draft go live.
    await expect(live.status).toHaveText(
      formatMessage(notices.DRAFT_STATUS.message, { status: notices.DRAFT_STATUS_LIVE.message }),
      { timeout: 20_000 },
    );
    await waitForStatus(page.request, contest.id, 'live');
    await expectPowerplay(live, 'Move Up', 10, catalogue.DRAFT_ROW_REQUIRED.message);
    await expectPowerplay(live, 'Undo', 10, catalogue.DRAFT_NOTHING_TO_UNDO.message);
    // Undo with nothing to undo says so, visibly, and spends nothing. (The button is aria-disabled but
    // still answers a click: `force` stops Playwright waiting for it to be enabled.)
    await live.powerplay('Undo').click({ force: true });
    await expect(live.notice).toHaveText(catalogue.DRAFT_NOTHING_TO_UNDO.message);
    await expectPowerplay(live, 'Undo', 10, catalogue.DRAFT_NOTHING_TO_UNDO.message);

    await rival.emulateMedia({ reducedMotion: 'reduce' });
    await rival.goto(`/draft-day-live?entry=${rivalEntryId}`);
    await waitForPage(rival, TITLE);
    const rivalLive = livePage(rival);
    await expect(rivalLive.names).toHaveText(swapped(realNames, 0, 1));

    // Picks 1 and 2 arrive live: the Live Draft list, the banner, Match! / Not Matched! / TBD, the count.
    const token = await operatorToken();
    await postPick(page.request, contest.id, 1, real[0]!, token);
    const liveRow = (pick: number) => live.liveList.getByRole('row').nth(pick);
    await expect(liveRow(1).getByRole('cell', { name: `${realNames[0]}, QB`, exact: true })).toBeVisible();
    await expect(liveRow(1).getByRole('cell', { name: detail.slots[0]!.projectedTeam.name })).toBeVisible();
    await expect(
      liveRow(2).getByRole('cell', { name: notices.DRAFT_TBD.message, exact: true }),
    ).toBeVisible();
    await expect(live.banner).toHaveText(banner(detail, 1, real[0]!));
    await expect(live.matches).toHaveText(matchColumn(['Match!']));
    await expect(live.matched).toHaveText('1 / 32 matched');
    // The pick just made fades in over 400 ms (docs/rules/draft.md); the rival asked for reduced motion.
    await expect(liveRow(1)).toHaveCSS('animation-duration', '0.4s');
    await expect(rivalLive.liveList.getByRole('row').nth(1)).toHaveCSS('animation-name', 'none');
    await expect(rivalLive.matches).toHaveText(matchColumn(['Not Matched!']));
    await expect(rivalLive.matched).toHaveText('0 / 32 matched');
    await postPick(page.request, contest.id, 2, real[1]!, token);
    await expect(live.banner).toHaveText(banner(detail, 2, real[1]!));
    await expect(live.matches).toHaveText(matchColumn(['Match!', 'Match!']));
    await expect(live.matched).toHaveText('2 / 32 matched');
    await expect(rivalLive.matches).toHaveText(matchColumn(['Not Matched!', 'Not Matched!']));
    await expect(rivalLive.banner).toHaveText(banner(detail, 2, real[1]!));

    // Decided rows are locked: they cannot be selected, and the server refuses powerplays on them.
    await expect(live.select(realNames[0]!)).toBeDisabled();
    await expect(live.select(realNames[1]!)).toBeDisabled();
    await expect(live.manager.getByRole('img', { name: notices.DRAFT_LOCKED_ROW.message })).toHaveCount(2);
    for (const body of [
      { powerplayId: DOWN, prospectId: real[1]! },
      { powerplayId: UP, prospectId: real[2]! },
      { powerplayId: SWAP, prospectId: real[5]!, withProspectId: real[0]! },
    ]) {
      const refused = await usePowerplay(page.request, entryId, body);
      expect(refused.status()).toBe(catalogue.DRAFT_ROW_DECIDED.status);
      expect(await errorOf(refused)).toEqual({
        code: 'DRAFT_ROW_DECIDED',
        ...messageOf('DRAFT_ROW_DECIDED'),
      });
    }
    // The row under a decided one is not offered Move Up, with its reason.
    await live.select(realNames[2]!).click();
    await expect(live.select(realNames[2]!)).toHaveAttribute('aria-pressed', 'true');
    await expectPowerplay(live, 'Move Up', 10, notices.DRAFT_PP_OFF_ABOVE_LOCKED.message);
    await expectPowerplay(live, 'Move Down', 10, null);

    // Move Up, then Undo: the order before it exactly, and the Move Up given back.
    await live.select(realNames[4]!).click();
    await expect(page.getByText(`Selected: ${realNames[4]} (rank 5)`)).toBeVisible();
    await live.powerplay('Move Up').click();
    await expect(live.notice).toHaveText(`${realNames[4]} moved up to rank 4`);
    await expect(live.names).toHaveText(swapped(realNames, 3, 4));
    // The two rows the move changed fade in over 300 ms, the others not.
    const myRow = (rank: number) => live.manager.getByRole('row').nth(rank);
    await expect(myRow(4)).toHaveCSS('animation-duration', '0.3s');
    await expect(myRow(5)).toHaveCSS('animation-name', /^draft-fade-[ab]$/);
    await expect(myRow(6)).toHaveCSS('animation-name', 'none');
    await expectPowerplay(live, 'Move Up', 9, null);
    await expectPowerplay(live, 'Undo', 10, null);
    await live.powerplay('Undo').click();
    await expect(live.notice).toHaveText(notices.DRAFT_PP_UNDONE.message);
    await expect(live.names).toHaveText(realNames);
    await expectPowerplay(live, 'Move Up', 10, null);
    await expectPowerplay(live, 'Undo', 9, catalogue.DRAFT_NOTHING_TO_UNDO.message);

    // Move Down, then Undo.
    await live.select(realNames[5]!).click();
    await live.powerplay('Move Down').click();
    await expect(live.notice).toHaveText(`${realNames[5]} moved down to rank 7`);
    await expect(live.names).toHaveText(swapped(realNames, 5, 6));
    await expectPowerplay(live, 'Move Down', 9, null);
    await live.powerplay('Undo').click();
    await expect(live.names).toHaveText(realNames);
    await expectPowerplay(live, 'Move Down', 10, null);
    await expectPowerplay(live, 'Undo', 8, catalogue.DRAFT_NOTHING_TO_UNDO.message);

    // Swap through its dialog: Escape closes it with nothing spent; a radio and Swap exchange two rows.
    await live.select(realNames[7]!).click();
    await live.powerplay('Swap').click();
    const swapTitle = formatMessage(notices.DRAFT_SWAP_TITLE.title, { player: realNames[7]! });
    let dialog = page.getByRole('dialog', { name: swapTitle });
    await expect(dialog).toBeVisible();
    // Every other undecided row, and no decided one.
    await expect(dialog.getByRole('radio')).toHaveCount(29);
    await expect(dialog.getByRole('radio', { name: `1. ${realNames[0]}` })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Swap', exact: true })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(live.powerplay('Swap')).toBeFocused();
    await expectPowerplay(live, 'Swap', 10, null);
    await expect(live.names).toHaveText(realNames);
    await live.powerplay('Swap').click();
    dialog = page.getByRole('dialog', { name: swapTitle });
    await dialog.getByRole('radio', { name: `10. ${realNames[9]}`, exact: true }).check();
    await dialog.getByRole('button', { name: 'Swap', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(live.notice).toHaveText(`${realNames[7]} swapped with ${realNames[9]}`);
    await expect(live.names).toHaveText(swapped(realNames, 7, 9));
    await expectPowerplay(live, 'Swap', 9, null);
    await live.powerplay('Undo').click();
    await expect(live.names).toHaveText(realNames);
    await expectPowerplay(live, 'Swap', 10, null);
    // Nothing left to undo: the reason is shown and a click says it again.
    await expectPowerplay(live, 'Undo', 7, catalogue.DRAFT_NOTHING_TO_UNDO.message);
    await live.powerplay('Undo').click({ force: true });
    await expect(live.notice).toHaveText(catalogue.DRAFT_NOTHING_TO_UNDO.message);
    const saved = await draftLive(page.request, entryId);
    expect([...saved.entry.rows].sort((a, b) => a.rank - b.rank).map((r) => r.prospectId)).toEqual(real);
    expect(saved.powerplays.map((p) => [p.name, p.remaining])).toEqual([
      ['Move Up', 10],
      ['Move Down', 10],
      ['Swap', 10],
      ['Undo', 7],
    ]);

    // A selected row whose pick comes in is locked in place, with its reason.
    await live.select(realNames[2]!).click();
    await expectPowerplay(live, 'Move Down', 10, null);
    await postPick(page.request, contest.id, 3, real[2]!, token);
    await expect(live.select(realNames[2]!)).toBeDisabled();
    await expectPowerplay(live, 'Move Down', 10, catalogue.DRAFT_ROW_DECIDED.message);
    await expectPowerplay(live, 'Swap', 10, catalogue.DRAFT_ROW_DECIDED.message);
    await expect(live.matched).toHaveText('3 / 32 matched');

    // The rest of the round; pick 32 makes the draft final and settles it.
    for (let pick = 4; pick <= 32; pick++)
      await postPick(page.request, contest.id, pick, real[pick - 1]!, token);
    await expect(live.status).toHaveText(
      formatMessage(notices.DRAFT_STATUS.message, { status: notices.DRAFT_STATUS_FINAL.message }),
    );
    await expect(live.banner).toHaveText(banner(detail, 32, real[31]!));
    await expect(live.liveList.getByRole('row')).toHaveText([
      /Pick/,
      ...real.map((id) => new RegExp(escapeRegExp(`${nameOf(id)}, ${positionOf(id)}`))),
    ]);
    await expect(live.matches).toHaveText(Array<string>(32).fill('Match!'));
    await expect(live.matched).toHaveText('32 / 32 matched');
    const result = page.getByRole('region', { name: 'Result' });
    await expect(result).toContainText(formatMessage(notices.DRAFT_RESULT_MATCHED.message, { n: 32 }));
    await expect(result).toContainText(formatMessage(notices.DRAFT_RESULT_WON.message, { prize: '$25,000' }));
    await expectPowerplay(live, 'Undo', 7, catalogue.DRAFT_NOT_LIVE.message);
    expect(await page.evaluate(() => (window as unknown as { journey?: string }).journey)).toBe('no reload');

    // The rival matched 30 of 32: the $500 tier.
    const rivalResult = rival.getByRole('region', { name: 'Result' });
    await expect(rivalResult).toContainText(formatMessage(notices.DRAFT_RESULT_MATCHED.message, { n: 30 }));
    await expect(rivalResult).toContainText(
      formatMessage(notices.DRAFT_RESULT_WON.message, { prize: '$500' }),
    );
    await expect(rivalLive.matches).toHaveText([
      'Not Matched!',
      'Not Matched!',
      ...Array<string>(30).fill('Match!'),
    ]);

    // Credited once, through the ledger: a repeated pick 32 is refused and pays nothing more.
    expect((await wallet(page.request)).cashCents).toBe(cashBefore + 2_500_000);
    expect((await wallet(rival.request)).cashCents).toBe(rivalCashBefore + 50_000);
    const again = await postPickResponse(page.request, contest.id, 32, real[31]!, token);
    expect(again.status()).toBe(catalogue.DRAFT_FINISHED.status);
    expect((await errorOf(again)).code).toBe('DRAFT_FINISHED');
    expect((await wallet(page.request)).cashCents).toBe(cashBefore + 2_500_000);
    const ledger = (await (
      await page.request.get('/api/wallet/transactions')
    ).json()) as TransactionsResponse;
    expect(ledger.transactions.filter((t) => t.description.includes(`#${contest.id}:`))).toEqual([
      expect.objectContaining({
        amount: 2_500_000,
        kind: 'prize',
        description: `${name} #${contest.id}: 32 of 32 picks matched`,
      }),
    ]);

    // Game Central: the entry won.
    await page.goto('/game-central?tab=draft');
    await waitForPage(page, 'My Game Center');
    const row = page
      .getByRole('region', { name: 'Draft contests' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name }) });
    await expect(row.getByRole('cell')).toHaveText([
      /\S/,
      notices.DRAFT_STATUS_FINAL.message,
      '32 / 32',
      'Won',
      '$25,000',
      new RegExp(`^${notices.DRAFT_VIEW_RESULTS.message}`),
    ]);
  } finally {
    await rivalContext.close();
  }
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A catalogue entry's title and message. */
function messageOf(code: keyof typeof catalogue) {
  const { title, message } = catalogue[code];
  return { title, message };
}
