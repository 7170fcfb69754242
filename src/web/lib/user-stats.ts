import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getUserStats as getUserStatsContract } from '../../shared/contracts/community/profiles';
import type { ContractOutput } from '../../shared/contracts/define-contract';
import { callByName } from './api-client';
import { queryKeys } from './query-keys';

export type UserStatsAnswer = ContractOutput<typeof getUserStatsContract>;

export function getUserStats(userId: string): Promise<UserStatsAnswer> {
  return callByName<typeof getUserStatsContract>('getUserStats', { userId });
}

/** A member's profile totals and whether they show their likes. */
export function useUserStats(userId: string) {
  return useQuery(queryOptions({ queryKey: queryKeys.profiles.stats(userId), queryFn: () => getUserStats(userId), staleTime: 60_000, retry: false }));
}
