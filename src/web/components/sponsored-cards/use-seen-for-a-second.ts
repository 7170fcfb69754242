import { useEffect, useRef } from 'react';

/** How much of a card must be in view, and for how long, before it counts as seen (issue 31). */
export const SEEN_SHARE = 0.5;
export const SEEN_MS = 1000;

/**
 * Calls `seen` once, when at least half the element has stayed in view for a second; leaving view
 * before then starts the second again. A browser without IntersectionObserver never counts.
 */
export function useSeenForASecond<E extends Element>(seen: () => void) {
  const ref = useRef<E>(null);
  const latest = useRef(seen);
  latest.current = seen;
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry && entry.intersectionRatio >= SEEN_SHARE) {
          timer ??= setTimeout(() => {
            observer.disconnect();
            latest.current();
          }, SEEN_MS);
        } else if (timer !== undefined) {
          clearTimeout(timer);
          timer = undefined;
        }
      },
      { threshold: [0, SEEN_SHARE, 1] },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return ref;
}
