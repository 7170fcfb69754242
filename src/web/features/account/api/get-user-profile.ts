import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractOutput } from '../../../../shared/contracts/define-contract';
import { getUserProfile as getUserProfileContract } from '../../../../shared/contracts/accounts/profile';
import { callFunction } from '../../../lib/api-client';
import { initialFromPage } from '../../../lib/page-data';
import { queryKeys } from '../../../lib/query-keys';

type ProfileAnswer = ContractOutput<typeof getUserProfileContract>;

export function getUserProfile(uid: string): Promise<ProfileAnswer> {
  return callFunction(getUserProfileContract, { uid });
}

/** A member's public profile; "not found" is an answer, so it is not asked again. */
export function userProfileOptions(uid: string) {
  return queryOptions({
    queryKey: queryKeys.profiles.detail(uid),
    queryFn: () => getUserProfile(uid),
    retry: false,
    staleTime: 60_000,
    ...initialFromPage<ProfileAnswer>('getUserProfile', { uid }),
  });
}

export function useUserProfile(uid: string) {
  return useQuery(userProfileOptions(uid));
}
