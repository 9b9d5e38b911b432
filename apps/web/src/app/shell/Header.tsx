import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '../../components/ui/Logo';
import { useMe } from '../../features/auth/api/me';

// The dropdown (Radix) is only needed once someone is signed in: keep it out of the landing chunk.
const ProfileMenu = lazy(() => import('./ProfileMenu'));

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link active' : 'nav-link');

export function Header() {
  const { data: user } = useMe();
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on; navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);

  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link to="/" className="brand" aria-label="Powerplay home">
          <Logo />
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
                        {user.displayName || 'Profile'}
                      </button>
                    }
                  >
                    <ProfileMenu displayName={user.displayName} onNavigate={close} />
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
