import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContractInput } from '../../../shared/contracts/define-contract';
import type * as R from '../../../shared/contracts/referrals/referrals';
import { callByName } from '../../lib/api-client';

const HELD = ['admin', 'referrals', 'held'] as const;

/** Referrals held for a look, newest first, 20 a page. */
export function useHeldReferrals() {
  return useInfiniteQuery({
    queryKey: HELD,
    queryFn: ({ pageParam }) => callByName<typeof R.listHeldReferrals>('listHeldReferrals', pageParam ? { cursor: pageParam } : {}),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Approve or decline (with a reason): the answered referral leaves the list. */
export function useReviewReferral() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<typeof R.reviewReferral>) => callByName<typeof R.reviewReferral>('reviewReferral', input),
    onSettled: () => client.invalidateQueries({ queryKey: HELD }),
  });
}
