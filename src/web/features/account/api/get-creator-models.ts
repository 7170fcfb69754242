import { useInfiniteQuery } from '@tanstack/react-query';
import { searchModels } from '../../../../shared/contracts/discovery/discovery';
import type { ContractOutput } from '../../../../shared/contracts/define-contract';
import { callFunction } from '../../../lib/api-client';
import { firstPageFromPage } from '../../../lib/page-data';

/**
 * A creator's public models for their profile, newest first, 40 a page: explore's search with the
 * creator filter, so a profile lists exactly what explore would show of them.
 */
export function useCreatorModels(uid: string) {
  return useInfiniteQuery({
    queryKey: ['profile', uid, 'models'],
    queryFn: ({ pageParam }) => callFunction(searchModels, { creatorId: uid, sort: 'newest', ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 60_000,
    ...firstPageFromPage<ContractOutput<typeof searchModels>>('searchModels', { creatorId: uid, sort: 'newest' }),
  });
}
