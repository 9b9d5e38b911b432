import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage } from '../../test/render';
import type { LotteryGame } from '@powerplay/contracts';
import { GameCentralPage } from './GameCentralPage';

const player = { id: 7, displayName: 'Lucky', email: 'l@example.com', role: 'player', club: 'basic' };
const hour = 3_600_000;

/** A 747-shaped game as the entries list shows it. */
function gameFixture(type: LotteryGame['gameType'], patch: Partial<LotteryGame>) {
  return {
    id: 1,
    gameType: type,
    name: type === '747' ? 'Lotto 747' : 'Sweet 16',
    status: 'unplayed',
    startAt: '2030-01-06T01:00:00.000Z',
    pickDeadline: '2030-01-06T01:00:00.000Z',
    finishesAt: '2030-01-06T01:05:00.000Z',
    ballIntervalSeconds: 30,
    delaySeconds: 5,
    finalWindowSeconds: 12,
    balls: 7,
    picks: 7,
    min: 1,
    max: 47,
    currency: 'USD',
    prizeTiers: [],
    commitment: 'ab'.repeat(32),
    ...patch,
  };
}

function entry(id: number, game: ReturnType<typeof gameFixture>, result: unknown = null) {
  return { entryId: id, game, picks: [7, 3, 1, 4, 5, 6, 2], result };
}

describe('GameCentralPage', () => {
  it("lists the player's draws, live first, each with what it offers now", async () => {
    const now = Date.now();
    const upcoming = gameFixture('747', {
      id: 11,
      status: 'unplayed',
      startAt: new Date(now + hour).toISOString(),
      pickDeadline: new Date(now + hour).toISOString(),
    });
    const live = gameFixture('sweet16', {
      id: 12,
      status: 'live',
      startAt: new Date(now - 60_000).toISOString(),
    });
    const finished = gameFixture('747', {
      id: 13,
      status: 'finished',
      startAt: new Date(now - hour).toISOString(),
    });
    mockFetch((url) =>
      url === '/api/auth/me'
        ? json({ user: player })
        : json({
            entries: [
              entry(1, upcoming),
              entry(2, finished, { picks: [], hits: 3, prize: 5000, kind: 'cash' }),
              entry(3, live),
            ],
          }),
    );
    renderPage(<GameCentralPage />, { path: '/game-central' });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual([
      'Live now',
      'Upcoming',
      'Finished',
    ]);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/sweet16-draw?game=12');
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute('href', '/747');
    expect(within(rows[1]!).getAllByRole('cell')[3]).toHaveTextContent('1, 2, 3, 4, 5, 6, 7');
    expect(within(rows[2]!).getByRole('link')).toHaveAttribute('href', '/lotto-result?game=13');
    expect(within(rows[2]!).getAllByRole('cell')[4]).toHaveTextContent('3 of 7: $50.00');
    expect(screen.getByRole('link', { name: 'Redeem Now' })).toHaveAttribute(
      'href',
      '/my-account/my-balance',
    );
  });
});
