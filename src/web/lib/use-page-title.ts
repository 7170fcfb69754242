import { useEffect } from 'react';

/** Sets the document title as "{page} · Meshmandi" while the page is shown. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Meshmandi` : 'Meshmandi: 3D models, made in Bengaluru';
  }, [title]);
}
