import { catalogue, type League } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage, sentBodies } from '../../../test/render';
import { LeaguePage } from './LeaguePage';
import { league, leagueAsMember, player, refusal, season } from './testData';

const path = '/leagues/:id';
const at = '/leagues/12';
const url = '/api/leagues/12';

const sports = {
  sports: [
    {
      id: 2,
      slug: 'baseball',
      name: 'Baseball',
      leagueId: 15,
      gameTypes: [
        {
          id: 21,
          sportId: 2,
          name: 'High 5',
          layout: 'high5',
          rule: 'high5',
          noGameText: '',
          imageUrl: '/a.png',
          headerImageUrl: '/b.png',
        },
        {
          id: 22,
          sportId: 2,
          name: 'Mock-up',
          layout: 'cta',
          rule: null,
          noGameText: '',
          imageUrl: '/a.png',
          headerImageUrl: '/b.png',
        },
      ],
    },
  ],
};

function api(answer: () => Response, more: Record<string, () => Response> = {}) {
  return mockFetch((asked, init) => {
    const key = `${init?.method ?? 'GET'} ${asked}`;
    if (more[key]) return more[key]();
    if (asked === '/api/auth/me') return json({ user: player });
    if (asked === url) return answer();
    if (asked === '/api/sports') return json(sports);
    return json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404);
  });
}

const noContent = () => new Response(null, { status: 204 });

const cells = (row: HTMLElement) =>
  [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((c) => c.textContent);

async function seasonCard() {
  return screen.findByRole('region', { name: /^Season \d+$/ });
}

function leaderboardRows(card: HTMLElement) {
  return within(within(card).getAllByRole('table')[0]!).getAllByRole('row').slice(1);
}

describe('LeaguePage', () => {
  it("shows the open season's leaderboard (me marked) and its contests, linked", async () => {
    api(() => json(league()));
    renderPage(<LeaguePage />, { path, at });
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday Club' })).toBeInTheDocument();
    expect(screen.getByText('2 members · Season 2 · You are its commissioner')).toBeInTheDocument();
    const card = await seasonCard();
    expect(card).toHaveAccessibleName('Season 2');
    const [first, mine] = leaderboardRows(card);
    expect(cells(first!)).toEqual(['Ace', '1', '17', '1', '2']);
    expect(cells(mine!)).toEqual(['Lucky You', '2', '8', '0', '2']);
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(first).not.toHaveAttribute('aria-current');
    expect(
      within(card).getByText(
        'League points per contest: 10, 7, 5, 3, 1 for places 1 to 5, 1 for each place after.',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Chase the Ace · MLB replay: Monday' })).toHaveAttribute(
      'href',
      '/private-contests/41',
    );
    expect(within(card).getByText('Final')).toBeInTheDocument();
    expect(document.title).toBe('Friday Club · Powerplay');
  });

  it('gives the commissioner the invitation, Remove, recurring contests to add and stop, End season', async () => {
    api(() => json(league()));
    renderPage(<LeaguePage />, { path, at });
    const invite = await screen.findByRole('region', { name: 'Invite friends' });
    expect(within(invite).getByRole('textbox', { name: 'Join link' })).toHaveValue(
      `${window.location.origin}/leagues/join/7KQ2M-X9D4T`,
    );
    const members = screen.getByRole('region', { name: 'Members (2)' });
    expect(within(members).getByRole('button', { name: 'Remove Ace' })).toBeInTheDocument();
    // The commissioner stays: no Remove of their own, no Leave.
    expect(within(members).getAllByRole('button')).toHaveLength(1);
    const schedules = screen.getByRole('region', { name: 'Recurring contests' });
    expect(within(schedules).getByRole('listitem')).toHaveTextContent(/^Lotto 747/);
    expect(within(schedules).getByRole('button', { name: 'Stop Lotto 747' })).toBeInTheDocument();
    expect(within(schedules).getByRole('button', { name: 'Add a recurring contest' })).toBeInTheDocument();
    expect(within(await seasonCard()).getByRole('button', { name: 'End season 2' })).toBeInTheDocument();
  });

  it("hides the commissioner's controls from a member, who may leave", async () => {
    const u = userEvent.setup();
    const fetch = api(() => json(leagueAsMember()), { [`DELETE ${url}/members/8`]: noContent });
    renderPage(<LeaguePage />, { path, at });
    const members = await screen.findByRole('region', { name: 'Members (2)' });
    expect(screen.getByText('2 members · Season 2')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invite friends' })).not.toBeInTheDocument();
    expect(within(members).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    const schedules = screen.getByRole('region', { name: 'Recurring contests' });
    expect(within(schedules).getByRole('listitem')).toHaveTextContent('Lotto 747');
    expect(within(schedules).queryByRole('button')).not.toBeInTheDocument();
    expect(within(await seasonCard()).queryByRole('button', { name: /^End season/ })).not.toBeInTheDocument();

    await u.click(within(members).getByRole('button', { name: 'Leave the league' }));
    const question = await screen.findByRole('alertdialog', { name: 'Leave the league?' });
    await u.click(within(question).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/my-account/leagues');
    expect(
      fetch.mock.calls.some(([asked, init]) => asked === `${url}/members/8` && init?.method === 'DELETE'),
    ).toBe(true);
  });

  it('removes a member once the commissioner confirms', async () => {
    const u = userEvent.setup();
    let current: League = league();
    const fetch = api(() => json(current), {
      [`DELETE ${url}/members/8`]: () => {
        current = league({ memberCount: 1, members: league().members.slice(0, 1) });
        return noContent();
      },
    });
    renderPage(<LeaguePage />, { path, at });
    const members = await screen.findByRole('region', { name: 'Members (2)' });
    await u.click(within(members).getByRole('button', { name: 'Remove Ace' }));
    let question = await screen.findByRole('alertdialog', { name: 'Remove Ace?' });
    await u.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await u.click(within(members).getByRole('button', { name: 'Remove Ace' }));
    question = await screen.findByRole('alertdialog', { name: 'Remove Ace?' });
    await u.click(within(question).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('region', { name: 'Members (1)' })).toHaveTextContent(
      'Ace is no longer in the league.',
    );
  });

  it('adds a recurring contest from the lottery or sports games, checked by the schema', async () => {
    const u = userEvent.setup();
    const fetch = api(() => json(league()), {
      [`POST ${url}/schedules`]: () =>
        json(
          league({
            schedules: [
              ...league().schedules,
              { id: 4, gameTypeId: 21, lotteryGameType: null, title: 'Baseball · High 5' },
            ],
          }),
        ),
    });
    renderPage(<LeaguePage />, { path, at });
    const schedules = await screen.findByRole('region', { name: 'Recurring contests' });
    await u.click(within(schedules).getByRole('button', { name: 'Add a recurring contest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a recurring contest' });
    const game = within(dialog).getByLabelText('Game');
    await within(dialog).findByRole('option', { name: 'Baseball · High 5' });
    // Lotto 747 is already played; a game type without rules cannot be.
    const options = within(game)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Choose a game', 'Sweet 16', 'Elite 8', 'Gridlock', 'Baseball · High 5']);

    await u.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      catalogue.LEAGUE_GAME_TYPE_INVALID.message,
    );
    expect(game).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(fetch, `${url}/schedules`)).toEqual([]);

    await u.selectOptions(game, 'Baseball · High 5');
    await u.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(schedules).findByRole('button', { name: 'Stop Baseball · High 5' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add a recurring contest' })).not.toBeInTheDocument();
    expect(sentBodies(fetch, `${url}/schedules`)).toEqual([{ gameTypeId: 21 }]);
  });

  it('stops a recurring contest once confirmed', async () => {
    const u = userEvent.setup();
    api(() => json(league()), { [`DELETE ${url}/schedules/3`]: noContent });
    renderPage(<LeaguePage />, { path, at });
    const schedules = await screen.findByRole('region', { name: 'Recurring contests' });
    await u.click(within(schedules).getByRole('button', { name: 'Stop Lotto 747' }));
    const question = await screen.findByRole('alertdialog', { name: 'Stop this recurring contest?' });
    await u.click(within(question).getByRole('button', { name: 'Stop' }));
    expect(await within(schedules).findByText(/^None yet/)).toBeInTheDocument();
  });

  it('shows an ended season read-only from the picker, and ends the open one once confirmed', async () => {
    const u = userEvent.setup();
    const ended = season({
      number: 1,
      startedAt: '2030-03-01T12:00:00.000Z',
      endedAt: '2030-04-01T12:00:00.000Z',
      leaderboard: [{ displayName: 'Lucky', me: true, points: 10, firsts: 1, contests: 1 }],
      contests: [],
    });
    const fetch = api(() => json(league()), {
      [`GET ${url}/seasons/1`]: () => json(ended),
      [`POST ${url}/seasons`]: () =>
        json(
          league({
            season: season({ number: 3, leaderboard: [], contests: [] }),
            seasons: [
              { number: 3, startedAt: '2030-05-01T12:00:00.000Z', endedAt: null },
              ...league().seasons.map((s) =>
                s.number === 2 ? { ...s, endedAt: '2030-05-01T12:00:00.000Z' } : s,
              ),
            ],
          }),
        ),
    });
    renderPage(<LeaguePage />, { path, at });
    let card = await seasonCard();
    await u.selectOptions(within(card).getByLabelText('Season'), 'Season 1 (ended Apr 1, 2030)');
    card = await screen.findByRole('region', { name: 'Season 1' });
    expect(await within(card).findByText(/This season has ended/)).toBeInTheDocument();
    expect(cells(leaderboardRows(card)[0]!)).toEqual(['Lucky You', '1', '10', '1', '1']);
    expect(within(card).getByText('This season had no league contest.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^End season/ })).not.toBeInTheDocument();

    await u.selectOptions(within(card).getByLabelText('Season'), 'Season 2 (open)');
    card = await screen.findByRole('region', { name: 'Season 2' });
    await u.click(within(card).getByRole('button', { name: 'End season 2' }));
    const question = await screen.findByRole('alertdialog', { name: 'End season 2?' });
    await u.click(within(question).getByRole('button', { name: 'End season' }));
    expect(await screen.findByRole('region', { name: 'Season 3' })).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([asked]) => asked === `${url}/seasons`)).toHaveLength(1);
  });

  it("is a not-found state in the catalogue's words for anyone but a member (the server's 404)", async () => {
    api(() => refusal('LEAGUE_NOT_FOUND'));
    renderPage(<LeaguePage />, { path, at });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(catalogue.LEAGUE_NOT_FOUND.title);
    expect(alert).toHaveTextContent(catalogue.LEAGUE_NOT_FOUND.message);
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'My leagues' })).toHaveAttribute(
      'href',
      '/my-account/leagues',
    );
  });
});
