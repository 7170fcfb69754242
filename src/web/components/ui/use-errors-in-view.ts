import { useEffect } from 'react';

/**
 * Scrolls `scroller` to every error (an element with role=alert) that appears inside it, or whose
 * words change. Forms put their error beside what failed, often at their foot, and a tall dialog
 * may be scrolled elsewhere when it arrives: an error nobody sees answers nothing (issue 28 item 5).
 * Watching the DOM covers every dialog and every way its errors are drawn, with no call per dialog.
 */
export function useErrorsInView(scroller: HTMLElement | null): void {
  useEffect(() => {
    if (!scroller) return;
    // The words each error last showed, so an error already read is not scrolled to again when
    // something else in the dialog changes.
    const shown = new WeakMap<Element, string>();
    const reveal = () => {
      let first: Element | null = null;
      for (const alert of scroller.querySelectorAll('[role="alert"]')) {
        const text = alert.textContent?.trim() ?? '';
        if (shown.get(alert) === text) continue;
        shown.set(alert, text);
        if (text && !first) first = alert;
      }
      first?.scrollIntoView({ block: 'nearest' });
    };
    reveal();
    const observer = new MutationObserver(reveal);
    observer.observe(scroller, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [scroller]);
}
