import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ContractOutput } from '../../../../shared/contracts/define-contract';
import { listMyModels } from '../../../../shared/contracts/models/models';
import { callFunction } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const PAGE_SIZE = 20;

export type MyModelsPage = ContractOutput<typeof listMyModels>;

export function getMyModels(cursor: string | null): Promise<MyModelsPage> {
  return callFunction(listMyModels, { limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) });
}

/** The signed-in user's models, newest first, a page at a time. */
export function myModelsOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.models.mine,
    queryFn: ({ pageParam }) => getMyModels(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useMyModels() {
  return useInfiniteQuery(myModelsOptions());
}
