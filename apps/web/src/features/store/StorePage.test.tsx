import { catalogue, notices, type Product } from '@powerplay/contracts';
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
  // Football and basketball have no contests yet.
  onSale: sport === 'baseball' || sport === 'hockey',
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
    onSale: true,
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
      const { productIds } = JSON.parse(init.body as string) as { productIds: string[] };
      if (productIds.includes('super-elite')) club = 'super_elite';
      const totalCents = products
        .filter((p) => productIds.includes(p.id))
        .reduce((sum, p) => sum + p.priceCents, 0);
      return json({ order: { id: 12, totalCents, status: 'paid', productIds } }, 201);
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

    // Baseball is the first tab with plans on sale (football has no contests yet).
    await u.click(await screen.findByRole('button', { name: 'Add to cart: baseball Basic' }));
    expect(screen.getByRole('tab', { name: 'Baseball', selected: true })).toBeInTheDocument();
    expect(total()).toHaveTextContent('$13.00');
    await u.click(screen.getByRole('tab', { name: 'Hockey' }));
    await u.click(await screen.findByRole('button', { name: 'Add to cart: hockey Basic Plus' }));
    expect(total()).toHaveTextContent('$33.00');
    await u.click(screen.getByRole('button', { name: 'Remove hockey Basic Plus' }));
    expect(total()).toHaveTextContent('$13.00');

    await u.click(screen.getByRole('button', { name: 'Checkout' }));
    const result = await screen.findByText(/Your order of \$13\.00 is paid/);
    expect(result).toHaveTextContent('Your club is now Basic.');
    expect(total()).toHaveTextContent('$0.00');

    expect(sentBodies(fetch, '/api/store/orders')).toEqual([{ productIds: ['baseball-basic-13'] }]);
    const order = fetch.mock.calls.find(([url]) => url === '/api/store/orders');
    expect((order?.[1]?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('does not offer the plans of a sport without contests, and says when they come', async () => {
    server({ funds: true });
    const u = userEvent.setup();
    renderPage(<StorePage />, { path: '/powerplay-store' });
    for (const [tab, sport] of [
      ['Football', 'football'],
      ['Basketball', 'basketball'],
    ] as const) {
      await u.click(await screen.findByRole('tab', { name: tab }));
      const panel = screen.getByRole('tabpanel', { name: tab });
      expect(panel).toHaveTextContent(notices.STORE_PLANS_COMING.title);
      expect(panel).toHaveTextContent(`${tab} plans go on sale with the first ${sport} contests.`);
      expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: `Add to cart: ${sport} Basic` })).not.toBeInTheDocument();
    }
  });

  it('Super Elite takes the place of the sport plans in the cart, says so, and gives its billing period', async () => {
    const fetch = server({ funds: true });
    const u = userEvent.setup();
    renderPage(<StorePage />, { path: '/powerplay-store' });

    const hero = await screen.findByRole('article', { name: 'Super Elite' });
    expect(hero).toHaveTextContent('$40 one-time');
    expect(hero).toHaveTextContent('Paid once: no renewal, never expires');
    const plan = screen.getByRole('article', { name: 'baseball Basic' });
    expect(plan).toHaveTextContent('$13/month');
    expect(plan).toHaveTextContent('Monthly: 30 days of games, no automatic renewal');

    await u.click(screen.getByRole('button', { name: 'Add to cart: baseball Basic' }));
    await u.click(screen.getByRole('tab', { name: 'Hockey' }));
    await u.click(await screen.findByRole('button', { name: 'Add to cart: hockey Basic Plus' }));
    expect(total()).toHaveTextContent('$33.00');

    await u.click(screen.getByRole('button', { name: 'Add to cart: Super Elite' }));
    expect(total()).toHaveTextContent('$40.00');
    expect(
      screen.getByText(
        'Super Elite includes every sport plan, so baseball Basic, hockey Basic Plus were taken out of your cart.',
      ),
    ).toHaveAttribute('role', 'status');
    const cart = screen.getByRole('complementary', { name: 'Your cart' });
    expect(
      within(cart)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Super Elite']);
    expect(within(cart).getByText('$40 one-time')).toBeInTheDocument();
    // The sport plans say they are included instead of being offered.
    const hockey = screen.getByRole('article', { name: 'hockey Basic Plus' });
    expect(hockey).toHaveTextContent('Included in Super Elite');
    expect(within(hockey).queryByRole('button')).not.toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText(/Your order of \$40\.00 is paid/)).toHaveTextContent(
      'Your club is now Super Elite.',
    );
    expect(sentBodies(fetch, '/api/store/orders')).toEqual([{ productIds: ['super-elite'] }]);
  });

  it('names a single replaced plan in the singular', async () => {
    server({ funds: true });
    const u = userEvent.setup();
    renderPage(<StorePage />, { path: '/powerplay-store' });
    await u.click(await screen.findByRole('button', { name: 'Add to cart: baseball Basic' }));
    await u.click(screen.getByRole('button', { name: 'Add to cart: Super Elite' }));
    expect(
      screen.getByText(
        'Super Elite includes every sport plan, so baseball Basic was taken out of your cart.',
      ),
    ).toBeInTheDocument();
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
