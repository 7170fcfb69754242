import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContractInput } from '../../../shared/contracts/define-contract';
import type * as V from '../../../shared/contracts/tiers/creator-verification';
import { callByName } from '../../lib/api-client';

export type VerificationStatus = 'pending' | 'approved' | 'declined';

const verificationKeys = {
  all: ['admin', 'verifications'] as const,
  status: (status: VerificationStatus) => ['admin', 'verifications', status] as const,
};

/** Creators' requests for the badge, newest first, 20 a page. */
export function useVerificationRequests(status: VerificationStatus) {
  return useInfiniteQuery({
    queryKey: verificationKeys.status(status),
    queryFn: ({ pageParam }) => callByName<typeof V.listCreatorVerificationRequests>('listCreatorVerificationRequests', { status, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Approve (verify) or decline (with a reason): the answered request leaves the waiting list. */
export function useVerifyCreator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<typeof V.verifyCreator>) => callByName<typeof V.verifyCreator>('verifyCreator', input),
    onSettled: () => client.invalidateQueries({ queryKey: verificationKeys.all }),
  });
}
