import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContractOutput } from '../../../../shared/contracts/define-contract';
import type { CommerceTimeRange, getSocialCommerceAnalytics } from '../../../../shared/contracts/creator-commerce/social-commerce-analytics';
import { callByName } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type CommerceStats = ContractOutput<typeof getSocialCommerceAnalytics>;

/**
 * The signed-in creator's commerce figures for a period (decision 083). They move once a day, when
 * the roll-up closes one: an hour's staleness is no loss, and the last period's stay on screen,
 * dimmed, while another loads.
 */
export function useCommerceStats(timeRange: CommerceTimeRange) {
  return useQuery({
    queryKey: queryKeys.commerceStats(timeRange),
    queryFn: () => callByName<typeof getSocialCommerceAnalytics>('getSocialCommerceAnalytics', { timeRange }),
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });
}
