import { catalogue } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage, sentBodies } from '../../../test/render';
import { LeagueJoinPage } from './LeagueJoinPage';
import { leagueInvitation, player, refusal, signedOut } from './testData';

const path = '/leagues/join/:code';
const at = '/leagues/join/7KQ2M-X9D4T';
const preview = '/api/leagues/invitations/7KQ2M-X9D4T';

function api({
  signedIn,
  answer = () => json(leagueInvitation()),
  join = () => json({ id: 12 }),
}: {
  signedIn: boolean;
  answer?: () => Response;
  join?: () => Response;
}) {
  return mockFetch((url, init) => {
    if (url === '/api/auth/me') return signedIn ? json({ user: player }) : json(signedOut, 401);
    if (url === preview) return answer();
    if (url === '/api/leagues/join' && init?.method === 'POST') return join();
    return json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404);
  });
}

async function card() {
  return screen.findByRole('article', { name: 'Friday Club' });
}

describe('LeagueJoinPage', () => {
  it('shows a visitor what the code invites to, and signs up or in to come back here', async () => {
    api({ signedIn: false });
    const u = userEvent.setup();
    renderPage(<LeagueJoinPage />, { path, at });
    const invited = await card();
    expect(screen.getByRole('heading', { level: 1, name: 'Join a league' })).toBeInTheDocument();
    expect(invited).toHaveTextContent('CommissionerLucky');
    expect(invited).toHaveTextContent('Members2 of 500');
    expect(within(invited).queryByRole('button', { name: 'Join the league' })).not.toBeInTheDocument();
    expect(within(invited).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');

    await u.click(within(invited).getByRole('link', { name: 'Sign up to join' }));
    // The sign-up page comes back to the invitation afterwards (its `backlink`).
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/register {"backlink":"leagues/join/7KQ2M-X9D4T"}',
    );
  });

  it('joins a signed-in player and opens the league', async () => {
    const fetch = api({ signedIn: true });
    const u = userEvent.setup();
    const { router } = renderPage(<LeagueJoinPage />, { path, at });
    await u.click(within(await card()).getByRole('button', { name: 'Join the league' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/leagues/12');
    expect(router.state.location.pathname).toBe('/leagues/12');
    expect(sentBodies(fetch, '/api/leagues/join')).toEqual([{ code: '7KQ2M-X9D4T' }]);
  });

  it('links a member to the league instead of Join', async () => {
    api({ signedIn: true, answer: () => json(leagueInvitation({ member: true })) });
    renderPage(<LeagueJoinPage />, { path, at });
    const invited = await card();
    expect(invited).toHaveTextContent('You are a member of this league.');
    expect(within(invited).getByRole('link', { name: 'Open the league' })).toHaveAttribute(
      'href',
      '/leagues/12',
    );
    expect(within(invited).queryByRole('button')).not.toBeInTheDocument();
  });

  it("says a full league takes nobody more, and shows a refused join, in the catalogue's words", async () => {
    api({ signedIn: true, answer: () => json(leagueInvitation({ memberCount: 500 })) });
    const first = renderPage(<LeagueJoinPage />, { path, at });
    expect(await card()).toHaveTextContent(catalogue.LEAGUE_FULL.message);
    expect(screen.queryByRole('button', { name: 'Join the league' })).not.toBeInTheDocument();
    first.unmount();

    api({ signedIn: true, join: () => refusal('LEAGUE_FULL') });
    const u = userEvent.setup();
    renderPage(<LeagueJoinPage />, { path, at });
    await u.click(within(await card()).getByRole('button', { name: 'Join the league' }));
    const message = await screen.findByRole('alertdialog', { name: catalogue.LEAGUE_FULL.title });
    expect(message).toHaveAccessibleDescription(catalogue.LEAGUE_FULL.message);
  });

  it('says an invalid code is not valid: the server’s answer, or a code that cannot be one', async () => {
    api({ signedIn: false, answer: () => refusal('FRIENDS_CODE_INVALID') });
    const first = renderPage(<LeagueJoinPage />, { path, at });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(catalogue.FRIENDS_CODE_INVALID.message);
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    first.unmount();

    const fetch = api({ signedIn: false });
    renderPage(<LeagueJoinPage />, { path, at: '/leagues/join/not-a-code' });
    expect(await screen.findByRole('alert')).toHaveTextContent(catalogue.FRIENDS_CODE_INVALID.message);
    const asked = fetch.mock.calls.map(([url]) => (typeof url === 'string' ? url : ''));
    expect(asked.filter((url) => url.startsWith('/api/leagues/'))).toEqual([]);
  });
});
