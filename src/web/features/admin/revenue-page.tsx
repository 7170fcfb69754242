import { ArrowLeft, Banknote, Download, HandCoins, Landmark, PiggyBank, Receipt, Wallet } from 'lucide-react';
import { lazy, Suspense, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { EarningsBook } from '../../../shared/contracts/payments/earnings-chart';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { usePageTitle } from '../../lib/use-page-title';
import type { ChartPoint } from '../../components/charts/chart-point';
import { StatCard } from '../../components/ui/stat-card';
import { TimeRangeSwitch } from '../../components/time-range-switch';
import { rupees } from '../../lib/rupees';
import { periodOf, timeRangeFrom, type TimeRange } from '../../lib/time-ranges';
import { useRevenueReport } from './revenue-api';
import { bucketNames, netRevenuePoints, REVENUE_COLUMNS, revenueCsvHref, type RevenueReport } from './revenue-view';

// Chart.js comes with the chart's own chunk, fetched only when this page draws.
const ChartCanvas = lazy(() => import('../../components/charts/chart-canvas'));
const describeNet = (point: ChartPoint) => `Net revenue ${rupees(point.earnings)}`;

function BookSwitch({ value, onChange }: { value: EarningsBook; onChange: (book: EarningsBook) => void }) {
  return (
    <div role="group" aria-label="Book" className="inline-flex rounded-lg border border-border bg-surface p-0.5">
      {(['live', 'test'] as const).map((book) => (
        <button
          key={book}
          type="button"
          aria-pressed={value === book}
          onClick={() => onChange(book)}
          className={cn('rounded-md px-3 py-1.5 text-sm font-medium', value === book ? 'bg-brand-soft text-brand' : 'text-fg-muted hover:text-fg')}
        >
          {book === 'live' ? 'Real money' : 'Test money'}
        </button>
      ))}
    </div>
  );
}

function RevenueTable({ report }: { report: RevenueReport }) {
  const rows = [...report.series].reverse();
  return (
    <div className="max-w-full overflow-x-auto rounded-2xl border border-border bg-surface" tabIndex={0} role="region" aria-label="Revenue by period, scrolls sideways">
      <table className="w-full min-w-[44rem] text-right text-sm whitespace-nowrap tabular-nums">
        <caption className="sr-only">The platform's money by {report.bucket}, newest first, in rupees</caption>
        <thead className="text-fg-muted">
          <tr className="border-b border-border">
            <th scope="col" className="p-3 text-left font-medium">
              {report.bucket === 'day' ? 'Day' : report.bucket === 'week' ? 'Week' : 'Month'}
            </th>
            {REVENUE_COLUMNS.map((column) => (
              <th key={column.key} scope="col" className="p-3 font-medium">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((point) => (
            <tr key={point.start} className="border-b border-border last:border-0">
              <th scope="row" className="p-3 text-left font-normal text-fg">
                {bucketNames(report.bucket, point.start).longLabel}
              </th>
              {REVENUE_COLUMNS.map((column) => (
                <td key={column.key} className={cn('p-3 text-fg', column.key === 'netRevenue' && 'font-semibold')}>
                  {rupees(point[column.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RevenueReportView({ range, book }: { range: TimeRange; book: EarningsBook }) {
  const query = useRevenueReport(range, book);
  const report = query.data;
  const points = useMemo(() => (report ? netRevenuePoints(report) : []), [report]);
  if (query.isPending) return <Spinner label="Loading the revenue" className="py-10" />;
  if (query.isError || !report) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load the revenue." />;
  const period = periodOf(range);
  return (
    <div className="space-y-6">
      <section aria-labelledby="revenue-period" className="space-y-3">
        <h2 id="revenue-period" className="text-lg font-semibold text-fg">
          In {period}
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
          <StatCard label="Net revenue" value={rupees(report.total.netRevenue)} hint="Fees, platform tips and ad revenue, less refunds and expenses" icon={PiggyBank} />
          <StatCard label="Fees from tips" value={rupees(report.total.feesFromTips)} icon={Receipt} />
          <StatCard label="Fees from withdrawals" value={rupees(report.total.feesFromWithdrawals)} icon={Receipt} />
          <StatCard label="Platform tips" value={rupees(report.total.platformTips)} icon={HandCoins} />
          <StatCard label="Ad revenue" value={rupees(report.total.adRevenue)} hint="What sponsored placements spent" icon={Receipt} />
          <StatCard label="Refunds and expenses" value={rupees(report.total.refunds + report.total.expenses)} icon={Banknote} />
          <StatCard label="Paid to creators" value={rupees(report.total.payouts)} icon={Landmark} />
        </dl>
      </section>
      <figure className="min-w-0 rounded-2xl border border-border bg-surface p-4">
        <figcaption className="mb-3 text-sm font-semibold text-fg">Net revenue by {report.bucket}</figcaption>
        <Suspense fallback={<Spinner label="Loading the chart" className="h-40" />}>
          <ChartCanvas kind="over-time" points={points} label={`Net revenue by ${report.bucket} in ${period}. The table below has the figures.`} book={book} describe={describeNet} />
        </Suspense>
      </figure>
      <RevenueTable report={report} />
      <section aria-labelledby="revenue-balances" className="space-y-3">
        <h2 id="revenue-balances" className="text-lg font-semibold text-fg">
          Balances now
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
          <StatCard label="Platform fees" value={rupees(report.balances.platformFees)} icon={PiggyBank} />
          <StatCard label="Platform tips" value={rupees(report.balances.platformTips)} icon={HandCoins} />
          <StatCard label="Platform expenses" value={rupees(report.balances.platformExpenses)} icon={Banknote} />
          <StatCard label="Owed to creators" value={rupees(report.balances.owedToCreators)} hint="Free to withdraw" icon={Wallet} />
          <StatCard label="Held for withdrawals" value={rupees(report.balances.heldForWithdrawals)} hint="Asked for, not yet paid" icon={Landmark} />
          <StatCard label="Held for sponsored placements" value={rupees(report.balances.heldForSponsored)} hint="Budgets not yet spent or returned" icon={Wallet} />
        </dl>
      </section>
    </div>
  );
}

/**
 * /admin/revenue (issue 16 item 9): the platform's money from the ledger: what it earned in fees and
 * tips, what refunds and costs took back, what it paid creators, and what it holds now. The period
 * and book live in the address; the CSV has the table.
 */
export default function RevenuePage() {
  usePageTitle('Revenue');
  const [params, setParams] = useSearchParams();
  const range = timeRangeFrom(params.get('range'));
  const book: EarningsBook = params.get('book') === 'test' ? 'test' : 'live';
  const set = (next: { range?: TimeRange; book?: EarningsBook }) => {
    const merged = { range: next.range ?? range, book: next.book ?? book };
    setParams({ ...(merged.range !== '30d' ? { range: merged.range } : {}), ...(merged.book === 'test' ? { book: 'test' } : {}) }, { replace: true });
  };
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <PageHeader title="Revenue" description="The platform's fees and tips, refunds, costs and payouts, from the ledger. Test money is kept apart.">
        <Link to="/admin" className={buttonClasses('secondary', 'sm')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Admin dashboard
        </Link>
      </PageHeader>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <TimeRangeSwitch value={range} onChange={(next) => set({ range: next })} />
        <BookSwitch value={book} onChange={(next) => set({ book: next })} />
        <a href={revenueCsvHref(range, book)} download className={buttonClasses('secondary', 'sm')}>
          <Download className="size-4" aria-hidden="true" />
          Export CSV
        </a>
      </div>
      <RevenueReportView key={`${range}|${book}`} range={range} book={book} />
    </div>
  );
}
