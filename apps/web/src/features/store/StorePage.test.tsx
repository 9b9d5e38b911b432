import { catalogue, type Product } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { StorePage } from './StorePage';

const plan = (sport: Product['sport'], price: number, name: string): Product => ({
  id: `${sport}-basic-${price / 100}`,
  name,
  sport,
  priceCents: price,
  period: 'month',
  games: 10,
  description: `10 ${sport} games a month.`,
  club: price === 2000 ? 'elite' : 'basic',
  subscriptionIds: [1],
});
const products: Product[] = [
  {
    id: 'super-elite',
    name: 'Super Elite',
    sport: 'all',
    priceCents: 4000,
    period: 'once',
    games: null,
    description: 'Unlimited games.',
    club: 'super_elite',
    subscriptionIds: [7, 10, 13, 16],
  },
  ...(['football', 'baseball', 'hockey', 'basketball'] as const).flatMap((s) => [
    plan(s, 1300, `${s} Basic`),
    plan(s, 2000, `${s} Basic Plus`),
  ]),
];

function server({ funds }: { funds: boolean }) {
  let club = 'basic';
  return mockFetch((url, init) => {
    if (url === '/api/auth/me')
      return json({ user: { id: 3, displayName: 'Ada', email: 'a@x.com', role: 'player', club } });
    if (url === '/api/store/products') return json({ products });
    if (url === '/api/wallet')
      return json({
        cashCents: funds ? 10_000 : 1_000,
        points: 0,
        pendingWithdrawalCents: 0,
        withdrawalMinimumCents: 10_000,
      });
    if (url === '/api/store/orders' && init?.method === 'POST') {
      if (!funds)
        return json(
          { error: { code: 'STORE_INSUFFICIENT_FUNDS', ...catalogue.STORE_INSUFFICIENT_FUNDS } },
          409,
        );
      club = 'super_elite';
      return json({ order: { id: 12, totalCents: 5300, status: 'paid', productIds: [] } }, 201);
    }
    return json({}, 404);
  });
}

const total = () => screen.getByTestId('cart-total');

describe('StorePage', () => {
  it('adds and removes plans with a running total, then checks out with an Idempotency-Key', async () => {
    const fetch = server({ funds: true });
    const u = userEvent.setup();
    renderPage(<StorePage />, { path: '/powerplay-store' });

    await u.click(await screen.findByRole('button', { name: 'Add to cart: Super Elite' }));
    expect(total()).toHaveTextContent('$40.00');
    // Football is the first tab.
    expect(screen.getByRole('tab', { name: 'Football', selected: true })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Add to cart: football Basic' }));
    await u.click(screen.getByRole('tab', { name: 'Hockey' }));
    await u.click(await screen.findByRole('button', { name: 'Add to cart: hockey Basic Plus' }));
    expect(total()).toHaveTextContent('$73.00');
    await u.click(screen.getByRole('button', { name: 'Remove hockey Basic Plus' }));
    expect(total()).toHaveTextContent('$53.00');

    await u.click(screen.getByRole('button', { name: 'Checkout' }));
    const result = await screen.findByText(/Your order of \$53\.00 is paid/);
    expect(result).toHaveTextContent('Your club is now Super Elite.');
    expect(total()).toHaveTextContent('$0.00');

    expect(sentBodies(fetch, '/api/store/orders')).toEqual([
      { productIds: ['super-elite', 'football-basic-13'] },
    ]);
    const order = fetch.mock.calls.find(([url]) => url === '/api/store/orders');
    expect((order?.[1]?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the catalogue message when the cash balance is short, and keeps the cart', async () => {
    server({ funds: false });
    const u = userEvent.setup();
    renderPage(<StorePage />, { path: '/powerplay-store' });
    await u.click(await screen.findByRole('button', { name: 'Add to cart: Super Elite' }));
    await u.click(screen.getByRole('button', { name: 'Checkout' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(catalogue.STORE_INSUFFICIENT_FUNDS.title);
    expect(dialog).toHaveTextContent(catalogue.STORE_INSUFFICIENT_FUNDS.message);
    await u.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(total()).toHaveTextContent('$40.00');
  });

  it('sends a visitor to sign in with the cart kept', async () => {
    mockFetch((url) =>
      url === '/api/auth/me'
        ? json({ error: { code: 'AUTH_REQUIRED', ...catalogue.AUTH_REQUIRED } }, 401)
        : json({ products }),
    );
    const u = userEvent.setup();
    renderPage(<StorePage />, { path: '/powerplay-store' });
    await u.click(await screen.findByRole('button', { name: 'Add to cart: Super Elite' }));
    await u.click(screen.getByRole('link', { name: 'Sign in to check out' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/login {"backlink":"powerplay-store","selected":["super-elite"]}',
    );
  });
});
