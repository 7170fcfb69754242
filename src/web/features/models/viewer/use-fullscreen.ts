import { useCallback, useEffect, useState, type RefObject } from 'react';

// Safari before 16.4 (and iPadOS) only has the prefixed API.
interface PrefixedElement {
  webkitRequestFullscreen?: () => Promise<void> | void;
}
interface PrefixedDocument {
  webkitFullscreenElement?: Element | null;
  webkitExitFullscreen?: () => Promise<void> | void;
}

function fullscreenElement(): Element | null {
  return document.fullscreenElement ?? (document as PrefixedDocument).webkitFullscreenElement ?? null;
}

/**
 * Full screen for the viewer: the Fullscreen API where the browser has it for elements, else (as on
 * iPhone) the container is pinned over the page with CSS, and Escape leaves either way.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>): { active: boolean; emulated: boolean; toggle: () => void } {
  const [native, setNative] = useState(false);
  const [emulated, setEmulated] = useState(false);

  useEffect(() => {
    const sync = (): void => setNative(fullscreenElement() !== null && fullscreenElement() === ref.current);
    document.addEventListener('fullscreenchange', sync);
    document.addEventListener('webkitfullscreenchange', sync);
    return () => {
      document.removeEventListener('fullscreenchange', sync);
      document.removeEventListener('webkitfullscreenchange', sync);
    };
  }, [ref]);

  useEffect(() => {
    if (!emulated) return;
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') setEmulated(false);
    };
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [emulated]);

  const toggle = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    if (emulated) {
      setEmulated(false);
      return;
    }
    if (fullscreenElement()) {
      const doc = document as Document & PrefixedDocument;
      void Promise.resolve(doc.exitFullscreen ? doc.exitFullscreen() : doc.webkitExitFullscreen?.()).catch(() => undefined);
      return;
    }
    const prefixed = element as HTMLElement & PrefixedElement;
    const request = document.fullscreenEnabled && element.requestFullscreen
      ? () => element.requestFullscreen()
      : prefixed.webkitRequestFullscreen
        ? () => prefixed.webkitRequestFullscreen?.()
        : undefined;
    if (!request) {
      setEmulated(true);
      return;
    }
    // Called at once, inside the click: browsers allow full screen only from a user gesture. A
    // refusal (an iframe without allowfullscreen, a policy) falls back to the pinned view.
    try {
      void Promise.resolve(request()).catch(() => setEmulated(true));
    } catch {
      setEmulated(true);
    }
  }, [ref, emulated]);

  return { active: native || emulated, emulated, toggle };
}
