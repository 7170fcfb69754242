import { Activity, ArrowLeft, Download, Eye, HandCoins, PiggyBank, Upload, UserPlus } from 'lucide-react';
import { lazy, Suspense, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { StatCard } from '../../components/ui/stat-card';
import { TimeRangeSwitch } from '../../components/time-range-switch';
import { rupees } from '../../lib/rupees';
import { periodOf, timeRangeFrom, type TimeRange } from '../../lib/time-ranges';
import { usePageTitle } from '../../lib/use-page-title';
import { useAnalyticsData } from './analytics-api';
import { ANALYTICS_CHARTS, analyticsPoints, describeFigure, formatFigure, topsCoverage, type AnalyticsChart, type AnalyticsReport } from './analytics-view';

// Chart.js comes with the chart's own chunk, fetched only when this page draws.
const ChartCanvas = lazy(() => import('../../components/charts/chart-canvas'));

function FigureChart({ report, chart, period }: { report: AnalyticsReport; chart: AnalyticsChart; period: string }) {
  const points = useMemo(() => analyticsPoints(report, chart.key), [report, chart.key]);
  const describe = useMemo(() => describeFigure(chart, report.bucket), [chart, report.bucket]);
  const heading = chart.key === 'activeUsers' && report.bucket !== 'day' ? `Active users, busiest day of each ${report.bucket}` : `${chart.title} by ${report.bucket}`;
  return (
    <figure className="min-w-0 rounded-2xl border border-border bg-surface p-4">
      <figcaption className="mb-3 text-sm font-semibold text-fg">{heading}</figcaption>
      <Suspense fallback={<Spinner label="Loading the chart" className="h-40" />}>
        <ChartCanvas
          kind="over-time"
          points={points}
          unit={chart.unit}
          book="live"
          describe={describe}
          label={`${heading} in ${period}: ${formatFigure(chart.unit, report.total[chart.key])} in all.`}
        />
      </Suspense>
    </figure>
  );
}

function TopLists({ report }: { report: AnalyticsReport }) {
  return (
    <section aria-labelledby="analytics-top" className="space-y-3">
      <h2 id="analytics-top" className="text-lg font-semibold text-fg">
        Top models and creators
      </h2>
      <p className="text-sm text-fg-muted">{topsCoverage(report)}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="min-w-0 rounded-2xl border border-border bg-surface p-4">
          <h3 className="mb-2 text-sm font-semibold text-fg">Models, by downloads then views</h3>
          {report.topModels.length === 0 ? (
            <p className="text-sm text-fg-muted">No downloads or views yet.</p>
          ) : (
            <ol className="divide-y divide-border text-sm">
              {report.topModels.map((model) => (
                <li key={model.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
                  <span className="min-w-0 [overflow-wrap:anywhere]">
                    <Link to={model.path} className="font-medium text-brand underline-offset-2 hover:underline">
                      {model.title}
                    </Link>
                    {model.creatorName && <span className="text-fg-muted"> by {model.creatorName}</span>}
                  </span>
                  <span className="text-fg-muted tabular-nums">
                    {formatFigure('count', model.downloads)} downloads · {formatFigure('count', model.views)} views
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
        <div className="min-w-0 rounded-2xl border border-border bg-surface p-4">
          <h3 className="mb-2 text-sm font-semibold text-fg">Creators, by tips received then downloads</h3>
          {report.topCreators.length === 0 ? (
            <p className="text-sm text-fg-muted">No tips or downloads yet.</p>
          ) : (
            <ol className="divide-y divide-border text-sm">
              {report.topCreators.map((creator) => (
                <li key={creator.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
                  <Link to={creator.path} className="min-w-0 font-medium text-brand underline-offset-2 [overflow-wrap:anywhere] hover:underline">
                    {creator.name}
                  </Link>
                  <span className="text-fg-muted tabular-nums">
                    {rupees(creator.tipPaise)} from {formatFigure('count', creator.tips)} {creator.tips === 1 ? 'tip' : 'tips'} · {formatFigure('count', creator.downloads)} downloads
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </section>
  );
}

function AnalyticsReportView({ range }: { range: TimeRange }) {
  const query = useAnalyticsData(range);
  const report = query.data;
  if (query.isPending) return <Spinner label="Loading the analytics" className="py-10" />;
  if (query.isError || !report) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load the analytics." />;
  const period = periodOf(range);
  const { total } = report;
  return (
    <div className="space-y-6">
      <section aria-labelledby="analytics-period" className="space-y-3">
        <h2 id="analytics-period" className="text-lg font-semibold text-fg">
          In {period}
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatCard label="Sign-ups" value={formatFigure('count', total.signUps)} icon={UserPlus} />
          <StatCard label="Active users" value={formatFigure('count', total.activeUsers)} hint="On the busiest day: signed in, downloaded or browsed" icon={Activity} />
          <StatCard label="Uploads" value={formatFigure('count', total.uploads)} icon={Upload} />
          <StatCard label="Downloads" value={formatFigure('count', total.downloads)} icon={Download} />
          <StatCard label="Views" value={formatFigure('count', total.views)} icon={Eye} />
          <StatCard label="Tips" value={rupees(total.tipPaise)} hint={`${formatFigure('count', total.tips)} real-money ${total.tips === 1 ? 'tip' : 'tips'}, as given`} icon={HandCoins} />
          <StatCard label="Net revenue" value={rupees(total.revenuePaise)} hint="As on the revenue page" icon={PiggyBank} />
        </dl>
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        {ANALYTICS_CHARTS.map((chart) => (
          <FigureChart key={chart.key} report={report} chart={chart} period={period} />
        ))}
      </div>
      <TopLists report={report} />
    </div>
  );
}

/**
 * /admin/analytics (issue 16 item 4): the site's activity in real figures (sign-ups, active users,
 * uploads, downloads, views, tips and revenue) over a period, with its top models and creators. The
 * period lives in the address.
 */
export default function AnalyticsPage() {
  usePageTitle('Analytics');
  const [params, setParams] = useSearchParams();
  const range = timeRangeFrom(params.get('range'));
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <PageHeader title="Analytics" description="Sign-ups, activity, uploads, downloads, views, tips and revenue, by India's days.">
        <Link to="/admin" className={buttonClasses('secondary', 'sm')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Admin dashboard
        </Link>
      </PageHeader>
      <div className="mb-6">
        <TimeRangeSwitch value={range} onChange={(next) => setParams(next !== '30d' ? { range: next } : {}, { replace: true })} />
      </div>
      <AnalyticsReportView key={range} range={range} />
    </div>
  );
}
