import { useMemo } from 'react';
import { Link } from 'react-router';
import { DayFigureChart } from '../../../components/charts/day-figure-chart';
import { formatCount } from '../../../lib/indian-numbers';
import type { PremiumStats } from '../api/get-premium-stats';
import { describePoint, formatFigure, PREMIUM_CHARTS, premiumPoints, type PremiumChart } from './premium-stats-view';


function FigureChart({ stats, chart, period }: { stats: PremiumStats; chart: PremiumChart; period: string }) {
  const points = useMemo(() => premiumPoints(stats.days, chart.key), [stats.days, chart.key]);
  const describe = useMemo(() => describePoint(chart), [chart]);
  return <DayFigureChart chartKey={chart.key} title={chart.title} unit={chart.unit} points={points} describe={describe} period={period} total={formatFigure(chart.unit, stats.totals[chart.key])} />;
}

/** One chart per figure over the period's days, each with its table for screen readers. */
export function PremiumStatsCharts({ stats, period }: { stats: PremiumStats; period: string }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {PREMIUM_CHARTS.map((chart) => (
        <FigureChart key={chart.key} stats={stats} chart={chart} period={period} />
      ))}
    </div>
  );
}

/** The creator's models most viewed over the period (then downloaded), each linking to its page. */
export function PremiumTopModels({ stats }: { stats: PremiumStats }) {
  return (
    <div className="min-w-0 rounded-2xl border border-border bg-surface p-4">
      <h3 id="premium-top-models" className="mb-2 text-sm font-semibold text-fg">
        Top models, by views then downloads
      </h3>
      {stats.topModels.length === 0 ? (
        <p className="text-sm text-fg-muted">None of your models was viewed or downloaded in this period.</p>
      ) : (
        <ol aria-labelledby="premium-top-models" className="divide-y divide-border text-sm">
          {stats.topModels.map((model) => (
            <li key={model.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
              <Link to={model.path} className="min-w-0 font-medium text-brand underline-offset-2 [overflow-wrap:anywhere] hover:underline">
                {model.title}
              </Link>
              <span className="text-fg-muted tabular-nums">
                {formatCount(model.views)} {model.views === 1 ? 'view' : 'views'} · {formatCount(model.downloads)} {model.downloads === 1 ? 'download' : 'downloads'}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
