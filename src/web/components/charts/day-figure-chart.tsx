import { lazy, Suspense } from 'react';
import { Spinner } from '../ui/spinner';
import type { ChartPoint } from './chart-point';
import { FigureTable } from './figure-table';

// Chart.js comes with the chart's own chunk, fetched only when a section draws one.
const ChartCanvas = lazy(() => import('./chart-canvas'));

export interface DayFigureChartProps {
  /** The figure's key, for tests and styles (`data-chart`). */
  chartKey: string;
  /** "Likes": the heading says "Likes by day". */
  title: string;
  unit: 'paise' | 'count';
  points: ChartPoint[];
  /** A point's figure in words, for the tooltip and the table. */
  describe: (point: ChartPoint) => string;
  /** The period in words ("the last 30 days") and the figure's total there, as shown. */
  period: string;
  total: string;
}

/** One figure by day over a period, with its table of the same figures for screen readers (premium stats, creator commerce). */
export function DayFigureChart({ chartKey, title, unit, points, describe, period, total }: DayFigureChartProps) {
  const heading = `${title} by day`;
  const caption = `${heading} in ${period}: ${total} in all`;
  return (
    <figure className="min-w-0 rounded-2xl border border-border bg-surface p-4" data-chart={chartKey}>
      <figcaption className="mb-3 text-sm font-semibold text-fg">{heading}</figcaption>
      <Suspense fallback={<Spinner label="Loading the chart" className="h-40" />}>
        <ChartCanvas kind="over-time" points={points} unit={unit} book="live" describe={describe} label={`${caption}. The table that follows has the figures.`} />
      </Suspense>
      <FigureTable caption={caption} nameHeader="Day" columns={[title]} rows={points.map((point) => ({ name: point.longLabel, values: [describe(point)] }))} />
    </figure>
  );
}
