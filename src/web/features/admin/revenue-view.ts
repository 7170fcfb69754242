import { REVENUE_CSV_PATH, type RevenueFigures } from '../../../shared/contracts/money/revenue';
import type { ContractOutput } from '../../../shared/contracts/define-contract';
import type { getRevenueReport } from '../../../shared/contracts/money/revenue';
import type { EarningsBook } from '../../../shared/contracts/payments/earnings-chart';
import type { ChartPoint } from '../../components/charts/chart-point';
import type { TimeRange } from '../../lib/time-ranges';

export type RevenueReport = ContractOutput<typeof getRevenueReport>;

/** The table's columns, in the order the CSV has them. */
export const REVENUE_COLUMNS: readonly { key: keyof RevenueFigures; label: string }[] = [
  { key: 'feesFromTips', label: 'Fees from tips' },
  { key: 'feesFromWithdrawals', label: 'Fees from withdrawals' },
  { key: 'platformTips', label: 'Platform tips' },
  { key: 'refunds', label: 'Refunds' },
  { key: 'expenses', label: 'Expenses' },
  { key: 'adRevenue', label: 'Ad revenue' },
  { key: 'netRevenue', label: 'Net revenue' },
  { key: 'payouts', label: 'Paid to creators' },
];

export function revenueCsvHref(timeRange: TimeRange, book: EarningsBook): string {
  return `${REVENUE_CSV_PATH}?${new URLSearchParams({ timeRange, book })}`;
}

const short = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const long = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthOnly = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A bucket's name, short for the axis and in full for the table ("Week of 10 Mar 2025"); the server's days are India's, read as plain dates. */
export function bucketNames(bucket: RevenueReport['bucket'], start: string): { label: string; longLabel: string } {
  const day = new Date(`${start}T00:00:00Z`);
  if (bucket === 'month') return { label: monthOnly.format(day), longLabel: monthOnly.format(day) };
  return { label: short.format(day), longLabel: bucket === 'week' ? `Week of ${long.format(day)}` : long.format(day) };
}

/** Net revenue over the period, as the earnings chart draws a series (its "tips" unused). */
export function netRevenuePoints(report: RevenueReport): ChartPoint[] {
  return report.series.map((point) => ({ ...bucketNames(report.bucket, point.start), earnings: point.netRevenue, tips: 0 }));
}
