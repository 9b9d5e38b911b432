import { lazy, Suspense, useState } from 'react';
// Straight to the module, not the feature's index: the shell is on the landing page's budget.
import { useMe } from '../../features/auth/api/me';

// The watch (an event stream and a dialog) is loaded once someone signs in: not in the landing chunk.
const SessionWatch = lazy(() => import('../../features/auth/SessionWatch'));

/** Keeps the session watch mounted from the first sign-in on, so its "signed out" message outlives the user. */
export function SessionWatchSlot() {
  const { data: user } = useMe();
  const [wanted, setWanted] = useState(false);
  if (user && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SessionWatch user={user ?? null} />
    </Suspense>
  );
}
