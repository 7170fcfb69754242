import { lazy, Suspense, useMemo } from 'react';
import type { EarningsBook } from '../../../../shared/contracts/payments/earnings-chart';
import { cn } from '../../../components/ui/cn';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { useEarningsChart } from '../api/use-earnings';
import { periodOf, type TimeRange } from '../earnings-view';
import { bucketWords, modelPoints, timePoints, type ChartPoint } from './chart-figures';
import { ChartTable } from './chart-table';

// Chart.js comes with this chunk only, fetched when the earnings page first draws a chart.
const ChartCanvas = lazy(() => import('../../../components/charts/chart-canvas'));

function ChartFigure({ title, caption, nameHeader, points, kind, book }: { title: string; caption: string; nameHeader: string; points: ChartPoint[]; kind: 'over-time' | 'by-model'; book: EarningsBook }) {
  return (
    <figure className="relative min-w-0 rounded-2xl border border-border bg-surface p-4">
      <figcaption className="mb-3 text-sm font-semibold text-fg">{title}</figcaption>
      <Suspense fallback={<Spinner label="Loading the chart" className="h-40" />}>
        <ChartCanvas kind={kind} points={points} label={`${caption}. The table that follows has the figures.`} book={book} />
      </Suspense>
      <ChartTable caption={caption} nameHeader={nameHeader} points={points} />
    </figure>
  );
}

/**
 * One book's charts: earnings over the period and by model. They read getEarningsChart, which
 * counts each tip on the day it was made (refunds taken off that tip), so the total here can
 * differ from the summary's, which counts a refund on the day it was made.
 */
export function EarningsCharts({ range, book }: { range: TimeRange; book: EarningsBook }) {
  const query = useEarningsChart(range, book);
  const chart = query.data;
  const over = useMemo(() => (chart ? timePoints(chart) : []), [chart]);
  const byModel = useMemo(() => (chart ? modelPoints(chart) : []), [chart]);
  const prefix = book === 'test' ? 'Test earnings' : 'Earnings';

  if (query.isPending) return <Spinner label="Loading the charts" className="py-8" />;
  if (query.isError && !chart) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead={`Could not load the ${book === 'test' ? 'test ' : ''}charts.`} />;
  if (!chart) return null;
  if (chart.total.tips === 0) {
    return <p className="rounded-2xl border border-dashed border-border px-4 py-6 text-center text-sm text-fg-muted">No {book === 'test' ? 'test ' : ''}tips in {periodOf(range)}, so there is nothing to chart yet.</p>;
  }
  const words = bucketWords(chart.bucket);
  // The period the figures are for: while another loads, the last one's stay on screen, named as theirs.
  const period = periodOf(chart.timeRange);
  return (
    <div aria-busy={query.isPlaceholderData} className={cn('grid gap-4 transition-opacity lg:grid-cols-2', query.isPlaceholderData && 'opacity-60')}>
      {query.isError && <LoadFailed className="lg:col-span-2" error={query.error} onRetry={() => void query.refetch()} lead="Could not load the charts for this period." />}
      <ChartFigure title={`${prefix} over time, ${words}`} caption={`${prefix} in ${period}, ${words}`} nameHeader="Period" points={over} kind="over-time" book={book} />
      <ChartFigure title={`${prefix} by model`} caption={`${prefix} in ${period} by model, most first`} nameHeader="Model" points={byModel} kind="by-model" book={book} />
    </div>
  );
}
