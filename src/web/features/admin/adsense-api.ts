import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignStatus } from '../../../shared/constants/sponsored-rules';
import type { ContractInput } from '../../../shared/contracts/define-contract';
import type { endSponsoredPlacement } from '../../../shared/contracts/sponsored/sponsored-placements';
import type * as R from '../../../shared/contracts/sponsored/sponsored-review';
import { callByName } from '../../lib/api-client';

const KEY = ['admin', 'sponsored'] as const;

/** Campaigns of one status: the waiting ones oldest first, the rest newest first, 20 a page. */
export function useSponsoredByStatus(status: CampaignStatus) {
  return useInfiniteQuery({
    queryKey: [...KEY, status],
    queryFn: ({ pageParam }) => callByName<typeof R.listSponsoredPlacements>('listSponsoredPlacements', pageParam ? { status, cursor: pageParam } : { status }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Approve, decline (with a reason), pause or resume: the campaign moves to its new status's list. */
export function useReviewSponsored() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<typeof R.reviewSponsoredPlacement>) => callByName<typeof R.reviewSponsoredPlacement>('reviewSponsoredPlacement', input),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** Ends a campaign (audited, with the reason); the rest of its budget returns to its creator. */
export function useEndSponsoredAsAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<typeof endSponsoredPlacement>) => callByName<typeof endSponsoredPlacement>('endSponsoredPlacement', input),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
