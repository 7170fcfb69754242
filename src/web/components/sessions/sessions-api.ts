import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { endSession as endSessionContract, listMySessions as listMySessionsContract } from '../../../shared/contracts/accounts/security';
import type { ContractOutput } from '../../../shared/contracts/define-contract';
import { callAuth, callByName } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export type MySessions = ContractOutput<typeof listMySessionsContract>;

/** The signed-in account's live sessions, this one first. */
export function useMySessions() {
  return useQuery({
    queryKey: queryKeys.security.sessions,
    queryFn: () => callByName<typeof listMySessionsContract>('listMySessions', {}),
  });
}

/** Signs one other browser or device out; the list is asked for again either way. */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => callByName<typeof endSessionContract>('endSession', { sessionId }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.security.sessions }),
  });
}

/** Signs out every other browser and device; this one stays signed in. */
export function useRevokeOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callAuth('/revoke-other-sessions'),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.security.sessions }),
  });
}
