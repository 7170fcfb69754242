import { keepPreviousData, useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { listUsers } from '../../../../shared/contracts/accounts/admin';
import type { ContractOutput } from '../../../../shared/contracts/define-contract';
import type { OwnAccount } from '../../../../shared/contracts/accounts/user-profile';
import { callFunction } from '../../../lib/api-client';

type UsersPage = ContractOutput<typeof listUsers>;
const USERS_KEY = ['admin', 'users'] as const;

/** listUsers, newest first, 50 a page; the next page is fetched with the cursor the last one gave. */
export function useUsers(query: string) {
  return useInfiniteQuery({
    queryKey: [...USERS_KEY, query],
    queryFn: ({ pageParam }) => callFunction(listUsers, { query: query || undefined, cursor: pageParam, limit: 50 }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** Changes every cached list in place after a role change or a deletion, without refetching them all. */
export function useUpdateCachedUsers() {
  const queryClient = useQueryClient();
  return (update: (users: OwnAccount[]) => OwnAccount[]) =>
    queryClient.setQueriesData<InfiniteData<UsersPage>>({ queryKey: USERS_KEY }, (data) =>
      data ? { ...data, pages: data.pages.map((page) => ({ ...page, users: update(page.users) })) } : data,
    );
}

/** After a refusal the list may be out of date (someone else changed that user): fetch it again. */
export function useRefetchUsers() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: USERS_KEY });
}
