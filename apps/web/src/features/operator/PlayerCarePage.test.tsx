import { catalogue, notices, type PlayerCareResponse } from '@powerplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { PlayerCarePage } from './PlayerCarePage';

const player: PlayerCareResponse['player'] = {
  id: 42,
  displayName: 'Ann Player',
  email: 'ann@example.com',
  role: 'player',
  club: 'elite',
  firstName: 'Ann',
  lastName: 'Player',
  country: 'CA',
  province: 'ON',
  createdAt: '2026-11-01T15:00:00.000Z',
  suspension: null,
};

const view = (over: Partial<PlayerCareResponse> = {}): PlayerCareResponse => ({
  player,
  subscriptions: [],
  balance: { cashCents: 123_456, points: 1_500, pendingWithdrawalCents: 10_000 },
  receivables: [],
  withdrawals: [
    {
      id: 9,
      userId: 42,
      amountCents: 10_000,
      paypalEmail: 'ann@paypal.example.com',
      status: 'pending',
      createdAt: '2026-11-20T15:00:00.000Z',
      decidedAt: null,
      held: false,
    },
  ],
  entries: [
    {
      id: 5,
      contestKind: 'lottery',
      contestId: 77,
      contestName: 'Lotto 747 draw of Nov 22, 2026, 7:05 AM EST',
      sport: null,
      enteredAt: '2026-11-21T15:00:00.000Z',
      voidedAt: null,
    },
  ],
  entriesTotal: 1,
  responsibleGaming: {
    limits: {
      dailyEntries: 5,
      weeklyEntries: null,
      monthlyEntries: null,
      dailySpendCents: 2_500,
      weeklySpendCents: null,
      monthlySpendCents: null,
    },
    pending: [],
    selfExcludedUntil: null,
    permanentlyExcluded: false,
    emailVerified: false,
  },
  ...over,
});

const noLedger = { transactions: [], page: 1, pageSize: 20, total: 0 };

function serve(care: () => PlayerCareResponse, onPost?: (url: string) => Response) {
  return mockFetch((url, init) => {
    if (init?.method === 'POST' && onPost) return onPost(url);
    if (url === '/api/operator/players/42') return json(care());
    if (url.startsWith('/api/operator/players/42/transactions')) return json(noLedger);
    if (url === '/api/store/products')
      return json({ products: [{ id: 'football-basic-13', name: 'Football Basic', sport: 'football' }] });
    return json({ error: { code: 'NOT_FOUND', title: 'x', message: 'x' } }, 404);
  });
}

const render = (at = '/operator/players/42') =>
  renderPage(<PlayerCarePage />, { path: '/operator/players/:id', at });

afterEach(() => vi.unstubAllGlobals());

describe('PlayerCarePage', () => {
  it("shows the player's profile, balance, withdrawals, entries and limits", async () => {
    serve(() => view());
    render();
    expect(await screen.findByRole('heading', { name: /Ann Player/ })).toBeInTheDocument();
    const balance = screen.getByRole('region', { name: 'Balance' });
    expect(balance).toHaveTextContent('$1,234.56');
    expect(balance).toHaveTextContent('1,500 Pts.');
    const [entries] = screen.getAllByRole('region', { name: 'Entries' });
    expect(within(entries!).getByRole('table')).toHaveTextContent('Lottery draw');
    expect(within(entries!).getByRole('table')).toHaveTextContent('Lotto 747 draw of Nov 22, 2026');
    expect(screen.getByRole('region', { name: 'Limits and exclusions' })).toHaveTextContent('$25.00');
    expect(screen.getByText(notices.NO_CARE_SUBSCRIPTIONS.message)).toBeInTheDocument();
    expect(await screen.findByText(notices.NO_TRANSACTIONS.message)).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('says a home, a plan, a status and a contest in words, not codes', async () => {
    serve(() =>
      view({
        subscriptions: [
          {
            subscriptionId: 3,
            productId: 'football-basic-13',
            sport: 'football',
            games: 10,
            startedAt: '2026-11-02T15:00:00.000Z',
            expiresAt: null,
          },
        ],
        entries: [
          {
            id: 5,
            contestKind: 'lottery',
            contestId: 77,
            contestName: 'Lotto 747 draw of Nov 22, 2026, 7:05 AM EST',
            sport: null,
            enteredAt: '2026-11-21T15:00:00.000Z',
            voidedAt: null,
          },
          {
            id: 6,
            contestKind: 'draft',
            contestId: 3,
            contestName: '2020 NFL Power Draft (Nov 26, 2026, 8:00 PM EST)',
            sport: null,
            enteredAt: '2026-11-21T16:00:00.000Z',
            voidedAt: null,
          },
          {
            id: 7,
            contestKind: 'sports',
            contestId: 56,
            contestName: 'Monday Ace (Hockey Chase the Ace, Nov 23, 2026, 7:00 PM EST)',
            sport: 'hockey',
            enteredAt: '2026-11-21T17:00:00.000Z',
            voidedAt: null,
          },
        ],
        entriesTotal: 3,
      }),
    );
    render();
    const profile = await screen.findByRole('region', { name: /Ann Player/ });
    expect(profile).toHaveTextContent('HomeOntario, Canada');
    const [plans] = screen.getAllByRole('region', { name: 'Subscriptions' });
    expect(await within(plans!).findByText('Football Basic')).toBeInTheDocument();
    expect(within(plans!).getByRole('table')).toHaveTextContent('Football');
    expect(within(plans!).queryByText('football-basic-13')).not.toBeInTheDocument();
    const [withdrawals] = screen.getAllByRole('region', { name: 'Withdrawals' });
    expect(within(withdrawals!).getByText('Pending')).toBeInTheDocument();
    const [entries] = screen.getAllByRole('region', { name: 'Entries' });
    const table = within(entries!).getByRole('table');
    expect(
      within(table).getByRole('link', { name: 'Lotto 747 draw of Nov 22, 2026, 7:05 AM EST' }),
    ).toHaveAttribute('href', '/lotto-result?game=77');
    expect(
      within(table).getByRole('link', { name: '2020 NFL Power Draft (Nov 26, 2026, 8:00 PM EST)' }),
    ).toHaveAttribute('href', '/draft-day-teams?contest=3');
    expect(table).toHaveTextContent('Monday Ace (Hockey Chase the Ace, Nov 23, 2026, 7:00 PM EST)');
    expect(table).toHaveTextContent('Hockey');
    expect(table).not.toHaveTextContent('#56');
  });

  it('suspends with a reason, asked in a dialog; no reason sends nothing', async () => {
    const user = userEvent.setup();
    let current = view();
    const fetch = serve(
      () => current,
      () => {
        current = view({
          player: {
            ...player,
            suspension: { at: '2026-11-26T15:00:00.000Z', byId: 1, byName: 'Olga', reason: 'Chargeback' },
          },
          withdrawals: current.withdrawals.map((w) => ({ ...w, held: true })),
        });
        return json({ player: current.player });
      },
    );
    render();
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('alertdialog', { name: notices.SUSPEND_CONFIRM.title });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      catalogue.SUSPENSION_REASON_REQUIRED.message,
    );
    expect(sentBodies(fetch, '/api/operator/players/42/suspension')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason'), 'Chargeback');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sentBodies(fetch, '/api/operator/players/42/suspension')).toEqual([{ reason: 'Chargeback' }]);
    expect(await screen.findByText(/Reason: Chargeback/)).toBeInTheDocument();
    expect(screen.getByText(notices.WITHDRAWAL_HELD_NOTE.message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reinstate' })).toBeInTheDocument();
  });

  it("shows the server's refusal and offers no suspension of an operator", async () => {
    const user = userEvent.setup();
    const refused = catalogue.ACCOUNT_ALREADY_SUSPENDED;
    serve(
      () => view(),
      () => json({ error: { code: 'ACCOUNT_ALREADY_SUSPENDED', ...refused } }, 409),
    );
    render();
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    await user.type(screen.getByLabelText('Reason'), 'Twice');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText(refused.message)).toBeInTheDocument();

    vi.unstubAllGlobals();
    serve(() => view({ player: { ...player, role: 'operator' } }));
    render();
    expect(await screen.findByText(/Operator accounts cannot be suspended/)).toBeInTheDocument();
  });

  it('says a malformed id is no player, and shows a failed load with a retry', async () => {
    const fetch = serve(() => view());
    render('/operator/players/abc');
    expect(screen.getByText(catalogue.USER_NOT_FOUND.message)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    vi.unstubAllGlobals();
    mockFetch(() => json({ error: { code: 'SOMETHING_WRONG', title: 'Sorry!', message: 'x' } }, 500));
    render();
    expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
