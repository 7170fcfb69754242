import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listAchievements as listAchievementsContract } from '../../../shared/contracts/community/profiles';
import type { ContractOutput } from '../../../shared/contracts/define-contract';
import { callByName } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export type AchievementsAnswer = ContractOutput<typeof listAchievementsContract>;

export function listAchievements(userId: string): Promise<AchievementsAnswer> {
  return callByName<typeof listAchievementsContract>('listAchievements', { userId });
}

/** A member's achievements, newest first. */
export function useAchievements(userId: string) {
  return useQuery(queryOptions({ queryKey: queryKeys.profiles.achievements(userId), queryFn: () => listAchievements(userId), staleTime: 60_000 }));
}
