import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ExploreFilters } from '../../../shared/constants/discovery-rules';
import { toSearchParams } from '../../lib/explore-href';
import { normaliseFilters, readExploreFilters } from '../../../shared/explore-params';

export interface ExploreFiltersState {
  filters: ExploreFilters;
  /** Changes some filters; each change is a new history entry, so Back returns to the previous results. */
  update(patch: Partial<ExploreFilters>): void;
  /** Removes the narrowing filters, keeping the search text and the sort. */
  clearFilters(): void;
}

/** Explore's whole state lives in the address, so links, reloads, Back and Forward all restore it. */
export function useExploreFilters(): ExploreFiltersState {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // Keyed on the string so the object (and the query key built from it) is stable between renders.
  const filters = useMemo(() => readExploreFilters(new URLSearchParams(search)), [search]);

  const replaceWith = useCallback(
    (next: ExploreFilters) => {
      const nextParams = toSearchParams(normaliseFilters(next));
      // Synchronously: a controlled checkbox or select would otherwise flick back to its old value
      // until the router's transition commits.
      if (nextParams.toString() !== search) setParams(nextParams, { flushSync: true });
    },
    [search, setParams],
  );
  const update = useCallback((patch: Partial<ExploreFilters>) => replaceWith({ ...filters, ...patch }), [filters, replaceWith]);
  const clearFilters = useCallback(() => replaceWith({ q: filters.q, sort: filters.sort }), [filters, replaceWith]);
  return { filters, update, clearFilters };
}
