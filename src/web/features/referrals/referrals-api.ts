import { useInfiniteQuery } from '@tanstack/react-query';
import type * as R from '../../../shared/contracts/referrals/referrals';
import { callByName } from '../../lib/api-client';

/** The caller's code, link, totals and friends, 20 a page (the first page carries the code and totals). */
export function useMyReferrals() {
  return useInfiniteQuery({
    queryKey: ['referrals', 'mine'],
    queryFn: ({ pageParam }) => callByName<typeof R.listMyReferrals>('listMyReferrals', pageParam ? { cursor: pageParam } : {}),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
