import { catalogue, notices } from '@powerplay/contracts';
import { defaultKit } from '@powerplay/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createTestQueryClient, json, mockFetch } from '../../test/render';
import { LiveDrawPage } from './LiveDrawPage';
import { gameFixture } from './testData';

const player = { id: 7, displayName: 'Lucky', email: 'l@example.com', role: 'player', club: 'basic' };
const commitment = '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925';
const picks = [1, 5, 30, 40, 41, 42, 43];

beforeEach(() => {
  // No live stream in these tests: the game detail carries the balls.
  vi.stubGlobal('EventSource', undefined);
  localStorage.setItem('powerplay.lottoTour.hidden', '1');
});

/** A 747 draw that started `sinceStartMs` ago (real clock), with the balls due by now. */
function liveGame(sinceStartMs: number, patch: Parameters<typeof gameFixture>[1] = {}) {
  const now = Date.now();
  const start = now - sinceStartMs;
  const drawn = [25, 3, 39, 37, 26, 6, 27]
    .map((number, i) => ({ k: i + 1, number, drawnAt: new Date(start + i * 30_000).toISOString() }))
    .filter((b) => Date.parse(b.drawnAt) <= now);
  return gameFixture('747', {
    id: 5,
    commitment,
    status: 'live',
    startAt: new Date(start).toISOString(),
    pickDeadline: new Date(start).toISOString(),
    finishesAt: new Date(start + 6 * 30_000 + 12_000).toISOString(),
    drawn,
    ...patch,
  });
}

function serve(
  game: ReturnType<typeof gameFixture>,
  result: unknown,
  powerplay?: () => Response | Promise<Response>,
) {
  return mockFetch((url, init) => {
    if (url === '/api/auth/me') return json({ user: player });
    if (url === '/api/lottery/games') return json({ upcoming: [], live: [], recent: [] });
    if (url === '/api/time') return json({ serverTime: new Date().toISOString() });
    // The draw is public; the player's entry and result are their own request.
    if (url === '/api/lottery/games/5' && (init?.method ?? 'GET') === 'GET') return json({ game });
    if (url === '/api/lottery/games/5/entry') {
      return json({ entry: { id: 9, gameId: 5, picks, powerplays: { ...defaultKit } }, result });
    }
    if (url === '/api/lottery/games/5/powerplays' && powerplay) return powerplay();
    return json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404);
  });
}

/** The live screen at `?game=5` (the shared helper takes a pathname only). */
function renderDraw() {
  const router = createMemoryRouter([{ path: '/747-draw', element: <LiveDrawPage type="747" /> }], {
    initialEntries: ['/747-draw?game=5'],
  });
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('LiveDrawPage', () => {
  it("shows the draw's commitment and, once finished without a prize, the live screen's lose text", async () => {
    // Finished: all seven balls and the final window are over.
    const game = liveGame(6 * 30_000 + 20_000, { status: 'finished' });
    serve(game, { hits: 0, prize: 0, kind: 'cash' });
    renderDraw();

    const hash = await screen.findByText(commitment);
    expect(hash).toHaveClass('mono');
    expect(within(hash.closest('p')!).getByRole('link', { name: 'How draws are verified' })).toHaveAttribute(
      'href',
      '/how-draws-are-verified?game=5',
    );

    const panel = await screen.findByRole('region', { name: notices.DRAW_COMPLETED.message });
    expect(within(panel).getByText("Sorry You didn't win this time!")).toHaveClass('result-lost');
    expect(notices.RESULT_LOST_LIVE.message).toBe("Sorry You didn't win this time!");
    // The /lotto-result page's text is not the live screen's.
    expect(panel).not.toHaveTextContent(notices.RESULT_LOST.message);
    expect(panel).toHaveTextContent('You matched 0 of 7.');
  });

  it('says "Error!" / "Something went wrong!" when a powerplay gets no usable answer', async () => {
    // 3 s after the first ball (25): powerplays are open.
    const game = liveGame(3_000);
    const u = userEvent.setup();

    for (const failure of [
      // No answer at all (network), a gateway's page, the server's own failure.
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => new Response('Bad gateway', { status: 502 }),
      () => json({ error: { code: 'SOMETHING_WRONG', ...catalogue.SOMETHING_WRONG } }, 500),
    ]) {
      serve(game, null, failure);
      const { unmount } = renderDraw();
      await u.click(await screen.findByRole('button', { name: '30' }));
      // One tap: no confirmation for anything but Replace All.
      await u.click(screen.getByRole('button', { name: /^Increase/ }));
      const error = await screen.findByRole('alertdialog');
      expect(error).toHaveAccessibleName('Error!');
      expect(error).toHaveAccessibleDescription('Something went wrong!');
      expect(catalogue.POWERPLAY_FAILED).toMatchObject({ title: 'Error!', message: 'Something went wrong!' });
      unmount();
    }
  });

  it('retries a use after a lost answer under the same Idempotency-Key; the next use gets a new one', async () => {
    const game = liveGame(3_000);
    const u = userEvent.setup();
    let calls = 0;
    const increased = [1, 5, 31, 40, 41, 42, 43];
    const fetch = serve(game, null, () => {
      calls += 1;
      if (calls === 1) return Promise.reject(new TypeError('Failed to fetch'));
      const powerplays = { ...defaultKit, 4: defaultKit[4] - 1 };
      return json({
        picks: increased,
        powerplays,
        replaced: [{ from: 30, to: 31, match: false }],
        entry: { id: 9, gameId: 5, picks: increased, powerplays },
      });
    });
    renderDraw();
    const keys = () =>
      fetch.mock.calls
        .filter(([url]) => url === '/api/lottery/games/5/powerplays')
        .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    await u.click(await screen.findByRole('button', { name: '30' }));
    await u.click(screen.getByRole('button', { name: /^Increase/ }));
    await u.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    // 30 is still selected: the same use again.
    await u.click(screen.getByRole('button', { name: /^Increase/ }));
    await screen.findByRole('button', { name: '31' });
    await u.click(screen.getByRole('button', { name: '31' }));
    await u.click(screen.getByRole('button', { name: /^Increase/ }));
    const [lost, retry, next] = keys();
    expect(lost).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(lost);
    expect(next).not.toBe(lost);
  });

  it("shows the server's refusal as it is", async () => {
    const game = liveGame(3_000);
    const u = userEvent.setup();
    serve(game, null, () =>
      json({ error: { code: 'POWERPLAY_NOT_ALLOWED', ...catalogue.POWERPLAY_NOT_ALLOWED } }, 409),
    );
    renderDraw();
    await u.click(await screen.findByRole('button', { name: '43' }));
    await u.click(screen.getByRole('button', { name: /^Increase/ }));
    const error = await screen.findByRole('alertdialog');
    expect(error).toHaveAccessibleName('Sorry!');
    expect(error).toHaveAccessibleDescription('Not Allowed');
  });
});
