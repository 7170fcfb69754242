import { useInfiniteQuery } from '@tanstack/react-query';
import { listMyModels } from '../../../../shared/contracts/models/models';
import { callFunction } from '../../../lib/api-client';
import { modelKeys } from '../detail/model-query-keys';

const PAGE_SIZE = 20;

/** The signed-in user's models, newest first, a page at a time. */
export function useMyModels() {
  return useInfiniteQuery({
    queryKey: modelKeys.mine,
    queryFn: ({ pageParam }) => callFunction(listMyModels, { limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
