import { Menu as MenuIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

// The menu's panel (a dialog, with Radix's focus trap and scroll lock) is fetched when the button
// is first pointed at, focused or pressed: most visitors never open it, and it is 12 KB of the
// first screen's scripts otherwise (the home route's budget, issue 3).
const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(loadPanel);

/** The phone's menu button; the menu itself is mobile-menu-panel.tsx. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  const preload = () => void loadPanel();
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex size-10 items-center justify-center rounded-lg text-fg hover:bg-surface-muted md:hidden"
      >
        <MenuIcon className="size-6" aria-hidden="true" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
