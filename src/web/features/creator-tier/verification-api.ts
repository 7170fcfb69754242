import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractInput } from '../../../shared/contracts/define-contract';
import type * as V from '../../../shared/contracts/tiers/creator-verification';
import { callByName } from '../../lib/api-client';

const KEY = ['creator-tier', 'verification'] as const;

/** The caller's badge and their latest request for it. */
export function useCreatorVerification() {
  return useQuery({ queryKey: KEY, queryFn: () => callByName<typeof V.getCreatorVerification>('getCreatorVerification', {}) });
}

export function useRequestVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<typeof V.requestCreatorVerification>) => callByName<typeof V.requestCreatorVerification>('requestCreatorVerification', input),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
