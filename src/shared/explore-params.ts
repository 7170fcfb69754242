import { EXPLORE_SORTS, SEARCH_TEXT_MAX, type ExploreSort } from './constants/discovery-rules';
import type { ExploreFilters } from './constants/explore-filters';
import { LICENCES, MODEL_CATEGORIES, MODEL_FORMATS } from './constants/model-rules';
import { PRINT_MATERIALS, PRINT_MINUTES_MAX } from './constants/print-profile';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;

/** A print time limit in the address: whole minutes within the contract's bounds, else none. */
function minutesOf(value: string | null): number | undefined {
  const minutes = value !== null && /^\d{1,5}$/.test(value) ? Number(value) : 0;
  return minutes >= 1 && minutes <= PRINT_MINUTES_MAX ? minutes : undefined;
}

/**
 * Explore's state read from the address. A hand-edited or outdated link must still open a page,
 * so an unknown value is dropped rather than sent on for the server to refuse.
 */
export function readExploreFilters(params: URLSearchParams): ExploreFilters {
  return normaliseFilters({
    q: params.get('q') ?? undefined,
    category: oneOf(MODEL_CATEGORIES, params.get('category')),
    format: oneOf(MODEL_FORMATS, params.get('format')),
    licence: oneOf(LICENCES, params.get('licence')),
    printable: params.get('printable') === '1' || undefined,
    printableAsIs: params.get('printableAsIs') === '1' || undefined,
    viewer: params.get('viewer') === '1' || undefined,
    material: oneOf(PRINT_MATERIALS, params.get('material')),
    noSupports: params.get('noSupports') === '1' || undefined,
    maxPrintMinutes: minutesOf(params.get('maxPrintMinutes')),
    sort: oneOf<ExploreSort>(EXPLORE_SORTS, params.get('sort')),
    verbatim: params.get('verbatim') === '1' || undefined,
  });
}

/** Where the list in the address starts (a page's cursor), when it does not start at the top. */
export function readExploreStart(params: URLSearchParams): string | undefined {
  const after = params.get('after');
  return after && /^[A-Za-z0-9_-]{1,300}$/.test(after) ? after : undefined;
}

/**
 * One spelling per state, so equal filters share one cache entry and one address: text trimmed,
 * false and empty values removed, and "Best match" dropped when there is no text to match.
 */
export function normaliseFilters(filters: ExploreFilters): ExploreFilters {
  const q = filters.q?.trim().slice(0, SEARCH_TEXT_MAX);
  const result: ExploreFilters = {};
  if (q) result.q = q;
  if (filters.category) result.category = filters.category;
  if (filters.format) result.format = filters.format;
  if (filters.licence) result.licence = filters.licence;
  if (filters.printable) result.printable = true;
  if (filters.printableAsIs) result.printableAsIs = true;
  if (filters.viewer) result.viewer = true;
  if (filters.material) result.material = filters.material;
  if (filters.noSupports) result.noSupports = true;
  if (filters.maxPrintMinutes) result.maxPrintMinutes = filters.maxPrintMinutes;
  if (filters.sort && !(filters.sort === 'best' && !q)) result.sort = filters.sort;
  if (filters.verbatim && q) result.verbatim = true;
  return result;
}

/** How many of the narrowing filters (not the text or the sort) are on. */
export function activeFilterCount(filters: ExploreFilters): number {
  return [filters.category, filters.format, filters.licence, filters.printable, filters.printableAsIs, filters.viewer, filters.material, filters.noSupports, filters.maxPrintMinutes].filter(Boolean).length;
}
