import type { ContractOutput } from '../../../../shared/contracts/define-contract';
import type { getEarningsChart } from '../../../../shared/contracts/payments/earnings-chart';
import type { ChartPoint } from '../../../components/charts/chart-point';

export type EarningsChartData = ContractOutput<typeof getEarningsChart>;

export type { ChartPoint } from '../../../components/charts/chart-point';

const short = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const long = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthOnly = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The series' buckets as the axis and the table name them; the server's days are India's, read here as plain dates. */
export function timePoints(chart: EarningsChartData): ChartPoint[] {
  return chart.series.map((point) => {
    const day = new Date(`${point.start}T00:00:00Z`);
    const longLabel = chart.bucket === 'month' ? monthOnly.format(day) : chart.bucket === 'week' ? `Week of ${long.format(day)}` : long.format(day);
    return { label: chart.bucket === 'month' ? monthOnly.format(day) : short.format(day), longLabel, earnings: point.earnings, tips: point.tips };
  });
}

/** The by-model bars: the top 10, then the rest together, then tips not for a model; empty groups are left out. */
export function modelPoints(chart: EarningsChartData): ChartPoint[] {
  const named = chart.topModels.map((model) => {
    const title = model.title ?? 'A model no longer shown';
    return { label: title.length > 28 ? `${title.slice(0, 27)}…` : title, longLabel: title, earnings: model.earnings, tips: model.tips };
  });
  const groups = [
    { label: 'Other models', longLabel: 'Other models, together', ...chart.otherModels },
    { label: 'Not for a model', longLabel: 'Tips not for a model (from your profile)', ...chart.withoutModel },
  ].filter((group) => group.tips > 0);
  return [...named, ...groups];
}

/** "by day", "by week", "by month": said in the chart's heading, as the bucket changes with the span of all time. */
export function bucketWords(bucket: EarningsChartData['bucket']): string {
  return { day: 'by day', week: 'by week (weeks start on Monday)', month: 'by month' }[bucket];
}
