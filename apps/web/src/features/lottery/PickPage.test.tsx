import { catalogue, notices } from '@powerplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { Pick747Page, PickPage } from './PickPage';
import { gameFixture, listFixture } from './testData';

const signedOut = () => json({ error: { code: 'AUTH_REQUIRED', ...catalogue.AUTH_REQUIRED } }, 401);
const player = { id: 7, displayName: 'Lucky', email: 'l@example.com', role: 'player', club: 'basic' };

async function expectMessage(u: ReturnType<typeof userEvent.setup>, title: string, message: string) {
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText(title)).toBeInTheDocument();
  expect(within(dialog).getByText(message)).toBeInTheDocument();
  await u.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
}

const number = (n: number) => screen.getByRole('button', { name: String(n) });

describe('PickPage', () => {
  it('toggles numbers, refuses an 8th with "Selection Limit" and a short entry with "Selection Minimum"', async () => {
    mockFetch((url) => (url === '/api/auth/me' ? signedOut() : json(listFixture([gameFixture('747')]))));
    const u = userEvent.setup();
    renderPage(<PickPage type="747" />, { path: '/747' });

    expect(await screen.findByText('0 of 7 Numbers chosen')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Numbers 1 to 47' }).querySelectorAll('button')).toHaveLength(
      47,
    );
    // The true odds (hypergeometric), not the spec's demo "1 in 10,000".
    expect(screen.queryByText('1 in 10,000')).not.toBeInTheDocument();
    expect(screen.getByText('Jackpot odds').nextSibling).toHaveTextContent('1 in 62,891,499');
    const prizes = screen.getByRole('region', { name: 'Top prizes' });
    expect(within(prizes).getByText('7 of 7').parentElement).toHaveTextContent('1 in 62,891,499');
    expect(within(prizes).getByText('4 of 7').parentElement).toHaveTextContent('1 in 182');

    for (const n of [1, 2, 3, 4, 5, 6, 7]) await u.click(number(n));
    expect(screen.getByText('7 of 7 Numbers chosen')).toBeInTheDocument();
    await u.click(number(8));
    await expectMessage(u, 'Selection Limit', 'Cannot select More than 7');
    expect(number(8)).toHaveAttribute('aria-pressed', 'false');

    // Clicking again deselects.
    await u.click(number(7));
    expect(number(7)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('6 of 7 Numbers chosen')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await expectMessage(u, 'Selection Minimum', 'Can not submit less than 7');

    await u.click(number(47));
    await u.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await expectMessage(u, 'Authentication Failed!', 'Please Login First');
  });

  it('Elite 8: a visitor goes to /register with the picks, and comes back to the confirmation', async () => {
    mockFetch((url) => (url === '/api/auth/me' ? signedOut() : json(listFixture([gameFixture('elite8')]))));
    const u = userEvent.setup();
    renderPage(<PickPage type="elite8" />, { path: '/elite8' });
    await screen.findByText('0 of 8 Numbers chosen');
    for (const n of [50, 1, 9, 2, 3, 4, 5, 6]) await u.click(number(n));
    await u.click(screen.getByRole('button', { name: 'SUBMIT!' }));
    await expectMessage(u, 'Authentication Failed!', 'Please Login First');
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/register {"backlink":"elite8","selected":[1,2,3,4,5,6,9,50]}',
    );
  });

  it('Elite 8: restores the picks from navigation state, confirms with sorted picks and saves', async () => {
    const fetch = mockFetch((url, init) => {
      if (url === '/api/auth/me') return json({ user: player });
      if (url === '/api/lottery/games') return json(listFixture([gameFixture('elite8', { id: 3 })]));
      // The player's part of the draw: no entry yet.
      if (url === '/api/lottery/games/3/entry' && !init?.method) return json({ entry: null, result: null });
      return json({ entry: { id: 1, gameId: 3, picks: [], powerplays: { 1: 1, 2: 1, 3: 1, 4: 5, 5: 5 } } });
    });
    const u = userEvent.setup();
    renderPage(<PickPage type="elite8" />, {
      path: '/elite8',
      state: { selected: [9, 1, 2, 3, 4, 5, 6, 50] },
    });
    const confirm = await screen.findByRole('dialog', { name: notices.ELITE8_CONFIRM.title });
    expect(
      within(confirm)
        .getAllByText(/^\d+$/)
        .map((e) => e.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6', '9', '50']);
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await u.click(within(confirm).getByRole('button', { name: 'Submit' }));
    const saved = await screen.findByRole('dialog', { name: notices.PICKS_SAVED.title });
    expect(within(saved).getByText(notices.PICKS_SAVED.message)).toBeInTheDocument();
    expect(sentBodies(fetch, '/api/lottery/games/3/picks')).toEqual([{ numbers: [1, 2, 3, 4, 5, 6, 9, 50] }]);
    await u.click(within(saved).getByRole('button', { name: 'OK' }));
    // OK leaves the player on the draw.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByTestId('location')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it("Elite 8: asks the week's skill-testing question in the confirmation; a wrong answer keeps it open", async () => {
    const wrong = catalogue.ELITE8_SKILL_ANSWER_WRONG;
    const fetch = mockFetch((url, init) => {
      if (url === '/api/auth/me') return json({ user: player });
      if (url === '/api/lottery/games') return json(listFixture([gameFixture('elite8', { id: 3 })]));
      if (url === '/api/lottery/games/3/entry')
        return json({ entry: null, result: null, skillQuestion: '3 × 4 + 5 − 2' });
      if (url !== '/api/lottery/games/3/picks') return json({});
      const body = JSON.parse(init?.body as string) as { skillAnswer?: number };
      if (body.skillAnswer !== 15)
        return json(
          { error: { code: 'ELITE8_SKILL_ANSWER_WRONG', title: wrong.title, message: wrong.message } },
          422,
        );
      return json({ entry: { id: 1, gameId: 3, picks: [], powerplays: { 1: 1, 2: 1, 3: 1, 4: 5, 5: 5 } } });
    });
    const u = userEvent.setup();
    renderPage(<PickPage type="elite8" />, {
      path: '/elite8',
      state: { selected: [9, 1, 2, 3, 4, 5, 6, 50] },
    });
    const confirm = await screen.findByRole('dialog', { name: notices.ELITE8_CONFIRM.title });
    const answer = await within(confirm).findByRole('textbox', { name: /Your answer: 3 × 4 \+ 5 − 2 =/ });
    expect(within(confirm).getByText(notices.ELITE8_SKILL_QUESTION.title)).toBeInTheDocument();

    await u.type(answer, '16');
    await u.click(within(confirm).getByRole('button', { name: 'Submit' }));
    // Refused: the message by the answer, the review still open, nothing said saved.
    expect(await within(confirm).findByText(wrong.message)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: notices.PICKS_SAVED.title })).toBeNull();

    await u.clear(answer);
    await u.type(answer, '15');
    expect(within(confirm).queryByText(wrong.message)).toBeNull();
    await u.click(within(confirm).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: notices.PICKS_SAVED.title })).toBeInTheDocument();
    expect(sentBodies(fetch, '/api/lottery/games/3/picks')).toEqual([
      { numbers: [1, 2, 3, 4, 5, 6, 9, 50], skillAnswer: 16 },
      { numbers: [1, 2, 3, 4, 5, 6, 9, 50], skillAnswer: 15 },
    ]);
  });

  it('offers a signed-in player a private contest among friends on the draw; a visitor is not offered one', async () => {
    const games = () => json(listFixture([gameFixture('747')]));
    mockFetch((url) => (url === '/api/auth/me' ? json({ user: player }) : games()));
    const { unmount } = renderPage(<PickPage type="747" />, { path: '/747' });
    expect(
      await screen.findByRole('button', { name: 'Create a private contest on Lotto 747 draw' }),
    ).toBeInTheDocument();
    unmount();

    mockFetch((url) => (url === '/api/auth/me' ? signedOut() : games()));
    renderPage(<PickPage type="747" />, { path: '/747' });
    expect(await screen.findByText('0 of 7 Numbers chosen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create a private contest/ })).not.toBeInTheDocument();
  });

  it("shows the draw's commitment with a link to how draws are verified", async () => {
    const commitment = '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925';
    mockFetch((url) =>
      url === '/api/auth/me' ? signedOut() : json(listFixture([gameFixture('747', { id: 12, commitment })])),
    );
    renderPage(<PickPage type="747" />, { path: '/747' });
    const hash = await screen.findByText(commitment);
    expect(hash.tagName).toBe('CODE');
    expect(hash).toHaveClass('mono');
    const line = hash.closest('p')!;
    expect(line).toHaveTextContent(/^Draw commitment \(SHA-256 of the secret seed\)/);
    expect(within(line).getByRole('link', { name: 'How draws are verified' })).toHaveAttribute(
      'href',
      '/how-draws-are-verified?game=12',
    );
  });

  it('Sweet 16: a 17th pick and a short entry are "Alert"s', async () => {
    mockFetch((url) => (url === '/api/auth/me' ? signedOut() : json(listFixture([gameFixture('sweet16')]))));
    const u = userEvent.setup();
    renderPage(<PickPage type="sweet16" />, { path: '/sweet16' });
    await screen.findByText('0 of 16 Numbers chosen');
    for (let n = 1; n <= 15; n++) await u.click(number(n));
    await u.click(screen.getByRole('button', { name: 'SUBMIT!' }));
    await expectMessage(u, 'Alert', 'Can not submit less than 16');
    await u.click(number(16));
    await u.click(number(17));
    await expectMessage(u, 'Alert', 'Cannot select More than 16');
    expect(number(17)).toHaveAttribute('aria-pressed', 'false');
    expect(catalogue.SWEET16_PICKS_TOO_MANY).toMatchObject({ title: 'Alert' });
    expect(catalogue.SWEET16_PICKS_TOO_FEW).toMatchObject({ title: 'Alert' });
  });

  it("/747 with navigation state gameData 'demo' goes to the 747 demo", async () => {
    const fetch = mockFetch(() => signedOut());
    renderPage(<Pick747Page />, { path: '/747', state: { gameData: 'demo' } });
    expect(await screen.findByTestId('location')).toHaveTextContent('/747-draw {"demo":true}');
    expect(fetch).not.toHaveBeenCalledWith('/api/lottery/games', expect.anything());
  });

  it('/747 without the demo state is the pick page', async () => {
    mockFetch((url) => (url === '/api/auth/me' ? signedOut() : json(listFixture([gameFixture('747')]))));
    renderPage(<Pick747Page />, { path: '/747', state: { gameData: { id: 1 } } });
    expect(await screen.findByText('0 of 7 Numbers chosen')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('says when there is no game to pick for', async () => {
    mockFetch((url) => (url === '/api/auth/me' ? signedOut() : json(listFixture([]))));
    const u = userEvent.setup();
    renderPage(<PickPage type="gridlock" />, { path: '/gridlock' });
    expect(await screen.findByText(catalogue.GAME_NOT_FOUND.message)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Numbers 1 to 45' }).querySelectorAll('button')).toHaveLength(
      45,
    );
    await u.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await expectMessage(u, 'Sorry!', catalogue.GAME_NOT_FOUND.message);
  });
});
