import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ExploreFilters } from '../../../shared/constants/discovery-rules';
import { searchModels } from '../../../shared/contracts/discovery/discovery';
import { callFunction } from '../../lib/api-client';
import { firstPageFromPage } from '../../lib/page-data';
import type { ContractOutput } from '../../../shared/contracts/define-contract';

export const exploreKeys = {
  results: (filters: ExploreFilters) => ['explore', filters] as const,
};

/**
 * The models matching the filters, a page of 40 at a time. While new filters load, the previous
 * results stay on screen (marked as updating) instead of the grid collapsing to a spinner; Back
 * and Forward find their results in the cache and show them at once.
 */
export function useExploreResults(filters: ExploreFilters) {
  return useInfiniteQuery({
    queryKey: exploreKeys.results(filters),
    queryFn: ({ pageParam }) => callFunction(searchModels, { ...filters, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    ...firstPageFromPage<ContractOutput<typeof searchModels>>('searchModels', filters),
  });
}
