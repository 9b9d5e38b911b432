import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, json, mockFetch, renderPage } from '../../test/render';
import { VerifyPage } from './VerifyPage';

// docs/rules/lottery.md "Randomness", the known answer.
const seed = '0'.repeat(64);
const commitment = '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925';
const balls = [25, 3, 39, 37, 26, 6, 27];

/** The page at `?game=1` (the shared helper takes a pathname only). */
function renderForGame() {
  const router = createMemoryRouter([{ path: '/how-draws-are-verified', element: <VerifyPage /> }], {
    initialEntries: ['/how-draws-are-verified?game=1'],
  });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('VerifyPage', () => {
  it('recomputes a finished draw in the browser from its revealed seed', async () => {
    const fetch = mockFetch(() =>
      json({ gameId: 1, commitment, seed, balls, min: 1, max: 47, ballCount: 7 }),
    );
    renderForGame();
    expect(await screen.findByText(/^Verified: the seed matches the commitment/)).toBeInTheDocument();
    // The commitment and the seven balls: eight checks, all passing.
    expect(screen.getAllByLabelText('verified')).toHaveLength(8);
    expect(screen.queryByLabelText('does not match')).not.toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/lottery/games/1/audit']);
  });

  it('flags a ball that the seed does not produce', async () => {
    mockFetch(() =>
      json({ gameId: 1, commitment, seed, balls: [25, 3, 39, 37, 26, 6, 28], min: 1, max: 47, ballCount: 7 }),
    );
    renderForGame();
    expect(await screen.findByText('Not verified: see the marks below.')).toBeInTheDocument();
    expect(screen.getAllByLabelText('does not match')).toHaveLength(1);
  });

  it("recomputes the game's ball count: a ball missing from the published list is not verified", async () => {
    mockFetch(() =>
      json({ gameId: 1, commitment, seed, balls: balls.slice(0, 6), min: 1, max: 47, ballCount: 7 }),
    );
    renderForGame();
    expect(await screen.findByText('Not verified: see the marks below.')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(
      within(rows[6]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['7', '–', '27', '✗']);
    // The commitment and the six published balls pass; the seventh does not.
    expect(screen.getAllByLabelText('verified')).toHaveLength(7);
    expect(screen.getAllByLabelText('does not match')).toHaveLength(1);
  });

  it("fills the manual form with a finished draw's revealed seed and numbers, ready to recompute", async () => {
    mockFetch(() => json({ gameId: 1, commitment, seed, balls, min: 1, max: 47, ballCount: 7 }));
    const u = userEvent.setup();
    renderForGame();
    await screen.findByText(/^Verified: the seed matches the commitment/);
    expect(screen.getByLabelText('Seed (hex)')).toHaveValue(seed);
    expect(screen.getByLabelText('Game id')).toHaveValue('1');
    await u.click(screen.getByRole('button', { name: 'Recompute' }));
    expect(await screen.findByText('25, 3, 39, 37, 26, 6, 27')).toBeInTheDocument();
  });

  it('leaves the seed empty while a draw is not finished', async () => {
    mockFetch(() => json({ gameId: 1, commitment, seed: null, balls: [], min: 1, max: 47, ballCount: 7 }));
    renderForGame();
    await screen.findByText(/The seed is revealed when the draw finishes/);
    expect(screen.getByLabelText('Seed (hex)')).toHaveValue('');
    expect(screen.getByLabelText('Game id')).toHaveValue('1');
  });

  it('recomputes a pasted seed: the known answer', async () => {
    const u = userEvent.setup();
    renderPage(<VerifyPage />, { path: '/how-draws-are-verified' });
    await u.type(screen.getByLabelText('Seed (hex)'), seed);
    await u.type(screen.getByLabelText('Game id'), '1');
    await u.click(screen.getByRole('button', { name: 'Recompute' }));
    expect(await screen.findByText(commitment)).toBeInTheDocument();
    expect(screen.getByText('25, 3, 39, 37, 26, 6, 27')).toBeInTheDocument();

    await u.clear(screen.getByLabelText('Seed (hex)'));
    await u.type(screen.getByLabelText('Seed (hex)'), 'xyz');
    await u.click(screen.getByRole('button', { name: 'Recompute' }));
    expect(await screen.findByText(/The seed must be 64 hexadecimal characters/)).toBeInTheDocument();
  });
});
