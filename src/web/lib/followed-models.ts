import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { listFollowedModels as listFollowedModelsContract } from '../../shared/contracts/community/follows';
import type { ContractOutput } from '../../shared/contracts/define-contract';
import { callByName } from './api-client';
import { queryKeys } from './query-keys';

export type FollowedModelsPage = ContractOutput<typeof listFollowedModelsContract>;

/** A home row is eight cards; the dashboard shows the same first page. */
const PAGE_SIZE = 8;

export function listFollowedModels(cursor: string | null): Promise<FollowedModelsPage> {
  return callByName<typeof listFollowedModelsContract>('listFollowedModels', { limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) });
}

/** "From people you follow": the newest public models of the people the signed-in viewer follows. */
export function useFollowedModels() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: queryKeys.follows.models,
      queryFn: ({ pageParam }) => listFollowedModels(pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      staleTime: 60_000,
    }),
  );
}
