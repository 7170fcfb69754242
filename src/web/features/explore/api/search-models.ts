import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { AppError } from '../../../../shared/app-error';
import type { ExploreFilters } from '../../../../shared/constants/explore-filters';
import type { ContractOutput } from '../../../../shared/contracts/define-contract';
import type { searchModels as searchModelsContract } from '../../../../shared/contracts/discovery/discovery';
import { callByName } from '../../../lib/api-client';
import { firstPageFromPage } from '../../../lib/page-data';
import { queryKeys } from '../../../lib/query-keys';
import { askCreators, type FoundCreator } from './search-creators';

/** A page of models; a search's first page also brings the creators it names (none: empty). */
export type SearchPage = ContractOutput<typeof searchModelsContract> & { creators?: FoundCreator[] };

/** By name with a type-only import: explore is a first screen, and the contract would bring zod into it. */
export function searchModels(filters: ExploreFilters, place: { cursor?: string | null; through?: string } = {}): Promise<SearchPage> {
  const { cursor, through } = place;
  return callByName<typeof searchModelsContract>('searchModels', { ...filters, ...(cursor ? { cursor } : {}), ...(through ? { through } : {}) });
}

/**
 * The models matching the filters, a page of 40 at a time, from the top. An address with a place
 * in the list (`start`: a page's cursor, recorded as Load more reads on) is a reload or a shared
 * link of a list read that far: the first answer is the whole list from the top down through that
 * page, in one call (decision 062). When the server cannot find the way there (the list moved, or
 * the place is too deep), that page alone (`throughAt` null: explore offers the top); a place the
 * server no longer accepts (an old link, another sort) gives the top. While new filters load, the
 * previous results stay on screen (marked as updating) instead of the grid collapsing to a
 * spinner; Back and Forward find their results in the cache and show them at once.
 */
export function exploreResultsOptions(filters: ExploreFilters, start?: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.explore.results(filters, start),
    queryFn: async ({ pageParam, client }): Promise<SearchPage> => {
      const opening = pageParam === (start ?? null);
      // The creators row is asked for beside the list's first page and shown with it (decision 056).
      const creators = filters.q && opening ? askCreators(client, filters.q) : null;
      const page = await (opening && start ? throughOrTop(filters, start) : searchModels(filters, { cursor: pageParam }));
      return creators ? { ...page, creators: await creators.within() } : page;
    },
    initialPageParam: (start ?? null) as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    // The server's page brings the same call (page-calls.ts), so the first screen needs no request.
    ...firstPageFromPage<SearchPage>('searchModels', start ? { ...filters, through: start } : filters),
  });
}

/** The list down through the page at `start`; a start the server no longer accepts (an old link) gives the top instead. */
async function throughOrTop(filters: ExploreFilters, start: string): Promise<SearchPage> {
  try {
    return await searchModels(filters, { through: start });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'invalid-argument') throw error;
    return searchModels(filters);
  }
}

export function useExploreResults(filters: ExploreFilters, start?: string) {
  return useInfiniteQuery(exploreResultsOptions(filters, start));
}
