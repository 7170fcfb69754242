import { z } from 'zod';
import { EXPLORE_SORTS, SEARCH_TEXT_MAX } from './discovery-rules';
import { LICENCES, MODEL_CATEGORIES, MODEL_FORMATS } from './model-rules';
import { PRINT_MATERIALS, PRINT_MINUTES_MAX } from './print-profile';

/**
 * The explore filters as the URL carries them (all optional): `q`, `category`, `format`, `licence`,
 * `printable=1` (watertight), `printableAsIs=1` (printable as is, decision 093), `viewer=1` (has a file the 3D viewer shows), `verbatim=1` (search q as
 * typed: no typo corrections, no filters read from it), `sort`. The URL also keeps `after`, where
 * the list it shows starts (explore-params.ts).
 */
export const ExploreFilters = z.object({
  q: z.string().trim().max(SEARCH_TEXT_MAX, `Search text can be at most ${SEARCH_TEXT_MAX} characters`).optional(),
  category: z.enum(MODEL_CATEGORIES, { message: 'is not a category' }).optional(),
  format: z.enum(MODEL_FORMATS, { message: 'is not a model format' }).optional(),
  licence: z.enum(LICENCES, { message: 'is not a licence' }).optional(),
  printable: z.boolean().optional(),
  printableAsIs: z.boolean().optional(),
  viewer: z.boolean().optional(),
  /** Print profile (decision 092): `material=PETG`, `noSupports=1`, `maxPrintMinutes=240`. */
  material: z.enum(PRINT_MATERIALS, { message: 'is not a print material' }).optional(),
  noSupports: z.boolean().optional(),
  maxPrintMinutes: z.number().int('must be whole minutes').min(1, 'must be at least 1 minute').max(PRINT_MINUTES_MAX, `must be at most ${PRINT_MINUTES_MAX} minutes`).optional(),
  sort: z.enum(EXPLORE_SORTS, { message: `must be one of ${EXPLORE_SORTS.join(', ')}` }).optional(),
  verbatim: z.boolean().optional(),
});
export type ExploreFilters = z.infer<typeof ExploreFilters>;
