import { useQuery } from '@tanstack/react-query';
import type * as R from '../../../shared/contracts/money/revenue';
import type { EarningsBook } from '../../../shared/contracts/payments/earnings-chart';
import { callByName } from '../../lib/api-client';
import type { TimeRange } from '../../lib/time-ranges';

/** Under the registry's 'admin' prefix, beside the other admin keys. */
export function useRevenueReport(timeRange: TimeRange, book: EarningsBook) {
  return useQuery({
    queryKey: ['admin', 'revenue', timeRange, book] as const,
    queryFn: () => callByName<typeof R.getRevenueReport>('getRevenueReport', { timeRange, book }),
  });
}
