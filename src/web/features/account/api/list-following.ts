import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { listFollowing as listFollowingContract } from '../../../../shared/contracts/community/follows';
import { callByName } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { PEOPLE_PAGE_SIZE, type PeoplePage } from './list-followers';

export function listFollowing(userId: string, cursor: string | null): Promise<PeoplePage> {
  return callByName<typeof listFollowingContract>('listFollowing', { userId, limit: PEOPLE_PAGE_SIZE, ...(cursor ? { cursor } : {}) });
}

/** The people a member follows, most recent first, a page at a time. */
export function useFollowing(userId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: queryKeys.follows.following(userId),
      queryFn: ({ pageParam }) => listFollowing(userId, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}
