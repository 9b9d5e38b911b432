import { catalogue } from '@powerplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { leagueKeys } from './queryKeys';
import { json, mockFetch, renderPage, sentBodies } from '../../../test/render';
import { MyLeagues } from './MyLeagues';
import { MyLeaguesPage } from './MyLeaguesPage';
import { league, player, refusal } from './testData';

const path = '/my-account/leagues';
const friday = { id: 12, name: 'Friday Club', memberCount: 2, commissioner: true };
const office = { id: 13, name: 'Office', memberCount: 14, commissioner: false };

function api({
  leagues = [] as (typeof friday)[],
  create = () => json(league(), 201),
  join = () => json({ id: 12 }),
} = {}) {
  return mockFetch((url, init) => {
    if (url === '/api/auth/me') return json({ user: player });
    if (url === '/api/leagues' && init?.method === 'POST') return create();
    if (url === '/api/leagues') return json({ leagues });
    if (url === '/api/leagues/join' && init?.method === 'POST') return join();
    return json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404);
  });
}

/** The bodies POSTed to `/api/leagues` (its GET is the list). */
const created = (fetch: ReturnType<typeof api>) =>
  sentBodies(fetch, '/api/leagues').filter((body) => body !== null);

const cells = (row: HTMLElement) =>
  [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((c) => c.textContent);

describe('MyLeaguesPage', () => {
  it('says I am in no league yet, and offers creating one and joining one with a code', async () => {
    api();
    renderPage(<MyLeaguesPage />, { path });
    expect(
      await screen.findByText(
        'You are not in a league yet. Create one and invite your friends, or join one with a code.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create a league' })).toBeInTheDocument();
    const join = screen.getByRole('region', { name: 'Join with a code' });
    expect(within(join).getByLabelText('Invitation code')).toBeInTheDocument();
    expect(document.title).toBe('My Leagues · Powerplay');
  });

  it('lists my leagues: members, the commissioner badge, a link to each', async () => {
    api({ leagues: [friday, office] });
    renderPage(<MyLeaguesPage />, { path });
    const table = await screen.findByRole('table');
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(cells(first!)).toEqual(['Friday Club', '2', 'Commissioner', 'Open Friday Club']);
    expect(cells(second!)).toEqual(['Office', '14', 'Member', 'Open Office']);
    expect(within(second!).getByRole('link', { name: 'Open Office' })).toHaveAttribute('href', '/leagues/13');
  });

  it("tells the name's problem at the field in the catalogue's words, then creates and opens the league", async () => {
    const fetch = api();
    const u = userEvent.setup();
    renderPage(<MyLeaguesPage />, { path });
    await u.click(await screen.findByRole('button', { name: 'Create a league' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a league' });
    const name = within(dialog).getByLabelText('League name');
    const submit = within(dialog).getByRole('button', { name: 'Create league' });

    await u.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      catalogue.LEAGUE_NAME_REQUIRED.message,
    );
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await u.type(name, 'x!');
    await u.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(catalogue.LEAGUE_NAME_INVALID.message);
    expect(name).toHaveAccessibleDescription(expect.stringContaining(catalogue.LEAGUE_NAME_INVALID.message));
    expect(created(fetch)).toEqual([]);

    await u.clear(name);
    await u.type(name, '  Friday Club ');
    await u.click(submit);
    expect(await screen.findByTestId('location')).toHaveTextContent('/leagues/12');
    expect(created(fetch)).toEqual([{ name: 'Friday Club' }]);
  });

  it("shows the server's refusal of a new league in a message", async () => {
    api({ create: () => refusal('LEAGUE_NAME_INVALID') });
    const u = userEvent.setup();
    renderPage(<MyLeaguesPage />, { path });
    await u.click(await screen.findByRole('button', { name: 'Create a league' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a league' });
    await u.type(within(dialog).getByLabelText('League name'), 'Friday Club');
    await u.click(within(dialog).getByRole('button', { name: 'Create league' }));
    const message = await screen.findByRole('alertdialog', { name: catalogue.LEAGUE_NAME_INVALID.title });
    expect(message).toHaveAccessibleDescription(catalogue.LEAGUE_NAME_INVALID.message);
  });

  it('joins with a code typed leniently, after telling a code that cannot be one at the field', async () => {
    const fetch = api();
    const u = userEvent.setup();
    renderPage(<MyLeaguesPage />, { path });
    const join = await screen.findByRole('region', { name: 'Join with a code' });
    const code = within(join).getByLabelText('Invitation code');
    await u.click(within(join).getByRole('button', { name: 'Join league' }));
    expect(await within(join).findByRole('alert')).toHaveTextContent(catalogue.FRIENDS_CODE_REQUIRED.message);
    await u.type(code, 'ABC');
    await u.click(within(join).getByRole('button', { name: 'Join league' }));
    expect(await within(join).findByRole('alert')).toHaveTextContent(catalogue.FRIENDS_CODE_INVALID.message);
    expect(sentBodies(fetch, '/api/leagues/join')).toEqual([]);

    await u.clear(code);
    await u.type(code, '7kq2m x9d4t');
    await u.click(within(join).getByRole('button', { name: 'Join league' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/leagues/12');
    expect(sentBodies(fetch, '/api/leagues/join')).toEqual([{ code: '7KQ2MX9D4T' }]);
  });

  it("shows a refused join (the league is full) in the catalogue's words", async () => {
    api({ join: () => refusal('LEAGUE_FULL') });
    const u = userEvent.setup();
    renderPage(<MyLeaguesPage />, { path });
    const join = await screen.findByRole('region', { name: 'Join with a code' });
    await u.type(within(join).getByLabelText('Invitation code'), '7KQ2M-X9D4T');
    await u.click(within(join).getByRole('button', { name: 'Join league' }));
    const message = await screen.findByRole('alertdialog', { name: catalogue.LEAGUE_FULL.title });
    expect(message).toHaveAccessibleDescription(catalogue.LEAGUE_FULL.message);
  });
});

describe('MyLeagues (Game Central)', () => {
  it('lists my leagues, and nothing at all while I have none', async () => {
    api({ leagues: [friday] });
    const first = renderPage(<MyLeagues />);
    expect(await screen.findByRole('heading', { name: 'My leagues' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Friday Club' })).toHaveAttribute('href', '/leagues/12');
    first.unmount();

    api();
    const { container, queryClient } = renderPage(<MyLeagues />);
    await waitFor(() => expect(queryClient.getQueryState(leagueKeys.mine)?.status).toBe('success'));
    expect(container).toBeEmptyDOMElement();
  });
});
