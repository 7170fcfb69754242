import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContractOutput } from '../../../../shared/contracts/define-contract';
import type { getPremiumCreatorStats, PremiumStatsRange } from '../../../../shared/contracts/tiers/premium-creator-stats';
import { callByName } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type PremiumStats = ContractOutput<typeof getPremiumCreatorStats>;

/**
 * The signed-in creator's premium stats for a period. Only for a Pro or Elite creator (the server
 * refuses the others), so the caller says when to ask. The figures move once a day, when the
 * roll-up closes one: an hour's staleness is no loss, and the last period's stay on screen,
 * dimmed, while another loads.
 */
export function usePremiumStats(range: PremiumStatsRange, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.premiumStats(range),
    queryFn: () => callByName<typeof getPremiumCreatorStats>('getPremiumCreatorStats', { range }),
    enabled,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });
}
