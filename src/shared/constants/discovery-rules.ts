import { z } from 'zod';
import { LICENCES, MODEL_CATEGORIES, MODEL_FORMATS } from './model-rules';

/** Explore shows 40 models a page (ORIGINAL-FACTS "Search and ranking"). */
export const EXPLORE_PAGE_SIZE = 40;
/** Past this many matches the total is shown as "1,000+" rather than counted exactly. */
export const EXACT_COUNT_LIMIT = 1000;
export const SEARCH_TEXT_MAX = 200;

export const EXPLORE_SORTS = ['best', 'newest', 'downloads', 'views', 'likes', 'trending'] as const;
export type ExploreSort = (typeof EXPLORE_SORTS)[number];
export const EXPLORE_SORT_LABELS: Record<ExploreSort, string> = {
  best: 'Best match',
  newest: 'Newest',
  downloads: 'Most downloaded',
  views: 'Most viewed',
  likes: 'Most liked',
  trending: 'Trending',
};
/** With search text the default is best match; without, newest (best match needs a query). */
export const defaultSort = (q: string | undefined): ExploreSort => (q ? 'best' : 'newest');

/** Trending counts activity (views, downloads, likes, shares) over this many recent days. */
export const TRENDING_WINDOW_DAYS = 7;

/** The home page's sections. */
export const HOME_SECTION_SIZE = 8;
export const HOME_CATEGORIES = 12;
export const HOME_CREATORS = 8;

/**
 * The explore filters as the URL carries them (all optional): `q`, `category`, `format`, `licence`,
 * `printable=1` (watertight), `viewer=1` (has a file the 3D viewer shows), `verbatim=1` (search q as
 * typed: no typo corrections, no filters read from it), `sort`. The URL also keeps `after`, where
 * the list it shows starts (explore-params.ts).
 */
export const ExploreFilters = z.object({
  q: z.string().trim().max(SEARCH_TEXT_MAX, `Search text can be at most ${SEARCH_TEXT_MAX} characters`).optional(),
  category: z.enum(MODEL_CATEGORIES, { message: 'is not a category' }).optional(),
  format: z.enum(MODEL_FORMATS, { message: 'is not a model format' }).optional(),
  licence: z.enum(LICENCES, { message: 'is not a licence' }).optional(),
  printable: z.boolean().optional(),
  viewer: z.boolean().optional(),
  sort: z.enum(EXPLORE_SORTS, { message: `must be one of ${EXPLORE_SORTS.join(', ')}` }).optional(),
  verbatim: z.boolean().optional(),
});
export type ExploreFilters = z.infer<typeof ExploreFilters>;
