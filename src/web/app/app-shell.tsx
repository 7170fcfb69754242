import { Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { CookieConsent } from '../features/cookie-consent/cookie-consent';
import { useTrackPageViews } from '../features/analytics/use-track-page-views';
import { TipDialogHost } from '../features/tips/tip-dialog-host';
import { AppErrorBoundary } from '../components/errors/app-error-boundary';
import { TestRenderError } from './errors/test-render-error';
import { Footer } from './shell/footer';
import { TopBar } from './shell/top-bar';
import { useClaimReferralInvite } from '../lib/referral-invite';

/** The frame around every screen. Each route change replays a 0.2 s fade/slide (SPEC §2). */
export function AppShell() {
  const location = useLocation();
  // The page the visitor arrived on shows at once (it is its largest paint); only route changes fade in.
  const [firstKey] = useState(location.key);
  useTrackPageViews();
  useClaimReferralInvite();
  return (
    // The tip dialog's host: every tip button (model page, profile, footer) opens its one dialog.
    <TipDialogHost>
      <div className="flex min-h-screen flex-col">
        <a href="#content" className="sr-only z-50 rounded-md bg-brand px-4 py-2 text-brand-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
          Skip to content
        </a>
        <TopBar />
        {/* At least a screen tall, so the footer starts below the fold and content arriving late never pushes it down the screen (CLS). */}
        <main id="content" className="min-h-[calc(100vh-4rem)] flex-1">
          <AppErrorBoundary>
            <TestRenderError />
            <Suspense fallback={<Spinner />}>
              <div key={location.pathname} className={location.key === firstKey ? undefined : 'animate-[route-in_0.2s_ease-out]'}>
                <Outlet />
              </div>
            </Suspense>
          </AppErrorBoundary>
        </main>
        <Footer />
        <CookieConsent />
        <ScrollRestoration />
      </div>
    </TipDialogHost>
  );
}
