import { catalogue } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { JoinPage } from './JoinPage';
import { invitation, player, refusal, signedOut } from './testData';

const path = '/join/:code';
const at = '/join/7KQ2M-X9D4T';
const preview = '/api/invitations/7KQ2M-X9D4T';

function api({
  signedIn,
  answer = () => json(invitation()),
  join = () => json({ id: 31 }),
}: {
  signedIn: boolean;
  answer?: () => Response;
  join?: () => Response;
}) {
  return mockFetch((url, init) => {
    if (url === '/api/auth/me') return signedIn ? json({ user: player }) : json(signedOut, 401);
    if (url === preview) return answer();
    if (url === '/api/invitations/join' && init?.method === 'POST') return join();
    return json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404);
  });
}

async function card() {
  return screen.findByRole('article', { name: 'Office Pool' });
}

describe('JoinPage', () => {
  it('shows a visitor what the code invites to, and signs up or in to come back here', async () => {
    api({ signedIn: false });
    const u = userEvent.setup();
    renderPage(<JoinPage />, { path, at });
    const invited = await card();
    expect(screen.getByRole('heading', { level: 1, name: 'Join a private contest' })).toBeInTheDocument();
    expect(invited).toHaveTextContent('GameChase the Ace · MLB replay: Monday');
    expect(invited).toHaveTextContent('StartsApr 1, 2030, 7:05 PM EDT');
    expect(invited).toHaveTextContent('Created byLucky');
    expect(invited).toHaveTextContent('Members2 of 10 members');
    expect(invited).toHaveTextContent('StatusOpen');
    expect(within(invited).queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect(within(invited).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');

    await u.click(within(invited).getByRole('link', { name: 'Sign up to join' }));
    // The sign-up page comes back to the invitation afterwards (its `backlink`).
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/register {"backlink":"join/7KQ2M-X9D4T"}',
    );
  });

  it('joins a signed-in player and opens the contest', async () => {
    const fetch = api({ signedIn: true });
    const u = userEvent.setup();
    const { router } = renderPage(<JoinPage />, { path, at });
    await u.click(within(await card()).getByRole('button', { name: 'Join' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/private-contests/31');
    expect(router.state.location.pathname).toBe('/private-contests/31');
    expect(sentBodies(fetch, '/api/invitations/join')).toEqual([{ code: '7KQ2M-X9D4T' }]);
  });

  it('links a member to the contest instead of Join', async () => {
    api({ signedIn: true, answer: () => json(invitation({ member: true })) });
    renderPage(<JoinPage />, { path, at });
    const invited = await card();
    expect(invited).toHaveTextContent('You are a member of this contest.');
    expect(within(invited).getByRole('link', { name: 'Open the contest' })).toHaveAttribute(
      'href',
      '/private-contests/31',
    );
    expect(within(invited).queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  it("says why a contest takes nobody more (full, started), in the catalogue's words", async () => {
    api({ signedIn: true, answer: () => json(invitation({ memberCount: 10 })) });
    const first = renderPage(<JoinPage />, { path, at });
    expect(await card()).toHaveTextContent(catalogue.FRIENDS_CONTEST_FULL.message);
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    first.unmount();

    api({ signedIn: true, answer: () => json(invitation({ status: 'live' })) });
    renderPage(<JoinPage />, { path, at });
    expect(await card()).toHaveTextContent(catalogue.FRIENDS_CONTEST_STARTED.message);
  });

  it("shows a refused join (an entry rule) in the catalogue's words", async () => {
    api({ signedIn: true, join: () => refusal('SELF_EXCLUDED') });
    const u = userEvent.setup();
    renderPage(<JoinPage />, { path, at });
    await u.click(within(await card()).getByRole('button', { name: 'Join' }));
    const message = await screen.findByRole('alertdialog', { name: catalogue.SELF_EXCLUDED.title });
    expect(message).toHaveAccessibleDescription(catalogue.SELF_EXCLUDED.message);
  });

  it('says an invalid code is not valid: the server’s answer, or a code that cannot be one', async () => {
    api({ signedIn: false, answer: () => refusal('FRIENDS_CODE_INVALID') });
    const first = renderPage(<JoinPage />, { path, at });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(catalogue.FRIENDS_CODE_INVALID.title);
    expect(alert).toHaveTextContent(catalogue.FRIENDS_CODE_INVALID.message);
    // A 404 stays one: no "Try again".
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    first.unmount();

    const fetch = api({ signedIn: false });
    renderPage(<JoinPage />, { path, at: '/join/not-a-code' });
    expect(await screen.findByRole('alert')).toHaveTextContent(catalogue.FRIENDS_CODE_INVALID.message);
    const asked = fetch.mock.calls.map(([url]) => (typeof url === 'string' ? url : ''));
    expect(asked.filter((url) => url.startsWith('/api/invitations/'))).toEqual([]);
  });
});
