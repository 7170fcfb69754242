import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ExploreFilters } from '../../../shared/constants/explore-filters';
import { clearedFilters, filtersOf, patchFilters, searchForFilters, searchWithPlace, startOf } from './explore-address';

export interface ExploreFiltersState {
  filters: ExploreFilters;
  /** Where the list in the address starts (set as more is loaded, so a reload keeps the place). */
  after: string | undefined;
  /** Changes some filters; each change is a new history entry, so Back returns to the previous results. */
  update(patch: Partial<ExploreFilters>): void;
  /** Removes the narrowing filters, keeping the search text and the sort. */
  clearFilters(): void;
  /** Records in the address, without a new history entry, where the last page loaded starts. */
  markPlace(after: string | undefined): void;
}

/** Explore's whole state lives in the address, so links, reloads, Back and Forward all restore it. */
export function useExploreFilters(): ExploreFiltersState {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // Keyed on the string so the object (and the query key built from it) is stable between renders.
  const filters = useMemo(() => filtersOf(search), [search]);
  const after = useMemo(() => startOf(search), [search]);

  const replaceWith = useCallback(
    (next: ExploreFilters) => {
      const nextSearch = searchForFilters(next);
      // Synchronously: a controlled checkbox or select would otherwise flick back to its old value
      // until the router's transition commits.
      if (nextSearch !== search) setParams(new URLSearchParams(nextSearch), { flushSync: true });
    },
    [search, setParams],
  );
  const update = useCallback((patch: Partial<ExploreFilters>) => replaceWith(patchFilters(filters, patch)), [filters, replaceWith]);
  const clearFilters = useCallback(() => replaceWith(clearedFilters(filters)), [filters, replaceWith]);
  const markPlace = useCallback(
    (place: string | undefined) => {
      const nextSearch = searchWithPlace(filters, place);
      if (nextSearch !== search) setParams(new URLSearchParams(nextSearch), { replace: true, preventScrollReset: true });
    },
    [filters, search, setParams],
  );
  return { filters, after, update, clearFilters, markPlace };
}
