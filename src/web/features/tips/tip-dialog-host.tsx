import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { TipDialogContext, type TipDialogOpener, type TipTarget } from '../../components/tip-button/tip-dialog-context';

const loadTipDialog = () => import('./tip-dialog');
// The dialog, its checkouts and its sums are fetched on first use: no page grows by them.
const TipDialog = lazy(loadTipDialog);

interface Opened {
  target: TipTarget;
  open: boolean;
  /** A new opening starts a fresh dialog (amount 50, no message), not the last one's leftovers. */
  round: number;
}

/**
 * Mounted once by the app shell: every tip button on the page (model page, profile, footer) opens
 * this one dialog through TipDialogContext. It stays mounted while closing, so focus can go back
 * to the button that opened it.
 */
export function TipDialogHost({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback((target: TipTarget) => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setOpened((last) => ({ target, open: true, round: (last?.round ?? 0) + 1 }));
  }, []);
  const value = useMemo<TipDialogOpener>(() => ({ open, preload: () => void loadTipDialog() }), [open]);
  const setOpen = useCallback((next: boolean) => setOpened((last) => last && { ...last, open: next }), []);

  return (
    <TipDialogContext.Provider value={value}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <TipDialog key={opened.round} target={opened.target} open={opened.open} onOpenChange={setOpen} returnFocusTo={() => opener.current} />
        </Suspense>
      )}
    </TipDialogContext.Provider>
  );
}
