import { lazy, Suspense, useEffect, useState } from 'react';
import { DrawBannerSpace } from '../../components/DrawBannerSpace';

// Its own chunk, requested after the first render so it never delays the page (landing JS budget).
const DrawBanner = lazy(() => import('../../features/lottery/DrawBanner'));

/**
 * The slot above the header for the global draw-countdown banner, filled by the
 * lottery feature once the page has rendered.
 */
export function DrawBannerSlot() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  if (!ready) return <DrawBannerSpace />;
  return (
    <Suspense fallback={<DrawBannerSpace />}>
      <DrawBanner />
    </Suspense>
  );
}
