import { lazy, Suspense, useState, type FocusEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '../../components/ui/Logo';
// Straight to the module, not the feature's index: the shell is on the landing page's budget.
import { useMe } from '../../features/auth/api/me';
import { useBrand } from '../../features/brand';

// The dropdown (Radix) is only needed once someone is signed in: keep it out of the landing chunk.
const ProfileMenu = lazy(() => import('./ProfileMenu'));

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link active' : 'nav-link');

export function Header() {
  const { data: user } = useMe();
  const brand = useBrand();
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on; navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);

  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link to="/" className="brand" aria-label={`${brand.siteName} home`}>
          <Logo name={brand.siteName} imageUrl={brand.logo?.url} />
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          <span className="menu-toggle-icon" aria-hidden="true" />
          <span>{open ? 'Close menu' : 'Menu'}</span>
        </button>
        <nav id="site-nav" aria-label="Main" className={open ? 'site-nav open' : 'site-nav'}>
          <ul className="nav-list">
            <li>
              <PlayMenu onNavigate={close} />
            </li>
            <li>
              <NavLink to="/lotto-result" className={navClass} onClick={close}>
                Results
              </NavLink>
            </li>
            <li>
              <NavLink to="/solutions" className={navClass} onClick={close}>
                Solutions
              </NavLink>
            </li>
            <li>
              <NavLink to="/services" className={navClass} onClick={close}>
                our services
              </NavLink>
            </li>
            <li>
              <NavLink to="/about-us" className={navClass} onClick={close}>
                about us
              </NavLink>
            </li>
            <li>
              <NavLink to="/partner" className={navClass} onClick={close}>
                Partner with us
              </NavLink>
            </li>
            {user ? (
              <>
                <li>
                  <NavLink to="/game-central" className={navClass} onClick={close}>
                    My Game Center
                  </NavLink>
                </li>
                <li>
                  <Suspense
                    fallback={
                      <button type="button" className="profile-trigger" disabled>
                        <span>{user.displayName || 'Profile'}</span>
                      </button>
                    }
                  >
                    <ProfileMenu displayName={user.displayName} role={user.role} onNavigate={close} />
                  </Suspense>
                </li>
              </>
            ) : (
              <li>
                <NavLink
                  to="/login"
                  className={({ isActive }) =>
                    `button button-small button-primary${isActive ? ' active' : ''}`
                  }
                  onClick={close}
                >
                  Sign in
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}

/** Where a player can play today: the lottery games and the sports pages that exist. */
const playLinks = [
  { to: '/747', label: 'Lotto 747' },
  { to: '/sweet16', label: 'Sweet 16' },
  { to: '/elite8', label: 'Elite 8' },
  { to: '/gridlock', label: 'Gridlock' },
  { to: '/select-games', label: 'Sports Contests' },
  { to: '/draft-day', label: 'NFL Power Draft' },
  // The live draft first, else my latest entry's screen (a live draft must be easy to find).
  { to: '/draft-day-live', label: 'Watch Live Draft' },
  { to: '/live-sports', label: 'Live Sports' },
  { to: '/fantasy-players', label: 'Fantasy Hockey' },
] as const;

/** "Play": a disclosure of the games (a plain button and list: no menu library on the landing page). */
function PlayMenu({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const active = playLinks.some((l) => pathname === l.to);
  // Focus leaving the group (Tab away, a click elsewhere) closes it.
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget)) setOpenOn(null);
  };
  return (
    <div
      className="play-menu"
      onBlur={onBlur}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpenOn(null);
          e.currentTarget.querySelector('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        className={active ? 'nav-link play-toggle active' : 'nav-link play-toggle'}
        aria-expanded={open}
        aria-controls="play-links"
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        Play
      </button>
      <ul id="play-links" className={open ? 'play-links open' : 'play-links'}>
        {playLinks.map((l) => (
          <li key={l.to}>
            <NavLink
              to={l.to}
              className={navClass}
              onClick={() => {
                setOpenOn(null);
                onNavigate();
              }}
            >
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
