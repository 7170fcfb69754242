import { useQuery } from '@tanstack/react-query';
import { getSetupStatus } from '../../shared/contracts/accounts/admin';
import { callFunction } from './api-client';
import { queryKeys } from './query-keys';

export const SETUP_STATUS_KEY = queryKeys.setupStatus;

/** Whether the site still needs its first super admin (public; the answer rarely changes). */
export function useSetupStatus() {
  return useQuery({ queryKey: SETUP_STATUS_KEY, queryFn: () => callFunction(getSetupStatus), staleTime: 30_000 });
}
