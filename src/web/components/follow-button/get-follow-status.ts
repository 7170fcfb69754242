import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getFollowStatus as getFollowStatusContract } from '../../../shared/contracts/community/follows';
import type { ContractOutput } from '../../../shared/contracts/define-contract';
import { callByName } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export type FollowStatus = ContractOutput<typeof getFollowStatusContract>;

/** By name with a type-only import, as the other profile calls: the contracts bring zod along. */
export function getFollowStatus(userId: string): Promise<FollowStatus> {
  return callByName<typeof getFollowStatusContract>('getFollowStatus', { userId });
}

/** Whether the signed-in viewer follows a member (a visitor: no); asked only for a signed-in viewer. */
export function followStatusOptions(userId: string, enabled: boolean) {
  return queryOptions({ queryKey: queryKeys.follows.status(userId), queryFn: () => getFollowStatus(userId), enabled, staleTime: 60_000 });
}

export function useFollowStatus(userId: string, enabled: boolean) {
  return useQuery(followStatusOptions(userId, enabled));
}
