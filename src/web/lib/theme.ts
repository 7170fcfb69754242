import { useCallback, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
const STORAGE_KEY = 'meshmandi.theme';

function current(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

const listeners = new Set<() => void>();
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The theme: the stored choice, else the system preference (applied before paint by /theme-init.js). */
export function useTheme(): { theme: Theme; setTheme(theme: Theme): void; toggle(): void } {
  const theme = useSyncExternalStore(subscribe, current, () => 'light' as Theme);
  const setTheme = useCallback((next: Theme) => {
    document.documentElement.classList.toggle('dark', next === 'dark');
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private mode without storage: the choice lasts for this page only.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return { theme, setTheme, toggle: () => setTheme(current() === 'dark' ? 'light' : 'dark') };
}
