import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderPage } from '../../test/render';
import { LottoPage } from './LottoPages';
import { gameFixture } from './testData';

describe('LottoPage (/powerplay-lotto)', () => {
  it('gives the next draw to pick for, and says apart that another draw of the type is live now', async () => {
    const running = gameFixture('747', { id: 1, status: 'live', startAt: '2020-01-01T00:00:00.000Z' });
    const next = gameFixture('747', { id: 2 });
    mockFetch((url) =>
      url === '/api/lottery/games'
        ? json({ upcoming: [next, gameFixture('sweet16', { id: 3 })], live: [running], recent: [] })
        : json({ serverTime: new Date().toISOString() }),
    );
    renderPage(<LottoPage />, { path: '/powerplay-lotto' });
    const card747 = (await screen.findByRole('heading', { level: 3, name: 'Lotto 747' })).closest('li')!;
    expect(await within(card747).findByText('A draw is live now')).toBeInTheDocument();
    // "Next draw" is the upcoming one (2030), not the draw running now (2020).
    expect(card747).toHaveTextContent(/Next draw: [^·]*2030/);
    expect(card747).not.toHaveTextContent(/2020/);
    expect(within(card747).getByRole('link', { name: 'Watch it (Lotto 747)' })).toHaveAttribute(
      'href',
      '/747-draw',
    );
    const sweet16 = screen.getByRole('heading', { level: 3, name: 'Sweet 16' }).closest('li')!;
    expect(within(sweet16).queryByText('A draw is live now')).not.toBeInTheDocument();
  });

  it('keeps the cards in place while the games load: "…" for the next draw, the list busy', async () => {
    let answer: () => void = () => undefined;
    mockFetch((url) =>
      url === '/api/lottery/games'
        ? new Promise((resolve) => {
            answer = () => resolve(json({ upcoming: [gameFixture('747', { id: 2 })], live: [], recent: [] }));
          })
        : json({ serverTime: new Date().toISOString() }),
    );
    renderPage(<LottoPage />, { path: '/powerplay-lotto' });
    const card747 = screen.getByRole('heading', { level: 3, name: 'Lotto 747' }).closest('li')!;
    const list = card747.closest('ul')!;
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(card747).toHaveTextContent('Next draw: …');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    answer();
    await vi.waitFor(() => expect(card747).toHaveTextContent(/Next draw: [^…]*2030/));
    expect(list).toHaveAttribute('aria-busy', 'false');
  });

  it('says "Coming soon" for the jackpot of a game without prize tiers yet', async () => {
    mockFetch((url) =>
      url === '/api/lottery/games'
        ? json({ upcoming: [gameFixture('747', { id: 2, prizeTiers: [] })], live: [], recent: [] })
        : json({ serverTime: new Date().toISOString() }),
    );
    renderPage(<LottoPage />, { path: '/powerplay-lotto' });
    const card747 = (await screen.findByRole('heading', { level: 3, name: 'Lotto 747' })).closest('li')!;
    await vi.waitFor(() => expect(card747).toHaveTextContent('Jackpot: Coming soon'));
    const sweet16 = screen.getByRole('heading', { level: 3, name: 'Sweet 16' }).closest('li')!;
    expect(sweet16).not.toHaveTextContent('Coming soon');
  });
});
