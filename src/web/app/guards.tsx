import { ShieldAlert } from 'lucide-react';
import { useRef } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useNext } from '../lib/safe-next';
import { buttonClasses } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { usePageTitle } from '../lib/use-page-title';
import { useSession } from '../lib/session';

/** Signed-out visitors go to /login and come back here after signing in. The server checks again on every call. */
export function RequireAuth() {
  const { account, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <Spinner />;
  if (!account) return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return <Outlet />;
}

function NotAllowed() {
  usePageTitle('Not allowed');
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <ShieldAlert className="size-12 text-danger" aria-hidden="true" />
      <h1 className="text-2xl font-bold">You don't have access to this page</h1>
      <p className="text-fg-muted">This part of Meshmandi is for admins only. If you think you should have access, ask a super admin.</p>
      <Link to="/" className={buttonClasses('secondary')}>
        Back to home
      </Link>
    </div>
  );
}

export function RequireAdmin() {
  const { account, isAdmin, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <Spinner />;
  if (!account) return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return isAdmin ? <Outlet /> : <NotAllowed />;
}

/**
 * /login and /signup for someone already signed in: sent on to the checked `next`, else the
 * dashboard. While the session loads the form shows, so a visitor never waits for it. Only who
 * arrived signed in is sent on: signing in or up on the page changes the session too, and the
 * page then goes where it means to (sign-up to its code screen), which a redirect here would
 * override while that next screen still loads.
 */
export function RedirectSignedIn() {
  const { account, isLoading } = useSession();
  const next = useNext();
  const arrivedSignedIn = useRef<boolean | null>(null);
  if (arrivedSignedIn.current === null && !isLoading) arrivedSignedIn.current = account !== null;
  return arrivedSignedIn.current && account ? <Navigate to={next} replace /> : <Outlet />;
}
