import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session';
import { useDrawnInBrowser } from '../../lib/use-drawn-in-browser';

// Loaded only for a signed-in viewer, in the browser: the signed-out home page's HTML and first
// JavaScript stay as they were.
const FollowedModelsRow = lazy(() => import('./followed-models-row'));

/** Where the home page shows "From people you follow" to a signed-in viewer. */
export function FollowedModelsSlot() {
  const { account } = useSession();
  const inBrowser = useDrawnInBrowser();
  if (!inBrowser || !account) return null;
  return (
    <Suspense fallback={null}>
      <FollowedModelsRow />
    </Suspense>
  );
}
