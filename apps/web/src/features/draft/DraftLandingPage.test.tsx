import { catalogue, type DraftContest } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage } from '../../test/render';
import { DraftLandingPage } from './DraftLandingPage';
import { contestFixture, player } from './testData';

function api(contests: DraftContest[], user: typeof player | null = player) {
  return mockFetch((url) => {
    if (url === '/api/auth/me')
      return user
        ? json({ user })
        : json({ error: { code: 'AUTH_REQUIRED', ...catalogue.AUTH_REQUIRED } }, 401);
    if (url === '/api/draft/contests') return json({ contests });
    return json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404);
  });
}

describe('DraftLandingPage', () => {
  it('shows the open draft with its deadline, first pick, Enter Now! and the prize grid', async () => {
    api(
      [
        contestFixture({ id: 3, status: 'open', pickDeadline: '2030-04-23T03:59:00.000Z' }),
        contestFixture({ id: 2, status: 'final', picksMade: 32, startAt: '2030-04-01T00:00:00.000Z' }),
      ],
      null,
    );
    const u = userEvent.setup();
    renderPage(<DraftLandingPage />, { path: '/draft-day' });
    expect(screen.getByRole('status')).toHaveTextContent(/Loading/);
    expect(
      await screen.findByRole('heading', { level: 1, name: '2020 NFL Power Draft' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Win up to $25,000')).toBeInTheDocument();
    expect(
      screen.getByText('Use Your Powerplays to Match Your Picks and win up to $25k!'),
    ).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Contest' });
    expect(card).toHaveTextContent('StatusOpen');
    expect(card).toHaveTextContent('Deadline for changing picksApr 22, 2030, 11:59 PM EDT');
    expect(card).toHaveTextContent('First pickApr 23, 2030, 8:00 PM EDT');
    expect(screen.getByRole('link', { name: 'Enter Now!' })).toHaveAttribute(
      'href',
      '/draft-day-teams?contest=3',
    );
    expect(screen.queryByRole('link', { name: 'Watch Live Draft' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Next draft' })).not.toBeInTheDocument();
    expect(screen.getByText(/excluding Quebec/)).toBeInTheDocument();
    expect(screen.getByText('One entry per person.')).toBeInTheDocument();
    // The other advertised prize is a real contest: the ad links to NFL PowerLine's page.
    const powerline = screen.getByRole('region', { name: '$2000 NFL PowerLine' });
    expect(within(powerline).getByRole('link', { name: 'Play NFL PowerLine' })).toHaveAttribute(
      'href',
      '/select-teams-powerline',
    );

    await u.click(screen.getByRole('button', { name: 'Prize Grid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prize Grid' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '32 of 32$25,000',
      '31 of 32$1,000',
      '30 of 32$500',
      '29 of 32$200',
      '28 of 32$100',
    ]);
    expect(dialog).toHaveTextContent('All Prizes Will be divided equally among Winners');
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('while a draft is live, shows it first with Watch Live Draft, and the next draft to enter beside it', async () => {
    api(
      [
        contestFixture({ id: 4, status: 'live', picksMade: 15, startAt: '2030-04-20T10:00:00.000Z' }),
        contestFixture({
          id: 5,
          status: 'open',
          pickDeadline: '2030-04-20T10:09:00.000Z',
          startAt: '2030-04-20T10:10:00.000Z',
        }),
      ],
      null,
    );
    renderPage(<DraftLandingPage />, { path: '/draft-day' });
    const card = await screen.findByRole('region', { name: 'Contest' });
    expect(card).toHaveTextContent('StatusIn Progress');
    expect(card).toHaveTextContent('Picks15 of 32 picks made');
    expect(within(card).getByRole('link', { name: 'Watch Live Draft' })).toHaveAttribute(
      'href',
      '/draft-day-live?contest=4',
    );
    // Its entries are closed: no Enter Now! on it, but on the next draft's card.
    expect(within(card).queryByRole('link', { name: 'Enter Now!' })).not.toBeInTheDocument();
    const next = screen.getByRole('region', { name: 'Next draft' });
    expect(next).toHaveTextContent('First pickApr 20, 2030, 6:10 AM EDT');
    expect(within(next).getByRole('link', { name: 'Enter Now!' })).toHaveAttribute(
      'href',
      '/draft-day-teams?contest=5',
    );
    expect(screen.getAllByRole('link', { name: 'Enter Now!' })).toHaveLength(1);
  });

  it('with my entry in a live draft: View My Mock Draft Selections and Watch Live Draft', async () => {
    api([contestFixture({ id: 4, status: 'live', picksMade: 5, myEntryId: 77 })]);
    renderPage(<DraftLandingPage />, { path: '/draft-day' });
    expect(await screen.findByRole('link', { name: 'View My Mock Draft Selections' })).toHaveAttribute(
      'href',
      '/draft-day-teams?contest=4',
    );
    expect(screen.getByRole('link', { name: 'Watch Live Draft' })).toHaveAttribute(
      'href',
      '/draft-day-live?entry=77',
    );
    expect(screen.getByRole('region', { name: 'Contest' })).toHaveTextContent('StatusIn Progress');
  });

  it('shows the draft the address names (?contest=), not the featured one', async () => {
    api([contestFixture({ id: 3, status: 'open' }), contestFixture({ id: 9, status: 'open' })]);
    renderPage(<DraftLandingPage />, { path: '/draft-day', at: '/draft-day?contest=9' });
    expect(await screen.findByRole('link', { name: 'Enter Now!' })).toHaveAttribute(
      'href',
      '/draft-day-teams?contest=9',
    );
  });

  it('says so when no draft is scheduled', async () => {
    api([]);
    renderPage(<DraftLandingPage />, { path: '/draft-day' });
    expect(
      await screen.findByText('No draft contest is scheduled right now. Check back soon!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Enter Now!' })).not.toBeInTheDocument();
  });
});
