import { lazy, Suspense, useEffect, useState } from 'react';

// Its own chunk, requested after the first render so it never delays the page (landing JS budget).
const DrawBanner = lazy(() => import('../../features/lottery/DrawBanner'));

/** The banner's height, held until it arrives (styles/index.css `.draw-banner-slot`). */
const reserved = <div className="draw-banner-slot" aria-hidden="true" />;

/**
 * The slot above the header for the global draw-countdown banner (spec 000 §2 "Shell"), filled by the
 * lottery feature once the page has rendered.
 */
export function DrawBannerSlot() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  if (!ready) return reserved;
  return (
    <Suspense fallback={reserved}>
      <DrawBanner />
    </Suspense>
  );
}
