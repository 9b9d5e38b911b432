// Waiting For Players (docs/rules/sports.md "Entries close", "Waiting For Players"): an operator's
// contest needs 2 players; the one player who enters sees it waiting and is refused a pick with the
// catalogue's text; the set's first match goes live (the operator's provider feed, so nothing waits for the
// clock) and the contest is cancelled, which Game Central says.
import { catalogue } from '@powerplay/contracts';
import { expect, test } from '@playwright/test';
import { registerPlayer, signInAsOperator } from './lottery-support';
import { feedLive, ownGameSet, teamButton, UNHURRIED_MS } from './sports-support';
import { closeMessage, expectMessage, unique, waitForPage } from './support';

test('a contest short of its minimum waits, refuses picks, and is cancelled when its first match starts', async ({
  page,
  browser,
}) => {
  await signInAsOperator(page.request);
  const own = await ownGameSet(page.request, { leadMs: UNHURRIED_MS });
  const name = `Pair Ace ${unique()}`;

  // The operator's form sets the minimum.
  await page.goto('/operator');
  await waitForPage(page, 'Operator');
  const panel = page.getByRole('region', { name: 'Sports game sets' });
  await panel.getByRole('button', { name: `Open game set #${own.gameSetId}` }).click();
  const form = panel.getByRole('form', { name: `Add a contest to game set #${own.gameSetId}` });
  await form.getByLabel('Game type').selectOption({ label: 'Chase the Ace' });
  await form.getByLabel('Sponsor').fill('Acme Sports');
  await form.getByLabel('Name (optional)').fill(name);
  await form.getByLabel('Maximum teams').fill('1');
  await form.getByLabel('Minimum players').fill('2');
  await form.getByLabel('Prize ($) for 1 team').fill('5');
  await form.getByRole('button', { name: 'Create contest' }).click();
  await expect(panel.getByText(new RegExp(`^Contest #\\d+ \\(${name}\\) is open`))).toBeVisible();

  const context = await browser.newContext();
  try {
    const player = await context.newPage();
    await registerPlayer(player.request);
    await player.goto('/select-games/2');
    await waitForPage(player, 'Select a game');
    await player.getByRole('button', { name: 'Chase the Ace', exact: true }).click();
    const row = player.getByRole('table').getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Waiting For Players');
    await row.getByRole('button', { name: new RegExp(`^Enter\\s+${name}`) }).click();

    // The contest page says it waits; a pick is refused with the catalogue's text.
    await expect(player.getByRole('status').filter({ hasText: 'Waiting For Players' })).toContainText(
      '1 of 2 players have joined',
    );
    await teamButton(player, own.matches[0]!.home.name).click();
    await player.getByRole('button', { name: 'Submit' }).click();
    await closeMessage(await expectMessage(player, catalogue.SPORTS_WAITING_FOR_PLAYERS));

    // The first match starts (the provider feed): the lock cancels the contest, as Game Central says.
    await feedLive(page.request, own.matches[0]!, 0, 1);
    await player.goto('/game-central');
    await waitForPage(player);
    const entry = player.getByRole('region', { name: 'My sports games' }).getByRole('row').filter({
      hasText: name,
    });
    await expect(async () => {
      await player.reload();
      await expect(entry).toContainText(catalogue.SPORTS_CONTEST_CANCELLED.message, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(entry).toContainText('Cancelled');
  } finally {
    await context.close();
  }
});
