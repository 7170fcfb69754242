import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { listUsers as listUsersContract } from '../../../../shared/contracts/accounts/admin';
import type { ContractOutput } from '../../../../shared/contracts/define-contract';
import type { OwnAccount } from '../../../../shared/contracts/accounts/user-profile';
import { callFunction } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type UsersPage = ContractOutput<typeof listUsersContract>;

export function listUsers(query: string, cursor: string | undefined): Promise<UsersPage> {
  return callFunction(listUsersContract, { query: query || undefined, cursor, limit: 50 });
}

/** listUsers, newest first, 50 a page; the next page is fetched with the cursor the last one gave. */
export function usersOptions(query: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.admin.userSearch(query),
    queryFn: ({ pageParam }) => listUsers(query, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: string) {
  return useInfiniteQuery(usersOptions(query));
}

/** Changes every cached list in place after a role change or a deletion, without refetching them all. */
export function useUpdateCachedUsers() {
  const queryClient = useQueryClient();
  return (update: (users: OwnAccount[]) => OwnAccount[]) =>
    queryClient.setQueriesData<InfiniteData<UsersPage>>({ queryKey: queryKeys.admin.users }, (data) =>
      data ? { ...data, pages: data.pages.map((page) => ({ ...page, users: update(page.users) })) } : data,
    );
}

/** After a refusal the list may be out of date (someone else changed that user): fetch it again. */
export function useRefetchUsers() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.users });
}
