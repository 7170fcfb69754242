import { useLocation } from 'react-router';
import { DEFAULT_NEXT, safeNext, withNext } from './safe-next';

/** Pages of the sign-in flow: their own `next` is passed on, never the page itself. */
const AUTH_PAGES = new Set(['/login', '/signup', '/forgot-password', '/reset-password', '/verify', '/auth/popup-done']);

/**
 * Where signing in from this page should return to: the page itself (path and query), so a
 * visitor who logs in from a model page is back on it. The home page has no particular
 * destination, so it keeps the default (the dashboard).
 */
export function useReturnPath(): string {
  const { pathname, search } = useLocation();
  if (AUTH_PAGES.has(pathname)) return safeNext(new URLSearchParams(search).get('next'));
  if (pathname === '/' && !search) return DEFAULT_NEXT;
  return safeNext(pathname + search);
}

/** The login page's address with a return to this page: for an action that needs an account. */
export function useLoginPath(): string {
  return withNext('/login', useReturnPath());
}
