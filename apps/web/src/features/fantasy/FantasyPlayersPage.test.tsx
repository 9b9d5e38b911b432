import {
  catalogue,
  fantasyPositions,
  formatMessage,
  type FantasyCurrentResponse,
  type FantasyPlayer,
} from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { FantasyPlayersPage, restoredPicks } from './FantasyPlayersPage';

const names: Record<string, string[]> = {
  CENTER: ['Mason Thibault', 'Evan Kowalczyk', 'Liam Desrosiers'],
  'LEFT WING': ['Brady Sorensen', 'Owen Gagnon'],
  'RIGHT WING': ['Logan Fairweather', 'Ethan Lapointe'],
  DEFENCE: ['Marcus Holloway', 'Simon Lachance'],
  GOALIE: ['Victor Lemaire', 'Anton Sirola'],
  'STAR PLAYER': ['Alexei Morozov', 'Dominic Laurent'],
};
const players: FantasyPlayer[] = fantasyPositions.flatMap((position, block) =>
  names[position]!.map((name, n) => ({
    id: (block + 1) * 100 + n + 1,
    name,
    team: n === 0 ? 'TOR' : 'EDM',
    position,
    vs: n === 0 ? 'BOS' : '@ CGY',
    g: 1,
    a: n,
    score: 2 + n,
  })),
);
const current: FantasyCurrentResponse = {
  game: { id: 1, name: 'Fantasy Hockey Preview', maxTeamsAllowed: 8, minTeamsAllowed: 1 },
  players,
};
const idOf = (name: string) => players.find((p) => p.name === name)!.id;
const user = { id: 3, displayName: 'Ada', email: 'a@x.com', role: 'player', club: 'basic' };

function server({ signedIn, save }: { signedIn: boolean; save?: 'ok' | 'too-many' }) {
  return mockFetch((url, init) => {
    if (url === '/api/auth/me')
      return signedIn
        ? json({ user })
        : json({ error: { code: 'AUTH_REQUIRED', ...catalogue.AUTH_REQUIRED } }, 401);
    if (url === '/api/fantasy/games/current') return json(current);
    if (url === '/api/fantasy/games/1/entry') return json({ entry: null });
    if (url === '/api/fantasy/games/1/picks' && init?.method === 'PUT') {
      if (save === 'too-many')
        return json(
          {
            error: {
              code: 'FANTASY_PICKS_TOO_MANY',
              title: catalogue.FANTASY_PICKS_TOO_MANY.title,
              message: formatMessage(catalogue.FANTASY_PICKS_TOO_MANY.message, { max: 8 }),
            },
          },
          400,
        );
      return json({
        entry: { gameId: 1, picks: [], totalScore: 0, updatedAt: '2026-11-22T00:00:00.000Z' },
      });
    }
    return json({}, 404);
  });
}

const myPicks = () => screen.queryByRole('list', { name: 'My picks' });
const submitButton = () => screen.getByRole('button', { name: 'Submit My Picks' });

describe('FantasyPlayersPage', () => {
  it('picks across position tabs (keyboard too), searches, benches, and shows the limit', async () => {
    server({ signedIn: true });
    const u = userEvent.setup();
    renderPage(<FantasyPlayersPage />, { path: '/fantasy-players' });

    expect(await screen.findByText('Mason Thibault')).toBeInTheDocument();
    expect(screen.getByText('Preview')).toBeInTheDocument();
    expect(screen.getByText(/Fantasy hockey uses sample players/)).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Position' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([...fantasyPositions]);
    expect(screen.getByText('Maximum Teams = 8')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    expect(screen.queryByText('Maximum Teams Selected')).not.toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Add Mason Thibault' }));
    expect(within(myPicks()!).getByText('Mason Thibault')).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();

    // Keyboard: focus the active tab, move right to LEFT WING.
    tabs[0]!.focus();
    await u.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'LEFT WING' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'LEFT WING' });
    await u.click(within(panel).getByRole('button', { name: 'Add Owen Gagnon' }));

    // Search filters the players of the tab by name or team.
    await u.click(screen.getByRole('tab', { name: 'GOALIE' }));
    await u.type(screen.getByLabelText('Search players'), 'sir');
    const goalies = screen.getByRole('tabpanel', { name: 'GOALIE' });
    expect(within(goalies).queryByText('Victor Lemaire')).not.toBeInTheDocument();
    await u.click(within(goalies).getByRole('button', { name: 'Add Anton Sirola' }));
    await u.clear(screen.getByLabelText('Search players'));
    await u.type(screen.getByLabelText('Search players'), 'zzz');
    expect(within(goalies).getByText(/No goalie players match “zzz”/)).toBeInTheDocument();
    await u.clear(screen.getByLabelText('Search players'));

    // Bench toggle and remove from the panel.
    const bench = screen.getByRole('button', { name: 'Bench Owen Gagnon' });
    expect(bench).toHaveAttribute('aria-pressed', 'false');
    await u.click(bench);
    expect(bench).toHaveAttribute('aria-pressed', 'true');
    expect(within(myPicks()!).getByText(/LEFT WING · EDM · Bench/)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Remove Mason Thibault from my picks' }));
    expect(within(myPicks()!).queryByText('Mason Thibault')).not.toBeInTheDocument();
    expect(within(myPicks()!).getAllByRole('listitem')).toHaveLength(2);

    // Eight picks: the limit is reached and shown; a ninth can still be added (the server refuses it).
    for (const name of ['Marcus Holloway', 'Simon Lachance', 'Logan Fairweather', 'Ethan Lapointe']) {
      const tab = players.find((p) => p.name === name)!.position;
      await u.click(screen.getByRole('tab', { name: tab }));
      await u.click(screen.getByRole('button', { name: `Add ${name}` }));
    }
    await u.click(screen.getByRole('tab', { name: 'STAR PLAYER' }));
    await u.click(screen.getByRole('button', { name: 'Add Alexei Morozov' }));
    expect(screen.queryByText('Maximum Teams Selected')).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Add Dominic Laurent' }));
    expect(screen.getByText('Maximum Teams Selected')).toBeInTheDocument();
    await u.click(screen.getByRole('tab', { name: 'CENTER' }));
    await u.click(screen.getByRole('button', { name: 'Add Liam Desrosiers' }));
    expect(within(myPicks()!).getAllByRole('listitem')).toHaveLength(9);
    expect(screen.getByText(/Remove 1 to submit/)).toBeInTheDocument();
  });

  it('sends a visitor to /login carrying the selection', async () => {
    const fetch = server({ signedIn: false });
    const u = userEvent.setup();
    renderPage(<FantasyPlayersPage />, { path: '/fantasy-players' });
    await u.click(await screen.findByRole('button', { name: 'Add Mason Thibault' }));
    await u.click(screen.getByRole('tab', { name: 'GOALIE' }));
    await u.click(screen.getByRole('button', { name: 'Add Victor Lemaire' }));
    await u.click(screen.getByRole('button', { name: 'Bench Victor Lemaire' }));
    await u.click(submitButton());
    const location = await screen.findByTestId('location');
    expect(location.textContent).toBe(
      `/login ${JSON.stringify({
        backlink: 'fantasy-players',
        selected: [
          { playerId: idOf('Mason Thibault'), bench: false },
          { playerId: idOf('Victor Lemaire'), bench: true },
        ],
      })}`,
    );
    expect(sentBodies(fetch, '/api/fantasy/games/1/picks')).toEqual([]);
  });

  it('restores the selection after signing in, saves it and goes to /fantasy-live', async () => {
    const fetch = server({ signedIn: true, save: 'ok' });
    const u = userEvent.setup();
    const selected = [
      { playerId: idOf('Mason Thibault'), bench: false },
      { playerId: idOf('Victor Lemaire'), bench: true },
      { playerId: 999, bench: false },
    ];
    renderPage(<FantasyPlayersPage />, { path: '/fantasy-players', state: { selected } });
    const list = await screen.findByRole('list', { name: 'My picks' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await u.click(submitButton());
    expect(await screen.findByTestId('location')).toHaveTextContent('/fantasy-live');
    expect(sentBodies(fetch, '/api/fantasy/games/1/picks')).toEqual([{ picks: selected.slice(0, 2) }]);
  });

  it('shows a server refusal in the Sorry! dialog and keeps the picks', async () => {
    server({ signedIn: true, save: 'too-many' });
    const u = userEvent.setup();
    renderPage(<FantasyPlayersPage />, { path: '/fantasy-players' });
    await u.click(await screen.findByRole('button', { name: 'Add Mason Thibault' }));
    await u.click(submitButton());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Sorry!');
    expect(dialog).toHaveTextContent('You can Only Select 8 Teams!');
    await u.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(within(myPicks()!).getByText('Mason Thibault')).toBeInTheDocument();
  });

  it('shows a failed load in the Sorry! dialog, with a retry', async () => {
    const u = userEvent.setup();
    mockFetch((url) =>
      url === '/api/fantasy/games/current'
        ? json({ error: { code: 'SOMETHING_WRONG', ...catalogue.SOMETHING_WRONG } }, 500)
        : json({ error: { code: 'AUTH_REQUIRED', ...catalogue.AUTH_REQUIRED } }, 401),
    );
    renderPage(<FantasyPlayersPage />, { path: '/fantasy-players' });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Sorry!');
    expect(dialog).toHaveTextContent(catalogue.SOMETHING_WRONG.message);
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('restoredPicks', () => {
  it('keeps well-formed picks once each and ignores the rest', () => {
    expect(restoredPicks(null)).toBeNull();
    expect(restoredPicks({ selected: 'x' })).toBeNull();
    expect(
      restoredPicks({
        selected: [{ playerId: 1, bench: true }, { playerId: 1, bench: false }, { playerId: '2' }, 3, null],
      }),
    ).toEqual([{ playerId: 1, bench: true }]);
  });
});
