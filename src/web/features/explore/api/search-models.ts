import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ExploreFilters } from '../../../shared/constants/explore-filters';
import { AppError } from '../../../shared/app-error';
import type { searchModels } from '../../../shared/contracts/discovery/discovery';
import { callByName } from '../../lib/api-client';
import { firstPageFromPage } from '../../lib/page-data';
import type { ContractOutput } from '../../../shared/contracts/define-contract';

export const exploreKeys = {
  results: (filters: ExploreFilters, start: string | undefined) => ['explore', filters, start ?? null] as const,
};

type Page = ContractOutput<typeof searchModels>;

/**
 * The models matching the filters, a page of 40 at a time, from `start` (a page's cursor, from the
 * address) or the top. While new filters load, the previous results stay on screen (marked as
 * updating) instead of the grid collapsing to a spinner; Back and Forward find their results in
 * the cache and show them at once. A start the server no longer accepts (an old link) is dropped
 * and the list starts at the top.
 */
export function useExploreResults(filters: ExploreFilters, start?: string) {
  return useInfiniteQuery({
    queryKey: exploreKeys.results(filters, start),
    queryFn: async ({ pageParam }): Promise<Page> => {
      const ask = (cursor: string | null) => callByName<typeof searchModels>('searchModels', { ...filters, ...(cursor ? { cursor } : {}) });
      try {
        return await ask(pageParam);
      } catch (error) {
        if (pageParam !== start || !(error instanceof AppError) || error.code !== 'invalid-argument') throw error;
        return ask(null);
      }
    },
    initialPageParam: (start ?? null) as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    ...firstPageFromPage<Page>('searchModels', start ? { ...filters, cursor: start } : filters),
  });
}
