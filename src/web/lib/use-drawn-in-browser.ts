import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and during hydration, true once the app runs in the browser: what depends on
 * the browser alone (stored choices, the cookie bar) is drawn only then, so hydration sees the
 * server's HTML unchanged and never falls back to drawing the page afresh.
 */
export function useDrawnInBrowser(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
