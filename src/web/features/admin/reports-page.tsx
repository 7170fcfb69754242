import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { REPORTS_LIST_LIMIT } from '../../../shared/constants/moderation-rules';
import { REASON_LABELS, REPORT_PRIORITIES, REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_KINDS } from '../../../shared/constants/report-rules';
import type { ReportItem } from '../../../shared/contracts/reports/moderation';
import { buttonClasses } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageHeader } from '../../components/ui/page-header';
import { SelectField } from '../../components/ui/select-field';
import { Spinner } from '../../components/ui/spinner';
import { usePageTitle } from '../../lib/use-page-title';
import { useReports } from './reports-api';
import { ReportsItem } from './reports-item';
import { ReportsReviewDialog } from './reports-review-dialog';
import { PRIORITY_LABELS, reportFiltersFrom, STATUS_LABELS, TARGET_KIND_LABELS, withFilter, type FilterKey, type ReportFilters } from './reports-view';

const FILTERS: { key: FilterKey; label: string; any: string; options: { value: string; label: string }[] }[] = [
  { key: 'status', label: 'Status', any: 'Any status', options: REPORT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })) },
  { key: 'reason', label: 'Reason', any: 'Any reason', options: REPORT_REASONS.map((value) => ({ value, label: REASON_LABELS[value] })) },
  { key: 'priority', label: 'Priority', any: 'Any priority', options: REPORT_PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] })).reverse() },
  { key: 'targetKind', label: 'Reported', any: 'Anything', options: REPORT_TARGET_KINDS.map((value) => ({ value, label: TARGET_KIND_LABELS[value] })) },
];

function ReportsList({ filters, onReview }: { filters: ReportFilters; onReview(report: ReportItem): void }) {
  const query = useReports(filters);
  const reports = query.data?.reports ?? [];
  const filtered = Object.keys(filters).length > 0;
  if (query.isPending) return <Spinner label="Loading reports" className="py-10" />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load the reports." />;
  if (reports.length === 0) {
    return <p className="rounded-2xl border border-dashed border-border p-8 text-center text-fg-muted">{filtered ? 'No reports match these filters.' : 'No reports yet.'}</p>;
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-fg-muted">
        {reports.length === REPORTS_LIST_LIMIT ? `The latest ${REPORTS_LIST_LIMIT}, newest first. Filter to reach older ones.` : `${reports.length} report${reports.length === 1 ? '' : 's'}, newest first.`}
      </p>
      <ul aria-label="Reports, newest first" className="divide-y divide-border rounded-2xl border border-border bg-surface">
        {reports.map((report) => (
          <ReportsItem key={report.id} report={report} onReview={onReview} />
        ))}
      </ul>
    </div>
  );
}

/**
 * /admin/reports (issue 16 item 2): the latest reports (SPEC §9: 100), filtered by status, reason,
 * priority and kind of target as the address says (?status=pending…), each settled through the
 * Review dialog.
 */
export default function AdminReportsPage() {
  usePageTitle('Reports');
  const [params, setParams] = useSearchParams();
  const filters = reportFiltersFrom(params);
  const [reviewing, setReviewing] = useState<ReportItem | null>(null);
  const list = useRef<HTMLDivElement>(null);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <PageHeader title="Reports" description="Content and DMCA reports from members and visitors: review each, act on it or dismiss it.">
        <Link to="/admin/moderation" className={buttonClasses('secondary', 'sm')}>
          <ShieldAlert className="size-4" aria-hidden="true" />
          Moderation
        </Link>
        <Link to="/admin" className={buttonClasses('secondary', 'sm')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Admin dashboard
        </Link>
      </PageHeader>
      <div className="space-y-6">
        <form role="search" aria-label="Filter the reports" onSubmit={(e) => e.preventDefault()} className="grid grid-cols-2 gap-3 rounded-2xl border border-border bg-surface p-4 sm:gap-4 lg:grid-cols-4">
          {FILTERS.map(({ key, label, any, options }) => (
            <SelectField key={key} label={label} value={filters[key] ?? ''} onChange={(e) => setParams(withFilter(params, key, e.target.value), { replace: true, preventScrollReset: true })}>
              <option value="">{any}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectField>
          ))}
        </form>
        <div ref={list} tabIndex={-1} className="rounded-2xl focus:outline-none">
          <ReportsList filters={filters} onReview={setReviewing} />
        </div>
      </div>
      {reviewing && <ReportsReviewDialog key={reviewing.id} report={reviewing} onClose={() => setReviewing(null)} returnFocusTo={() => list.current} />}
    </div>
  );
}
