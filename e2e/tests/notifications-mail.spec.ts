// A player's notifications from a real draw (docs/rules/notifications.md): "starts soon" in the bell's
// centre and by mail (read from the real SMTP server beside the journey's server), the mail's link
// unsubscribing from that kind after asking, then the draw's prize (a Power Match makes one pick a ball)
// in the centre and by mail, and the next draw's "starts soon" in the centre only.
import { expect, test, type Page } from '@playwright/test';
import { MAIL_READER } from '../servers';
import { ORIGIN, randomPicks, registerPlayer, scheduleDraw } from './lottery-support';
import { waitForPage } from './support';

interface ReadMail {
  subject: string;
  text: string;
  headers: Record<string, string>;
}

const mailsTo = async (email: string): Promise<ReadMail[]> =>
  (await (await fetch(`${MAIL_READER}/mails?to=${encodeURIComponent(email)}`)).json()) as ReadMail[];

/** Waits for the centre to list a notification with this title, and answers the bell's state. */
async function seeInCentre(page: Page, title: string) {
  const bell = page.getByRole('button', { name: /^Notifications/ });
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  // The player's stream re-reads the centre when one is made: no reload needed.
  await expect(bell).not.toHaveAccessibleName('Notifications, 0 unread', { timeout: 60_000 });
  if (!(await panel.isVisible())) await bell.click();
  await expect(panel.getByText(title).first()).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press('Escape');
}

test('a 747 entry: "starts soon" in the centre and by mail, unsubscribed by its link, then the result', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const player = await registerPlayer(page.request);
  // A draw a minute away: inside its ten minutes at once; balls 3 s apart.
  const first = await scheduleDraw(page.request, '747', {
    startInSeconds: 60,
    ballIntervalSeconds: 3,
    delaySeconds: 1,
    finalWindowSeconds: 3,
  });
  const numbers = randomPicks(7, 47);
  const picked = await page.request.put(`/api/lottery/games/${first.id}/picks`, {
    headers: { origin: ORIGIN },
    data: { numbers },
  });
  expect(picked.status(), await picked.text()).toBe(200);

  // Meanwhile, as soon as the draw's first ball is out, a Power Match turns an unmatched pick into the
  // last ball (unless a pick matched already), so the entry wins at least the one-match prize.
  const powerMatched = expect(async () => {
    const { game } = (await (await page.request.get(`/api/lottery/games/${first.id}`)).json()) as {
      game: { drawn: { number: number }[] };
    };
    const drawn = game.drawn.map((b) => b.number);
    expect(drawn.length, 'a ball is out').toBeGreaterThan(0);
    if (numbers.some((n) => drawn.includes(n))) return;
    const used = await page.request.post(`/api/lottery/games/${first.id}/powerplays`, {
      headers: { origin: ORIGIN },
      data: { powerplayId: 3, pick: numbers.find((n) => !drawn.includes(n)) },
    });
    // Refused in the seconds before the next ball ("coming up"): the next try is after it.
    expect(used.status(), await used.text()).toBe(200);
  }).toPass({ timeout: 180_000, intervals: [1_000] });
  // Awaited below: a failure before then is not an unhandled one.
  powerMatched.catch(() => undefined);

  await page.goto('/game-central');
  await waitForPage(page);
  await seeInCentre(page, 'Starting soon');
  const panel = page.getByRole('dialog', { name: 'Notifications' });

  // The mail: sent through the outbox and SMTP, with RFC 8058's one-click headers and a link that asks.
  await expect
    .poll(async () => (await mailsTo(player.email)).map((m) => m.subject), { timeout: 60_000 })
    .toContain('Starting in 10 minutes on Powerplay');
  const mail = (await mailsTo(player.email)).find((m) => m.subject.startsWith('Starting in 10 minutes'))!;
  expect(mail.text).toContain('Lotto 747 draw starts in 10 minutes.');
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  expect(mail.headers['list-unsubscribe']).toMatch(
    /^<http:\/\/localhost:\d+\/api\/notifications\/unsubscribe\?token=/,
  );
  const link = /(http:\/\/localhost:\d+\/unsubscribe\?mail=\S+)/.exec(mail.text)![1]!;

  // Opening the link changes nothing until the player confirms.
  await page.goto(link);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText(/no more "Starts soon" mail/);
  await page.goto('/my-account/notifications');
  await expect(page.getByRole('switch', { name: 'Starts soon' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Results' })).toBeChecked();

  await powerMatched;

  // The draw ends (a minute or so): "You won!" with the prize in the centre, and by mail (results on).
  await page.goto('/game-central');
  await waitForPage(page);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(async () => {
    if (!(await panel.isVisible())) await bell.click();
    await expect(panel.getByText('You won!').first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 180_000 });
  await expect(panel.getByText(/Lotto 747 draw: you won \$\d/).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect
    .poll(async () => (await mailsTo(player.email)).map((m) => m.subject), { timeout: 60_000 })
    .toContain('You won!');
  const won = (await mailsTo(player.email)).find((m) => m.subject === 'You won!')!;
  expect(won.text).toMatch(/Lotto 747 draw: you won \$\d/);

  // The next draw: "starts soon" in the centre, and no second "starts soon" mail.
  const second = await scheduleDraw(page.request, '747', {
    startInSeconds: 120,
    ballIntervalSeconds: 5,
    delaySeconds: 2,
    finalWindowSeconds: 6,
  });
  const again = await page.request.put(`/api/lottery/games/${second.id}/picks`, {
    headers: { origin: ORIGIN },
    data: { numbers: randomPicks(7, 47) },
  });
  expect(again.status()).toBe(200);
  await expect(async () => {
    if (!(await panel.isVisible())) await bell.click();
    await expect(panel.getByRole('link', { name: /Starting soon/ })).toHaveCount(2, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  expect(
    (await mailsTo(player.email)).filter((m) => m.subject.startsWith('Starting in 10 minutes')),
  ).toHaveLength(1);
});
