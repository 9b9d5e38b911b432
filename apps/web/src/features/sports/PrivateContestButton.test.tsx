import { catalogue } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage } from '../../test/render';
import { SelectGamesPage } from './SelectGamesPage';
import { contest, player, signedOut, sportsFixture } from './testData';

const past = '2020-04-01T23:05:00Z';

function api(signedIn: boolean) {
  return mockFetch((url) => {
    if (url === '/api/auth/me') return signedIn ? json({ user: player }) : json(signedOut, 401);
    if (url === '/api/sports') return json(sportsFixture);
    if (url === '/api/sports/2/contests')
      return json({
        contests: [
          contest(),
          contest({ id: 6, name: 'Entered Ace', myEntryId: 44 }),
          contest({ id: 8, name: 'Started Ace', status: 'IN_PROGRESS', startAt: past }),
        ],
      });
    if (url.startsWith('/api/sports/') && url.endsWith('/contests')) return json({ contests: [] });
    if (url === '/api/sports/entries') return json({ entries: [] });
    return json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404);
  });
}

const route = { path: '/select-games/:id?', at: '/select-games/2' };
const createButton = /^Create a private contest on/;

describe('The sports lobby, private contests', () => {
  it('offers a signed-in player "Create a private contest" on each contest taking entries', async () => {
    api(true);
    const u = userEvent.setup();
    renderPage(<SelectGamesPage />, route);
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(
      await within(rows[0]!).findByRole('button', {
        name: 'Create a private contest on Monday Chase the Ace',
      }),
    ).toBeEnabled();
    // Entered already: that entry is the one the private contest ranks.
    expect(
      within(rows[1]!).getByRole('button', { name: 'Create a private contest on Entered Ace' }),
    ).toBeEnabled();
    // Under way: too late to invite anyone.
    expect(within(rows[2]!).queryByRole('button', { name: createButton })).not.toBeInTheDocument();

    await u.click(
      within(rows[0]!).getByRole('button', { name: 'Create a private contest on Monday Chase the Ace' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create a private contest' });
    expect(dialog).toHaveAccessibleDescription(/^On Monday Chase the Ace: /);
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers nothing of it to a visitor (Enter asks them to sign in first)', async () => {
    api(false);
    renderPage(<SelectGamesPage />, route);
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('button', { name: 'Enter Monday Chase the Ace' })).toBeEnabled();
    expect(within(table).queryByRole('button', { name: createButton })).not.toBeInTheDocument();
  });
});
