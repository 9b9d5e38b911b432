// An operator schedules a draw from the back office: New York time, the game's timings and its own prize
// table (per game and configurable); the server's refusals come back with the catalogue texts.
import { catalogue, formatMessage, notices, type GameResponse } from '@powerplay/contracts';
import { expect, test } from '@playwright/test';
import { signInAsOperator } from './lottery-support';
import { closeMessage, expectMessage, waitForPage } from './support';

/** `YYYY-MM-DD` of the day `days` from now, in New York. */
function newYorkDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

test('an operator schedules a 747 draw with its own jackpot, in New York time', async ({ page }) => {
  await signInAsOperator(page.request);
  await page.goto('/operator');
  await waitForPage(page, 'Operator');
  const form = page.getByRole('region', { name: 'Schedule a draw' });
  const schedule = form.getByRole('button', { name: 'Schedule draw' });

  // No date yet.
  await schedule.click();
  await closeMessage(await expectMessage(page, notices.SCHEDULE_START_REQUIRED));

  // The game's seeded table is the starting point; Sweet 16 has its own.
  await form.getByLabel('Game').selectOption({ label: 'Sweet 16' });
  await expect(form.getByLabel('Matches')).toHaveCount(4);
  await form.getByLabel('Game').selectOption({ label: 'Lotto 747' });
  await expect(form.getByLabel('Matches')).toHaveCount(7);
  await expect(form.getByLabel('Seconds between balls')).toHaveValue('30');

  const day = newYorkDay(3);
  await form.getByLabel('Starts at (New York time)').fill(`${day}T10:07`);
  await form.getByLabel('Prize ($)').first().fill('5000');

  // A delay as long as the ball interval is refused by the server, and nothing is scheduled.
  await form.getByLabel('Coming Up! seconds').fill('30');
  await schedule.click();
  await closeMessage(await expectMessage(page, catalogue.TIMINGS_INVALID));
  await form.getByLabel('Coming Up! seconds').fill('5');

  await schedule.click();
  const notice = page.getByText(/^Draw #\d+ \(Lotto 747\) is scheduled for /);
  await expect(notice).toBeVisible();
  const id = Number(/#(\d+)/.exec((await notice.textContent()) ?? '')?.[1]);
  const detail = (await (await page.request.get(`/api/lottery/games/${id}`)).json()) as GameResponse;
  expect(detail.game.prizeTiers[0]).toEqual({ hits: 7, amount: 500_000, kind: 'cash' });
  expect(detail.game.prizeTiers).toHaveLength(7);
  // 10:07 AM in New York (EST in late November: UTC−5).
  const startsAt = new Date(detail.game.startAt);
  expect(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      minute: '2-digit',
    }).format(startsAt),
  ).toBe('10:07 AM');
  await expect(notice).toHaveText(
    formatMessage(notices.DRAW_SCHEDULED.message, {
      id,
      name: 'Lotto 747',
      date: new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      }).format(startsAt),
    }),
  );

  // The same slot again: taken.
  await schedule.click();
  await closeMessage(await expectMessage(page, catalogue.GAME_SLOT_TAKEN));
});
