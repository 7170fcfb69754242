import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractInput } from '../../../shared/contracts/define-contract';
import type * as N from '../../../shared/contracts/sponsored/ad-network';
import type * as H from '../../../shared/contracts/sponsored/house-ads';
import { callByName } from '../../lib/api-client';

const NETWORK_KEY = ['admin', 'ad-network'] as const;
const HOUSE_KEY = ['admin', 'house-ads'] as const;

export function useAdNetworkSettings() {
  return useQuery({ queryKey: NETWORK_KEY, queryFn: () => callByName<typeof N.getAdNetworkSettings>('getAdNetworkSettings', {}) });
}

export function useUpdateAdNetworkSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<typeof N.updateAdNetworkSettings>) => callByName<typeof N.updateAdNetworkSettings>('updateAdNetworkSettings', input),
    onSuccess: (answer) => client.setQueryData(NETWORK_KEY, answer),
  });
}

export function useHouseAds() {
  return useQuery({ queryKey: HOUSE_KEY, queryFn: () => callByName<typeof H.listHouseAds>('listHouseAds', {}) });
}

/** Makes a new house ad, or saves one (with its id); the list is read again either way. */
export function useSaveHouseAd() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<typeof H.createHouseAd> & { houseAdId?: string }) =>
      input.houseAdId ? callByName<typeof H.updateHouseAd>('updateHouseAd', { ...input, houseAdId: input.houseAdId }) : callByName<typeof H.createHouseAd>('createHouseAd', input),
    onSettled: () => client.invalidateQueries({ queryKey: HOUSE_KEY }),
  });
}

export function useDeleteHouseAd() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (houseAdId: string) => callByName<typeof H.deleteHouseAd>('deleteHouseAd', { houseAdId }),
    onSettled: () => client.invalidateQueries({ queryKey: HOUSE_KEY }),
  });
}
