import { useQuery } from '@tanstack/react-query';
import type * as A from '../../../shared/contracts/analytics/analytics';
import { callByName } from '../../lib/api-client';
import type { TimeRange } from '../../lib/time-ranges';

/** Under the registry's 'admin' prefix, beside the other admin keys. */
export function useAnalyticsData(timeRange: TimeRange) {
  return useQuery({
    queryKey: ['admin', 'analytics', timeRange] as const,
    queryFn: () => callByName<typeof A.getAnalyticsData>('getAnalyticsData', { timeRange }),
  });
}
