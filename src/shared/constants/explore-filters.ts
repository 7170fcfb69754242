import { z } from 'zod';
import { EXPLORE_SORTS, SEARCH_TEXT_MAX } from './discovery-rules';
import { LICENCES, MODEL_CATEGORIES, MODEL_FORMATS } from './model-rules';

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
