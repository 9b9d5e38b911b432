import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { clubLabels } from '../../lib/clubs';
import { RequireSignIn } from '../auth';
import '../../components/ui/panels.css';
import './account.css';

const tabs = [
  { to: '/my-account', label: 'Account Info', end: true },
  { to: '/my-account/my-balance', label: 'Balance' },
  { to: '/my-account/my-powerplays', label: 'Transactions' },
  { to: '/my-account/results', label: 'Results' },
  { to: '/my-account/leagues', label: 'Leagues' },
  { to: '/my-account/notifications', label: 'Notifications' },
  { to: '/my-account/responsible-gaming', label: 'Responsible Gaming' },
] as const;

/** `/my-account/*`: the account tabs as links, the tab's page below. */
export function AccountLayout() {
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);
  // On a narrow screen the tab row scrolls: keep the current tab in view.
  useEffect(() => {
    nav.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);

  return (
    <section className="page account" aria-labelledby="account-title">
      <RequireSignIn>
        {(user) => (
          <>
            <header className="account-header">
              <div>
                <p className="eyebrow">My Account</p>
                <h1 id="account-title">{user.displayName}</h1>
              </div>
              <p className="club-badge" data-club={user.club}>
                {clubLabels[user.club]} club
              </p>
            </header>
            <nav ref={nav} className="account-tabs" aria-label="My Account">
              <ul>
                {tabs.map((tab) => (
                  <li key={tab.to}>
                    <NavLink
                      to={tab.to}
                      end={'end' in tab}
                      className={({ isActive }) => (isActive ? 'account-tab active' : 'account-tab')}
                    >
                      {tab.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="account-panel">
              <Outlet />
            </div>
          </>
        )}
      </RequireSignIn>
    </section>
  );
}
