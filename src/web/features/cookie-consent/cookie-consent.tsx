import { X } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { isEeaOrUkVisitor, OPEN_COOKIE_SETTINGS_EVENT, saveConsent, useCookieConsent } from '../../lib/cookie-consent';
import { useDrawnInBrowser } from '../../lib/use-drawn-in-browser';

// The dialog (and its switches) loads only once someone asks for it.
const CookiePreferencesDialog = lazy(() => import('./cookie-preferences-dialog').then((m) => ({ default: m.CookiePreferencesDialog })));

/**
 * SPEC §2 cookie consent: a bottom bar until the visitor chooses (Essential Only, Accept All,
 * close, Learn more), and the preferences dialog, also opened by the open-cookie-settings event.
 * Closing the bar without choosing keeps only essential storage, for this visit.
 * The bar depends on what this browser has stored, so it is drawn only once the app runs in the
 * browser: the switch re-renders this component alone, synchronously, not the whole shell.
 */
export function CookieConsent() {
  const consent = useCookieConsent();
  const [dismissed, setDismissed] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false);
  useEffect(() => {
    if (dialogOpen) setDialogWanted(true);
  }, [dialogOpen]);

  useEffect(() => {
    const open = () => setDialogOpen(true);
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
  }, []);

  const inBrowser = useDrawnInBrowser();
  const showBar = inBrowser && !consent && !dismissed;
  // Reading the time zone loads ICU's data (tens of milliseconds on a slow phone): only when the bar shows.
  const eeaOrUk = useMemo(() => showBar && isEeaOrUkVisitor(), [showBar]);
  return (
    <>
      {showBar && (
        <section aria-label="Cookie consent" className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface p-4 shadow-[0_-4px_20px_rgba(0,0,0,0.08)]">
          <div className="mx-auto flex max-w-6xl flex-col gap-3 pr-8 sm:flex-row sm:items-center sm:gap-6">
            <p className="text-sm text-fg">
              {eeaOrUk
                ? 'Under the GDPR and UK GDPR we need your consent for any cookies that are not strictly necessary. We use essential cookies to run the site, and, only if you agree, analytics, preference and marketing cookies.'
                : 'We use essential cookies to keep you signed in and the site secure. With your consent we also use analytics, preference and marketing cookies.'}{' '}
              <button type="button" className="font-medium text-brand underline underline-offset-2" onClick={() => setDialogOpen(true)}>
                Learn more
              </button>
            </p>
            <div className="flex shrink-0 gap-2">
              <Button variant="secondary" size="sm" onClick={() => saveConsent({ analytics: false, preferences: false, marketing: false })}>
                Essential Only
              </Button>
              <Button size="sm" onClick={() => saveConsent({ analytics: true, preferences: true, marketing: true })}>
                Accept All
              </Button>
            </div>
          </div>
          <button type="button" aria-label="Close cookie notice" className="absolute top-3 right-3 rounded-md p-1 text-fg-muted hover:bg-surface-muted hover:text-fg" onClick={() => setDismissed(true)}>
            <X className="size-5" aria-hidden="true" />
          </button>
        </section>
      )}
      {(dialogOpen || dialogWanted) && (
        <Suspense fallback={null}>
          <CookiePreferencesDialog open={dialogOpen} onOpenChange={setDialogOpen} current={consent} />
        </Suspense>
      )}
    </>
  );
}
