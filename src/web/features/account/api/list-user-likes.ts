import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { listUserLikes as listUserLikesContract } from '../../../../shared/contracts/community/profiles';
import type { ContractOutput } from '../../../../shared/contracts/define-contract';
import { callByName } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type LikesPage = ContractOutput<typeof listUserLikesContract>;
const PAGE_SIZE = 24;

export function listUserLikes(userId: string, cursor: string | null): Promise<LikesPage> {
  return callByName<typeof listUserLikesContract>('listUserLikes', { userId, limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) });
}

/** The models a member liked, newest like first (asked only when they show them, or for oneself). */
export function useUserLikes(userId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: queryKeys.profiles.likes(userId),
      queryFn: ({ pageParam }) => listUserLikes(userId, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      retry: false,
    }),
  );
}
