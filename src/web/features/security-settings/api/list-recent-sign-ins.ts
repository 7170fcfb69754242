import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { listRecentSignIns as listRecentSignInsContract } from '../../../../shared/contracts/accounts/security';
import type { ContractOutput } from '../../../../shared/contracts/define-contract';
import { callByName } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type SignInsPage = ContractOutput<typeof listRecentSignInsContract>;
export const SIGN_INS_PAGE_SIZE = 20;

/** The signed-in account's sign-ins, newest first, a page at a time. */
export function useRecentSignIns() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: queryKeys.security.signIns,
      queryFn: ({ pageParam }) =>
        callByName<typeof listRecentSignInsContract>('listRecentSignIns', { limit: SIGN_INS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) }),
      initialPageParam: null as string | null,
      getNextPageParam: (last: SignInsPage) => last.nextCursor,
    }),
  );
}
