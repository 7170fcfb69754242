import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { listSavedModels as listSavedModelsContract } from '../../../../shared/contracts/community/likes-and-bookmarks';
import type { ContractOutput } from '../../../../shared/contracts/define-contract';
import { callByName } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Two full rows at the dashboard's widest grid (3 columns), three on a phone (2 columns). */
const PAGE_SIZE = 12;

export type SavedModelsPage = ContractOutput<typeof listSavedModelsContract>;

/** By name with a type-only import, as the other dashboard calls: the contracts bring zod along. */
export function listSavedModels(cursor: string | null): Promise<SavedModelsPage> {
  return callByName<typeof listSavedModelsContract>('listSavedModels', { limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) });
}

/** The signed-in user's saved models, newest saved first, a page at a time. */
export function savedModelsOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.community.saved,
    queryFn: ({ pageParam }) => listSavedModels(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useSavedModels() {
  return useInfiniteQuery(savedModelsOptions());
}
