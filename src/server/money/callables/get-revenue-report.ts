import { getRevenueReport } from '../../../shared/contracts/money/revenue';
import { readRevenueReport } from '../revenue-report';
import { implement } from '../../callables/implement';

/** Issue 16 item 9: /admin/revenue's figures. */
export const getRevenueReportFunction = implement(getRevenueReport, async ({ timeRange, book }, ctx) => {
  const report = await readRevenueReport(ctx.db, { book, timeRange });
  return { success: true as const, book, ...report };
});
