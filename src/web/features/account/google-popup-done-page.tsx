import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useRefreshSession } from '../../lib/session';
import { AuthCard } from './auth/auth-card';
import { DEFAULT_NEXT } from '../../lib/safe-next';
import { ACK, CHANNEL, FAILED, googleErrorMessage, SIGNED_IN, type PopupResult } from './auth/google-popup-protocol';

type View = { kind: 'working' } | { kind: 'failed'; message: string } | { kind: 'close-me' };

/** The opener, only when it is one of our own pages (reading a foreign window's location throws). */
function sameOriginOpener(): Window | null {
  try {
    const opener = window.opener as Window | null;
    return opener && opener !== window && opener.location.origin === window.location.origin ? opener : null;
  } catch {
    return null;
  }
}

/**
 * Where Google sign-in lands (callbackURL /auth/popup-done). In the popup it hands the result to the
 * page that opened it and closes; opened in a tab of its own it finishes the sign-in there.
 */
export default function GooglePopupDonePage() {
  const navigate = useNavigate();
  const refresh = useRefreshSession();
  const [view, setView] = useState<View>({ kind: 'working' });

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const result: PopupResult = params.has('error') ? { type: FAILED, message: googleErrorMessage(params) } : { type: SIGNED_IN };
    const finishHere = () => {
      if (result.type === FAILED) setView({ kind: 'failed', message: result.message });
      else void refresh().then(() => navigate(DEFAULT_NEXT, { replace: true }));
    };
    const closeMe = () => {
      window.close();
      // Still here when the browser refuses to close the window.
      setView({ kind: 'close-me' });
    };

    const opener = sameOriginOpener();
    if (opener) {
      opener.postMessage(result, window.location.origin);
      closeMe();
      return;
    }
    if (typeof BroadcastChannel === 'undefined') {
      finishHere();
      return;
    }
    // No opener: perhaps Google cut the popup off from it. A page waiting for us answers on the channel.
    const channel = new BroadcastChannel(CHANNEL);
    let answered = false;
    channel.onmessage = (event: MessageEvent<{ type?: unknown }>) => {
      if (event.data?.type !== ACK || answered) return;
      answered = true;
      closeMe();
    };
    channel.postMessage(result);
    const timer = window.setTimeout(() => {
      if (!answered) finishHere();
    }, 800);
    return () => {
      window.clearTimeout(timer);
      channel.close();
    };
    // Runs once: the result is in the URL this page was opened with.
  }, []);

  if (view.kind === 'failed') {
    return (
      <AuthCard title="Google sign-in didn't finish">
        <Alert>{view.message}</Alert>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/login" className={buttonClasses('primary')}>
            Back to log in
          </Link>
          <Link to="/signup" className={buttonClasses('secondary')}>
            Create an account
          </Link>
        </div>
      </AuthCard>
    );
  }
  if (view.kind === 'close-me') {
    return (
      <AuthCard title="You can close this window" description="Meshmandi has the result of your Google sign-in in the window you started from.">
        <Button variant="secondary" onClick={() => window.close()}>
          Close this window
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Signing you in">
      <Spinner label="Finishing Google sign-in..." className="py-6" />
    </AuthCard>
  );
}
