import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageKind, searchWords, trackActivity } from '../../lib/track-activity';

/** Reports each page the visitor opens, and each search they run on /explore, with analytics consent. */
export function useTrackPageViews(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    trackActivity('page_view', { page: pageKind(pathname) });
  }, [pathname]);
  useEffect(() => {
    const q = pathname === '/explore' ? new URLSearchParams(search).get('q') : null;
    if (q?.trim()) trackActivity('search', { words: searchWords(q) });
  }, [pathname, search]);
}
