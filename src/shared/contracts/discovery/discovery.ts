import { z } from 'zod';
import { EXPLORE_PAGE_SIZE, EXPLORE_SORTS } from '../../constants/discovery-rules';
import { ExploreFilters } from '../../constants/explore-filters';
import { LICENCES, MODEL_CATEGORIES, MODEL_FORMATS } from '../../constants/model-rules';
import { defineContract } from '../define-contract';
import { CreatorCard, ModelCardItem } from '../models/model-shapes';

export const searchModels = defineContract({
  name: 'searchModels',
  summary:
    'Explore: public models matching q, filtered and sorted, 40 a page. Best match puts the whole phrase in a title first, then every word in the title (as typed, then stemmed, then the last as a start), then in the title or tags, then anywhere (creator, category, description); popularity within each. Format, category and licence names in q act as filters; a q that finds little is retried with typos corrected, and last with words that sound alike (searchedFor says so; verbatim turns this off). Pass nextCursor as cursor for the next page; pass the cursor of a page as through instead for the whole list from the top down through that page (at most 10 pages in all, else that page alone: throughAt says which), as a reload of a list after Load more shows it. creatorId keeps the public models of one creator (a profile lists them this way).',
  access: 'public',
  input: ExploreFilters.extend({
    /** A profile's models: public ones only, whoever asks (the owner's private ones are in My Models). */
    creatorId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'is not a user id').optional(),
    cursor: z.string().max(300).optional(),
    /** A page's cursor, as explore's address keeps it: the list from the top down through that page. */
    through: z.string().max(300).optional(),
    limit: z.number().int().min(1).max(EXPLORE_PAGE_SIZE).default(EXPLORE_PAGE_SIZE),
  }).refine((input) => !(input.cursor && input.through), 'Give either cursor (the next page) or through (the list down to a page), not both.'),
  output: z.object({
    models: z.array(ModelCardItem),
    /** How many match: exact up to EXACT_COUNT_LIMIT, else a lower bound (`exact` false: show "1,000+"). */
    total: z.object({ count: z.number().int(), exact: z.boolean() }),
    nextCursor: z.string().nullable(),
    /** The sort applied (the default when none was asked for). */
    sort: z.enum(EXPLORE_SORTS),
    /** The text searched when it is not q as typed (a typo corrected, a word that finds nothing left out); null otherwise. */
    searchedFor: z.string().nullable(),
    /**
     * Only with `through`: where in `models` the page at `through` starts, the models before it being
     * the list from the top; null when that page is not within the first 10 pages (the
     * data moved, or it is deeper), and `models` is that page alone, as `cursor` gives it.
     */
    throughAt: z.number().int().nullable().optional(),
    /** Filters that words of q set (a format, category or licence name), beside those asked for. */
    filtersFromText: z.object({
      category: z.enum(MODEL_CATEGORIES).optional(),
      format: z.enum(MODEL_FORMATS).optional(),
      licence: z.enum(LICENCES).optional(),
    }),
  }),
});

export const CategoryCount = z.object({ category: z.string(), models: z.number().int() });
export const TopCreator = z.object({ creator: CreatorCard, models: z.number().int(), downloads: z.number().int() });

export const getHomeFeed = defineContract({
  name: 'getHomeFeed',
  summary: 'The home page: featured, trending and newest public models, popular categories and top creators.',
  access: 'public',
  input: z.object({}).default({}),
  output: z.object({
    featured: z.array(ModelCardItem),
    trending: z.array(ModelCardItem),
    newest: z.array(ModelCardItem),
    categories: z.array(CategoryCount),
    creators: z.array(TopCreator),
  }),
});
