import { EyeOff, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { REPORT_ACTION_LABELS } from '../../../shared/constants/moderation-rules';
import { REASON_LABELS, TYPE_LABELS, type ReportPriority } from '../../../shared/constants/report-rules';
import type { ReportItem } from '../../../shared/contracts/reports/moderation';
import { LocalDateTime } from '../../components/sessions/local-date-time';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { PRIORITY_LABELS, reportedPath, RESPONSIBLE_LABELS, STATUS_LABELS, TARGET_KIND_LABELS, targetLabel } from './reports-view';

const PILL = 'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** High priority is the one that must catch the eye (decision 040: possible harm to a child). */
const PRIORITY_CLASSES: Record<ReportPriority, string> = {
  high: 'bg-danger-soft text-danger',
  medium: 'bg-brand-soft text-brand',
  low: 'border border-border bg-surface-muted text-fg-muted',
};

function Fact({ term, children, wide }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <>
      <dt className="text-fg-muted">{term}</dt>
      <dd className={cn('min-w-0 text-fg [overflow-wrap:anywhere]', wide && 'sm:col-span-3')}>{children}</dd>
    </>
  );
}

function TargetFacts({ report }: { report: ReportItem }) {
  const { target } = report;
  const path = reportedPath(report.url);
  const person = target.user;
  return (
    <>
      <Fact term={TARGET_KIND_LABELS[report.targetKind]} wide>
        <span className="font-medium">{targetLabel(report.targetKind, target.label, target.exists)}</span>
        {!target.exists && (
          <span className={cn(PILL, 'ml-2 border border-border bg-surface-muted text-fg-muted')}>
            <Trash2 className="size-3.5" aria-hidden="true" /> Deleted
          </span>
        )}
        {target.hiddenAt && (
          <span className={cn(PILL, 'ml-2 bg-fg text-bg')}>
            <EyeOff className="size-3.5" aria-hidden="true" /> Hidden
          </span>
        )}
      </Fact>
      <Fact term="Link" wide>
        {path ? (
          <Link to={path} className="font-mono text-sm text-brand underline underline-offset-2 hover:text-brand-hover">
            {report.url}
          </Link>
        ) : (
          <span className="font-mono text-sm">{report.url}</span>
        )}
      </Fact>
      {person && (
        <Fact term={RESPONSIBLE_LABELS[report.targetKind]} wide>
          <Link to={`/profile/${encodeURIComponent(person.uid)}`} className="text-brand underline underline-offset-2 hover:text-brand-hover">
            {person.displayName}
          </Link>
          {person.username && <span className="text-fg-muted"> @{person.username}</span>}
          {person.status !== 'active' && <span className="text-fg-muted"> · {person.status}</span>}
        </Fact>
      )}
    </>
  );
}

function Outcome({ report }: { report: ReportItem }) {
  if (report.status === 'pending') return null;
  return (
    <div className="rounded-lg border border-border bg-surface-muted p-3 text-sm">
      <p className="text-fg">
        <span className="font-semibold">{report.action ? REPORT_ACTION_LABELS[report.action] : STATUS_LABELS[report.status]}</span>
        {' by '}
        {report.moderatorName ?? 'a former admin'}
        {report.processedAt && (
          <>
            {', '}
            <LocalDateTime iso={report.processedAt} />
          </>
        )}
      </p>
      {report.moderatorNotes && <p className="mt-1 whitespace-pre-line text-fg-muted [overflow-wrap:anywhere]">Notes: {report.moderatorNotes}</p>}
    </div>
  );
}

/**
 * One report as a moderator needs it to decide: what was reported and by whom, why, what it points
 * at now (deleted since, or already hidden), the DMCA statements, and for a settled one what was
 * done. A card rather than a table row, so a phone shows it whole.
 */
export function ReportsItem({ report, onReview }: { report: ReportItem; onReview(report: ReportItem): void }) {
  return (
    <li className="space-y-3 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-mono text-sm font-semibold text-fg">{report.reference}</p>
        <span className={cn(PILL, PRIORITY_CLASSES[report.priority])}>{PRIORITY_LABELS[report.priority]} priority</span>
        <span className={cn(PILL, report.status === 'pending' ? 'bg-fg text-bg' : 'border border-border bg-surface text-fg-muted')}>{STATUS_LABELS[report.status]}</span>
        <p className="ml-auto text-sm text-fg-muted">
          <LocalDateTime iso={report.createdAt} />
        </p>
      </div>
      <p className="font-semibold text-fg">
        {REASON_LABELS[report.reason]}
        {/* The type it files under, when it says more than the reason does. */}
        {TYPE_LABELS[report.type] !== REASON_LABELS[report.reason] && <span className="text-sm font-normal text-fg-muted"> · {TYPE_LABELS[report.type]}</span>}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <TargetFacts report={report} />
        <Fact term="Reporter" wide>
          {report.reporterEmail}
          {report.reporterId && <span className="text-fg-muted"> (signed in)</span>}
        </Fact>
      </dl>
      <blockquote className="border-l-2 border-border pl-3 text-sm whitespace-pre-line text-fg [overflow-wrap:anywhere]">{report.details}</blockquote>
      {report.dmca && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg border border-border p-3 text-sm">
          <Fact term="Copyrighted work">{report.dmca.copyrightedWork}</Fact>
          <Fact term="Signed">{report.dmca.signature}</Fact>
          <Fact term="Statements">Good faith and accuracy under penalty of perjury, both affirmed.</Fact>
        </dl>
      )}
      <Outcome report={report} />
      {report.status === 'pending' && (
        <Button size="sm" onClick={() => onReview(report)} aria-label={`Review report ${report.reference}`}>
          Review
        </Button>
      )}
    </li>
  );
}
