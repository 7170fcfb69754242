import type { ExploreFilters } from '../../shared/constants/explore-filters';

/**
 * The URL names of the explore filters, in the order they appear in an address. Type-only imports
 * keep this file free of zod, so the home page can link into explore without loading it.
 */
const TEXT_KEYS = ['q', 'category', 'format', 'licence', 'material'] as const;
const FLAG_KEYS = ['printable', 'printableAsIs', 'viewer', 'verbatim'] as const;

/** The filters as URL search params: flags as `=1`, empty values left out; `after` where the list starts. */
export function toSearchParams(filters: ExploreFilters, after?: string): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of TEXT_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  for (const key of FLAG_KEYS) if (filters[key]) params.set(key, '1');
  if (filters.noSupports) params.set('noSupports', '1');
  if (filters.maxPrintMinutes) params.set('maxPrintMinutes', String(filters.maxPrintMinutes));
  if (filters.sort) params.set('sort', filters.sort);
  if (after) params.set('after', after);
  return params;
}

/** The explore address showing these filters, e.g. `/explore?category=Art`. */
export function exploreHref(filters: ExploreFilters = {}): string {
  const search = toSearchParams(filters).toString();
  return search ? `/explore?${search}` : '/explore';
}
