import { notices, type Product, type User } from '@powerplay/contracts';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Loading } from '../../components/ui/Loading';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { noticeText, type Message } from '../../lib/messages';
import { describeError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { QueryError } from '../../components/ui/QueryError';
import { useMe } from '../auth';
import { useWallet } from '../wallet';
import { useIdempotencyKey } from '../../lib/useIdempotencyKey';
import { clubLabels } from '../../lib/clubs';
import { formatMoney, formatPrize } from '../../lib/money';
import { useCheckout, useProducts, type Order } from './api';
import '../../components/ui/panels.css';
import './store.css';
import { useBrand } from '../brand';

const sports = [
  { value: 'football', label: 'Football' },
  { value: 'baseball', label: 'Baseball' },
  { value: 'hockey', label: 'Hockey' },
  { value: 'basketball', label: 'Basketball' },
] as const;

/** "$40 one-time", "$13/month": the price with its billing period. */
const price = (p: Product) =>
  noticeText(p.period === 'month' ? 'STORE_PRICE_MONTH' : 'STORE_PRICE_ONCE', {
    price: formatPrize(p.priceCents),
  });

const isSuperElite = (p: Product) => p.sport === 'all';

/**
 * What the cart holds of the products: plans on sale only, and Super Elite alone when it is there (it
 * includes every sport plan; the server refuses both together).
 */
function cartOf(products: readonly Product[], ids: readonly string[]): Product[] {
  const offered = products.filter((p) => p.onSale && ids.includes(p.id));
  return offered.some(isSuperElite) ? offered.filter(isSuperElite) : offered;
}

/** The cart carried through /login (`selected`), so signing in to check out keeps it. */
function initialCart(state: unknown): string[] {
  const selected = (state as { selected?: unknown } | null)?.selected;
  return Array.isArray(selected) ? selected.filter((s): s is string => typeof s === 'string') : [];
}

/** `/powerplay-store` (docs/rules/wallet.md "Store"). */
export function StorePage() {
  const { siteName } = useBrand();
  useDocumentTitle(`${siteName} Store`);
  const location = useLocation();
  const me = useMe();
  const user = me.data ?? null;
  const products = useProducts();
  const wallet = useWallet(user !== null);
  const checkout = useCheckout();
  const idempotency = useIdempotencyKey();
  const [cart, setCart] = useState<string[]>(() => initialCart(location.state));
  const [message, setMessage] = useState<Message | null>(null);
  const [paid, setPaid] = useState<{ order: Order; club: User['club'] | null } | null>(null);
  // Why the cart just changed by itself (Super Elite took the sport plans' place).
  const [cartNote, setCartNote] = useState<string | null>(null);

  const list = products.data ?? [];
  const inCart = cartOf(list, cart);
  const totalCents = inCart.reduce((sum, p) => sum + p.priceCents, 0);
  const superElite = list.find(isSuperElite);
  const superEliteInCart = inCart.some(isSuperElite);
  // The first tab with plans on sale (football and basketball have no contests yet).
  const firstTab =
    sports.find((s) => list.some((p) => p.sport === s.value && p.onSale))?.value ?? sports[0].value;

  function toggle(id: string) {
    setPaid(null);
    setCartNote(null);
    // From what the cart shows (a cart carried through sign-in may have held more).
    const ids = inCart.map((p) => p.id);
    if (ids.includes(id)) {
      setCart(ids.filter((x) => x !== id));
      return;
    }
    const product = list.find((p) => p.id === id);
    if (product && isSuperElite(product)) {
      // Super Elite includes every sport plan: it takes their place, and the cart says so.
      const replaced = inCart.filter((p) => !isSuperElite(p));
      if (replaced.length > 0) {
        setCartNote(
          noticeText('STORE_SUPER_ELITE_REPLACED', {
            plans: replaced.map((p) => p.name).join(', '),
            count: replaced.length,
          }),
        );
      }
      setCart([id]);
      return;
    }
    setCart([...ids, id]);
  }

  function onCheckout() {
    const productIds = inCart.map((p) => p.id);
    if (productIds.length === 0) return;
    const key = idempotency.keyFor({ productIds });
    checkout.mutate(
      { productIds, key },
      {
        onSuccess: (result) => {
          idempotency.done();
          setCart([]);
          setPaid(result);
        },
        onError: (error) => setMessage(describeError(error)),
      },
    );
  }

  const tile = (p: Product, featured = false) => {
    const added = inCart.some((c) => c.id === p.id);
    const included = !featured && superEliteInCart;
    return (
      <article
        key={p.id}
        className={`plan${featured ? ' plan-featured' : ''}${added ? ' plan-added' : ''}`}
        aria-labelledby={`plan-${p.id}`}
      >
        {featured ? <p className="plan-tag">All sports</p> : null}
        <h3 id={`plan-${p.id}`}>{p.name}</h3>
        <p className="plan-price">{price(p)}</p>
        <ul className="plan-facts">
          <li>{p.games === null ? 'Unlimited games' : `${p.games} games`}</li>
          <li>{clubLabels[p.club]} club</li>
        </ul>
        <p className="plan-billing">
          {noticeText(p.period === 'month' ? 'STORE_BILLING_MONTH' : 'STORE_BILLING_ONCE')}
        </p>
        <p className="plan-description">{p.description}</p>
        {included ? (
          <p className="plan-included">{noticeText('STORE_INCLUDED_IN_SUPER_ELITE')}</p>
        ) : (
          <button
            type="button"
            className={added ? 'button button-secondary' : 'button button-primary'}
            onClick={() => toggle(p.id)}
            aria-label={`${added ? 'Remove from cart' : 'Add to cart'}: ${p.name}`}
          >
            {added ? 'Remove from cart' : 'Add to cart'}
          </button>
        )}
      </article>
    );
  };

  return (
    <section className="page store" aria-labelledby="store-title">
      <header className="page-header">
        <p className="eyebrow">{`${siteName} Store`}</p>
        <h1 id="store-title">Upgrade your game</h1>
        <p className="lead">
          Subscriptions unlock live scores, more games and the powerplays of Elite and Super Elite contests.
          Pay from your cash balance.
        </p>
      </header>

      {products.isPending ? (
        <Loading />
      ) : products.isError ? (
        <QueryError error={products.error} onRetry={() => void products.refetch()} />
      ) : (
        <div className="store-layout">
          <div className="store-plans">
            {superElite ? <div className="plan-hero">{tile(superElite, true)}</div> : null}
            <Tabs.Root defaultValue={firstTab} className="store-tabs">
              <Tabs.List className="tab-list" aria-label="Sport">
                {sports.map((s) => (
                  <Tabs.Trigger key={s.value} value={s.value} className="tab">
                    {s.label}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {sports.map((s) => {
                const plans = list.filter((p) => p.sport === s.value);
                // A sport without contests: its plans are not offered, the tab says when they will be.
                return plans.some((p) => p.onSale) ? (
                  <Tabs.Content key={s.value} value={s.value} className="plan-grid">
                    {plans.filter((p) => p.onSale).map((p) => tile(p))}
                  </Tabs.Content>
                ) : (
                  <Tabs.Content key={s.value} value={s.value} className="plans-coming">
                    <h3>{notices.STORE_PLANS_COMING.title}</h3>
                    <p>
                      {noticeText('STORE_PLANS_COMING', { label: s.label, sport: s.label.toLowerCase() })}
                    </p>
                  </Tabs.Content>
                );
              })}
            </Tabs.Root>
          </div>

          <aside className="cart" aria-labelledby="cart-title">
            <h2 id="cart-title">Your cart</h2>
            {inCart.length === 0 ? (
              <p className="muted">{notices.CART_EMPTY.message}</p>
            ) : (
              <ul className="cart-items">
                {inCart.map((p) => (
                  <li key={p.id}>
                    <span>{p.name}</span>
                    <span className="cart-price">{price(p)}</span>
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => toggle(p.id)}
                      aria-label={`Remove ${p.name}`}
                    >
                      Remove
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <p role="status" className={cartNote ? 'cart-note' : 'notice-empty'}>
              {cartNote}
            </p>
            <p className="cart-total" aria-live="polite">
              <span>Total</span> <strong data-testid="cart-total">{formatMoney(totalCents)}</strong>
            </p>
            {user ? (
              <>
                <p className="muted small">Your club: {clubLabels[user.club]}</p>
                <p className="muted small">
                  Cash balance:{' '}
                  {wallet.data ? formatMoney(wallet.data.cashCents) : wallet.isError ? 'unavailable' : '…'}
                </p>
                <button
                  type="button"
                  className="button button-primary button-block"
                  onClick={onCheckout}
                  disabled={inCart.length === 0 || checkout.isPending}
                >
                  {checkout.isPending ? 'Paying…' : 'Checkout'}
                </button>
              </>
            ) : (
              <Link
                to="/login"
                state={{ backlink: 'powerplay-store', selected: inCart.map((p) => p.id) }}
                className="button button-primary button-block"
              >
                Sign in to check out
              </Link>
            )}
            <div role="status" className={paid ? 'order-result' : 'notice-empty'}>
              {paid ? (
                <>
                  <p className="order-result-title">{notices.ORDER_PAID.title}</p>
                  <p>
                    {noticeText('ORDER_PAID', {
                      total: formatMoney(paid.order.totalCents),
                      club: paid.club ? clubLabels[paid.club] : '—',
                    })}
                  </p>
                  <p className="muted small">Order #{paid.order.id}</p>
                  <Link to="/my-account/my-powerplays">See your transactions</Link>
                </>
              ) : null}
            </div>
          </aside>
        </div>
      )}
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </section>
  );
}
