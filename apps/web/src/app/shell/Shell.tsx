import { useEffect, useRef, type MouseEvent } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { DrawBannerSlot } from './DrawBannerSlot';
import { Footer } from './Footer';
import { Header } from './Header';
import { SessionWatchSlot } from './SessionWatchSlot';

/** The layout of every page: skip link, banner slot, header, the page, footer. */
export function Shell() {
  const mainRef = useRef<HTMLElement>(null);
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  // After a client-side navigation, move focus to the new page so screen readers announce it.
  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = '';
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    mainRef.current?.focus();
    mainRef.current?.scrollIntoView();
  }

  return (
    <div className="shell">
      <a className="skip-link" href="#main" onClick={skipToMain}>
        Skip to main content
      </a>
      <div
        className={navigation.state === 'idle' ? 'route-progress' : 'route-progress active'}
        aria-hidden="true"
      />
      <DrawBannerSlot />
      <Header />
      <main id="main" ref={mainRef} tabIndex={-1} className="main">
        <Outlet />
      </main>
      <Footer />
      <SessionWatchSlot />
      <ScrollRestoration />
    </div>
  );
}
