import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useRefreshSession } from '../../../lib/session';
import { startGoogleSignIn } from '../api/sign-in';
import { ACK, CHANNEL, FAILED, isPopupResult, POPUP_NAME } from './google-popup-protocol';

const POPUP_DONE = '/auth/popup-done';

/**
 * Google sign-in in a popup, so the page keeps its state; when the browser blocks the popup the
 * same tab goes to Google and comes back to `next`.
 */
export function useGoogleSignIn(next: string) {
  const refresh = useRefreshSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // True from the moment our popup heads to Google until its result arrives.
  const waiting = useRef(false);
  const watcher = useRef<number | undefined>(undefined);

  const onResult = useRef<(data: unknown) => boolean>(() => false);
  // The newest refresh/navigate/next, for listeners that live as long as the page.
  useEffect(() => {
    onResult.current = (data) => {
      if (!waiting.current || !isPopupResult(data)) return false;
      waiting.current = false;
      window.clearInterval(watcher.current);
      if (data.type === FAILED) {
        setBusy(false);
        setError(data.message);
      } else {
        void refresh().then(() => navigate(next, { replace: true }));
      }
      return true;
    };
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) onResult.current(event.data);
    };
    window.addEventListener('message', onMessage);
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    if (channel) {
      channel.onmessage = (event: MessageEvent) => {
        if (onResult.current(event.data)) channel.postMessage({ type: ACK });
      };
    }
    return () => {
      window.removeEventListener('message', onMessage);
      channel?.close();
      window.clearInterval(watcher.current);
    };
  }, []);

  async function start(): Promise<void> {
    // Opened before any await: browsers allow popups only straight from the click.
    const popup = window.open('', POPUP_NAME, 'width=500,height=650');
    if (popup) popup.document.title = 'Signing in with Google';
    setError(null);
    setBusy(true);
    try {
      const { url } = await startGoogleSignIn(popup ? POPUP_DONE : next, `${POPUP_DONE}?error=1`);
      if (!popup) {
        window.location.assign(url);
        return;
      }
      waiting.current = true;
      popup.location.href = url;
      popup.focus();
      // Closing the popup by hand ends the wait; a result sent over the channel still counts.
      window.clearInterval(watcher.current);
      watcher.current = window.setInterval(() => {
        if (!popup.closed) return;
        window.clearInterval(watcher.current);
        setBusy(false);
      }, 500);
    } catch (e) {
      popup?.close();
      setBusy(false);
      setError(errorMessage(e));
    }
  }

  return { start, busy, error };
}
