import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { listFollowers as listFollowersContract } from '../../../../shared/contracts/community/follows';
import type { ContractOutput } from '../../../../shared/contracts/define-contract';
import { callByName } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type PeoplePage = ContractOutput<typeof listFollowersContract>;
export const PEOPLE_PAGE_SIZE = 24;

export function listFollowers(userId: string, cursor: string | null): Promise<PeoplePage> {
  return callByName<typeof listFollowersContract>('listFollowers', { userId, limit: PEOPLE_PAGE_SIZE, ...(cursor ? { cursor } : {}) });
}

/** A member's followers, most recent first, a page at a time. */
export function useFollowers(userId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: queryKeys.follows.followers(userId),
      queryFn: ({ pageParam }) => listFollowers(userId, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}
