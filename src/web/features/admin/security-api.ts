import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractInput } from '../../../shared/contracts/define-contract';
import type * as S from '../../../shared/contracts/security/ip-rules';
import { callByName } from '../../lib/api-client';

/** Under the registry's 'admin' prefix, beside the other admin keys. */
const securityKey = ['admin', 'security'] as const;

/**
 * The whole security picture in one answer. Failed sign-ins and pauses come and go by the minute,
 * so it is reread every minute while the page is open.
 */
export function useSecurityData() {
  return useQuery({
    queryKey: securityKey,
    queryFn: () => callByName<typeof S.getSecurityData>('getSecurityData', {}),
    refetchInterval: 60_000,
  });
}

/** Every change is followed by a fresh getSecurityData, so the lists show what the server now enforces. */
function useSecurityChange<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => client.invalidateQueries({ queryKey: securityKey }) });
}

export function useBlockIp() {
  return useSecurityChange((input: ContractInput<typeof S.blockIP>) => callByName<typeof S.blockIP>('blockIP', input));
}

export function useAllowIp() {
  return useSecurityChange((input: ContractInput<typeof S.whitelistIP>) => callByName<typeof S.whitelistIP>('whitelistIP', input));
}

export function useRemoveIpRule() {
  return useSecurityChange((ruleId: string) => callByName<typeof S.removeIpRule>('removeIpRule', { ruleId }));
}
