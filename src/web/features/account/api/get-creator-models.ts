import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ContractOutput } from '../../../../shared/contracts/define-contract';
import { searchModels } from '../../../../shared/contracts/discovery/discovery';
import { callFunction } from '../../../lib/api-client';
import { firstPageFromPage } from '../../../lib/page-data';
import { queryKeys } from '../../../lib/query-keys';

type CreatorModelsPage = ContractOutput<typeof searchModels>;

/** Explore's search with the creator filter, so a profile lists exactly what explore would show of them. */
export function getCreatorModels(uid: string, cursor: string | null): Promise<CreatorModelsPage> {
  return callFunction(searchModels, { creatorId: uid, sort: 'newest', ...(cursor ? { cursor } : {}) });
}

/** A creator's public models for their profile, newest first, 40 a page. */
export function creatorModelsOptions(uid: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.profiles.models(uid),
    queryFn: ({ pageParam }) => getCreatorModels(uid, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 60_000,
    ...firstPageFromPage<CreatorModelsPage>('searchModels', { creatorId: uid, sort: 'newest' }),
  });
}

export function useCreatorModels(uid: string) {
  return useInfiniteQuery(creatorModelsOptions(uid));
}
