import type { AnalyticsFigures, getAnalyticsData } from '../../../shared/contracts/analytics/analytics';
import type { ContractOutput } from '../../../shared/contracts/define-contract';
import type { ChartPoint } from '../../components/charts/chart-point';
import { rupees } from '../../lib/rupees';
import { bucketNames } from './revenue-view';

export type AnalyticsReport = ContractOutput<typeof getAnalyticsData>;

export interface AnalyticsChart {
  key: keyof AnalyticsFigures;
  title: string;
  unit: 'paise' | 'count';
}

/** One chart per figure, in the order the stat cards show them. */
export const ANALYTICS_CHARTS: readonly AnalyticsChart[] = [
  { key: 'signUps', title: 'Sign-ups', unit: 'count' },
  { key: 'activeUsers', title: 'Active users', unit: 'count' },
  { key: 'uploads', title: 'Uploads', unit: 'count' },
  { key: 'downloads', title: 'Downloads', unit: 'count' },
  { key: 'views', title: 'Views', unit: 'count' },
  { key: 'tipPaise', title: 'Tips', unit: 'paise' },
  { key: 'revenuePaise', title: 'Net revenue', unit: 'paise' },
];

/** A figure as the page says it: rupees for money, grouped digits for counts. */
export function formatFigure(unit: AnalyticsChart['unit'], value: number): string {
  return unit === 'paise' ? rupees(value) : value.toLocaleString('en-IN');
}

/** One figure over the period, as the chart draws a series (its "tips" holds the tip count for the tips chart). */
export function analyticsPoints(report: AnalyticsReport, key: AnalyticsChart['key']): ChartPoint[] {
  return report.series.map((point) => ({ ...bucketNames(report.bucket, point.start), earnings: point[key], tips: point.tips }));
}

/** The tooltip's line for a point of a chart. */
export function describeFigure(chart: AnalyticsChart, bucket: AnalyticsReport['bucket']): (point: ChartPoint) => string {
  if (chart.key === 'tipPaise') return (point) => `${rupees(point.earnings)} from ${point.tips} ${point.tips === 1 ? 'tip' : 'tips'}`;
  if (chart.key === 'activeUsers' && bucket !== 'day') return (point) => `${formatFigure('count', point.earnings)} active users on the busiest day`;
  return (point) => `${chart.title}: ${formatFigure(chart.unit, point.earnings)}`;
}

/** What the top lists cover: they leave out today, whose figures are still coming in. */
export function topsCoverage(report: Pick<AnalyticsReport, 'topsThrough'>): string {
  if (!report.topsThrough) return 'The top lists start once the first day of the period has ended.';
  return `Finished days of the period, through ${bucketNames('day', report.topsThrough).longLabel} (India time).`;
}
