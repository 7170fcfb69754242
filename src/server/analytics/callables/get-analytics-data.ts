import { getAnalyticsData } from '../../../shared/contracts/analytics/analytics';
import { readAnalytics } from '../read-analytics';
import { implement } from '../../callables/implement';

/** Issue 16 item 4: /admin/analytics's figures. */
export const getAnalyticsDataFunction = implement(getAnalyticsData, async ({ timeRange }, ctx) => {
  const report = await readAnalytics(ctx.db, timeRange);
  return { success: true as const, timeRange, ...report };
});
