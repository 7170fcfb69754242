import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isAdminUser, isSuperAdminUser } from '../../shared/constants/roles';
import type { OwnAccount } from '../../shared/contracts/accounts/user-profile';
import type { getSession } from '../../shared/contracts/accounts/profile';
import { callByName } from './api-client';
import { initialFromPage } from './page-data';
import { queryKeys } from './query-keys';

export const SESSION_KEY = queryKeys.session;

async function fetchAccount(): Promise<OwnAccount | null> {
  try {
    return (await callByName<typeof getSession>('getSession')).account;
  } catch (error) {
    // SPEC §8: a failed profile fetch is logged and the visitor is treated as signed out.
    console.error('Could not load the signed-in account', error);
    return null;
  }
}

export interface Session {
  account: OwnAccount | null;
  isLoading: boolean;
  isAdmin: boolean;
  isSuperAdmin: boolean;
}

/** The signed-in account (null when signed out), shared by every component through one query. */
export function useSession(): Session {
  const query = useQuery({
    queryKey: SESSION_KEY,
    queryFn: fetchAccount,
    staleTime: 60_000,
    ...initialFromPage<{ account: OwnAccount | null }, OwnAccount | null>('getSession', {}, (result) => result.account),
  });
  const account = query.data ?? null;
  return { account, isLoading: query.isPending, isAdmin: isAdminUser(account), isSuperAdmin: isSuperAdminUser(account) };
}

/** After sign-in, sign-out or a profile change: everything user-specific is fetched again. */
export function useRefreshSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
    await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
  };
}

export function displayNameOf(account: Pick<OwnAccount, 'displayName' | 'username' | 'email'>): string {
  return account.displayName || account.username || account.email;
}
