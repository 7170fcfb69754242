import { useQuery } from '@tanstack/react-query';
import type { getCreatorTier } from '../../shared/contracts/tiers/creator-tiers';
import { callByName } from './api-client';

/** The signed-in creator's tier, its benefits and their progress toward the next. */
export function useCreatorTier() {
  return useQuery({
    queryKey: ['creator-tier', 'mine'],
    queryFn: async () => (await callByName<typeof getCreatorTier>('getCreatorTier', {})).creatorTier,
  });
}
