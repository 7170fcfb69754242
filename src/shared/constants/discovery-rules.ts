// No zod here: the browser's first load of explore reads these lists and limits.

/** Explore shows 40 models a page (ORIGINAL-FACTS "Search and ranking"). */
export const EXPLORE_PAGE_SIZE = 40;
/** Past this many matches the total is shown as "1,000+" rather than counted exactly. */
export const EXACT_COUNT_LIMIT = 1000;
export const SEARCH_TEXT_MAX = 200;

export const EXPLORE_SORTS = ['best', 'newest', 'downloads', 'views', 'likes', 'makes', 'trending', 'rating'] as const;
export type ExploreSort = (typeof EXPLORE_SORTS)[number];
export const EXPLORE_SORT_LABELS: Record<ExploreSort, string> = {
  best: 'Best match',
  newest: 'Newest',
  downloads: 'Most downloaded',
  views: 'Most viewed',
  likes: 'Most liked',
  // By models.make_count: the prints members have shown of it (issue 33 item 2).
  makes: 'Most made',
  trending: 'Trending',
  // By models.rating_score, a Bayesian average of the stars (issue 12), so one 5-star review does not top fifty 4.8s.
  rating: 'Top rated',
};
/** With search text the default is best match; without, newest (best match needs a query). */
export const defaultSort = (q: string | undefined): ExploreSort => (q ? 'best' : 'newest');

/** Trending counts activity (views, downloads, likes, shares) over this many recent days. */
export const TRENDING_WINDOW_DAYS = 7;

/** The home page's sections. */
export const HOME_SECTION_SIZE = 8;
export const HOME_CATEGORIES = 12;
export const HOME_CREATORS = 8;
