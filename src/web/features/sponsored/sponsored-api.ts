import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { listMyModels } from '../../../shared/contracts/models/models';
import type { getPayoutSettings } from '../../../shared/contracts/payouts/payout-settings';
import type * as S from '../../../shared/contracts/sponsored/sponsored-placements';
import type { ContractInput } from '../../../shared/contracts/define-contract';
import { callByName } from '../../lib/api-client';

const KEY = ['sponsored'] as const;

/** The caller's campaigns, newest first, 20 a page. */
export function useMySponsored() {
  return useInfiniteQuery({
    queryKey: [...KEY, 'mine'],
    queryFn: ({ pageParam }) => callByName<typeof S.listMySponsoredPlacements>('listMySponsoredPlacements', pageParam ? { cursor: pageParam } : {}),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** What may be sponsored: the caller's public models (the first hundred, newest first). */
export function useSponsorableModels() {
  return useQuery({
    queryKey: [...KEY, 'models'],
    queryFn: () => callByName<typeof listMyModels>('listMyModels', { limit: 100 }),
    select: (answer) => answer.models.filter((model) => model.visibility === 'public'),
  });
}

/** Whether the account has a withdrawal PIN: the step-up field asks for it, or for an e-mailed code. */
export function usePinSet() {
  return useQuery({
    queryKey: [...KEY, 'pin-set'],
    queryFn: () => callByName<typeof getPayoutSettings>('getPayoutSettings', {}),
    select: (answer) => answer.settings.pinSet,
  });
}

export function useCreateSponsored() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<typeof S.createSponsoredPlacement>) => callByName<typeof S.createSponsoredPlacement>('createSponsoredPlacement', input),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useEndSponsored() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: string) => callByName<typeof S.endSponsoredPlacement>('endSponsoredPlacement', { campaignId }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
