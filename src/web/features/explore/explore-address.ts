import type { ExploreFilters } from '../../../shared/constants/explore-filters';
import { normaliseFilters, readExploreFilters, readExploreStart } from '../../../shared/explore-params';
import { toSearchParams } from '../../lib/explore-href';

/**
 * Explore's state and its address, both ways, without React: the hook (use-explore-filters.ts)
 * only wires these to the router, so the rules can be tested on their own.
 */

/** The filters an address's search string shows; unknown values are dropped. */
export function filtersOf(search: string): ExploreFilters {
  return readExploreFilters(new URLSearchParams(search));
}

/** Where the list the address shows starts (a page's cursor), when not at the top. */
export function startOf(search: string): string | undefined {
  return readExploreStart(new URLSearchParams(search));
}

/** The search string for new filters: one spelling per state, and the list starts at the top. */
export function searchForFilters(filters: ExploreFilters): string {
  return toSearchParams(normaliseFilters(filters)).toString();
}

/** The search string for the same filters with the list starting at `after` (a reload keeps the place). */
export function searchWithPlace(filters: ExploreFilters, after: string | undefined): string {
  return toSearchParams(filters, after).toString();
}

/** Some filters changed. New words are searched with the usual corrections, whatever the old ones asked. */
export function patchFilters(filters: ExploreFilters, patch: Partial<ExploreFilters>): ExploreFilters {
  const verbatim = patch.q !== undefined && patch.q !== filters.q ? undefined : filters.verbatim;
  return { ...filters, verbatim, ...patch };
}

/** The narrowing filters removed; the search text, the sort and "as typed" stay. */
export function clearedFilters(filters: ExploreFilters): ExploreFilters {
  return { q: filters.q, sort: filters.sort, verbatim: filters.verbatim };
}
