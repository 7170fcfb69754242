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
export function searchModels(filters: ExploreFilters, cursor: string | null): Promise<SearchPage> {
  return callByName<typeof searchModelsContract>('searchModels', { ...filters, ...(cursor ? { cursor } : {}) });
}

/**
 * The models matching the filters, a page of 40 at a time, from `start` (a page's cursor, from the
 * address) or the top. While new filters load, the previous results stay on screen (marked as
 * updating) instead of the grid collapsing to a spinner; Back and Forward find their results in
 * the cache and show them at once. A start the server no longer accepts (an old link) is dropped
 * and the list starts at the top.
 */
export function exploreResultsOptions(filters: ExploreFilters, start?: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.explore.results(filters, start),
    queryFn: async ({ pageParam, client }): Promise<SearchPage> => {
      // The creators row is asked for beside the list's first page and shown with it (decision 056).
      const creators = filters.q && pageParam === (start ?? null) ? askCreators(client, filters.q) : null;
      const page = await firstOrTop(filters, pageParam, start);
      return creators ? { ...page, creators: await creators.within() } : page;
    },
    initialPageParam: (start ?? null) as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    ...firstPageFromPage<SearchPage>('searchModels', start ? { ...filters, cursor: start } : filters),
  });
}

/** The page asked for; a start the server no longer accepts (an old link) gives the top instead. */
async function firstOrTop(filters: ExploreFilters, pageParam: string | null, start: string | undefined): Promise<SearchPage> {
  try {
    return await searchModels(filters, pageParam);
  } catch (error) {
    if (pageParam !== start || !(error instanceof AppError) || error.code !== 'invalid-argument') throw error;
    return searchModels(filters, null);
  }
}

export function useExploreResults(filters: ExploreFilters, start?: string) {
  return useInfiniteQuery(exploreResultsOptions(filters, start));
}
