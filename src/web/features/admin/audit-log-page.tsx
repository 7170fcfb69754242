import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AuditLogEntry } from '../../../shared/contracts/accounts/audit-log';
import { LocalDateTime } from '../../components/sessions/local-date-time';
import { Button, buttonClasses } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { useAuditLog, type AuditFilters } from './audit-log-api';
import { changedFields, targetHref } from './audit-log-view';
import { LoadMore } from '../../components/ui/load-more';
import { SuperAdminOnlyNotice } from './components/super-admin-only-notice';

function AuditRow({ entry }: { entry: AuditLogEntry }) {
  const changes = changedFields(entry);
  const href = targetHref(entry.target);
  const actor = entry.actor.displayName ?? 'A former member';
  const extra = Object.entries(entry.details).filter(([, value]) => value !== null && value !== undefined && typeof value !== 'object');
  return (
    <li className="space-y-2 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-mono text-sm font-semibold break-all text-fg">{entry.action}</p>
        <p className="text-sm text-fg-muted">
          <LocalDateTime iso={entry.at} />
        </p>
      </div>
      <p className="text-sm text-fg">
        By{' '}
        {entry.actor.displayName ? (
          <Link to={`/profile/${encodeURIComponent(entry.actor.id)}`} className="font-medium text-brand hover:underline">
            {actor}
          </Link>
        ) : (
          <span className="font-medium">{actor}</span>
        )}{' '}
        on {entry.target.type}{' '}
        {href ? (
          <Link to={href} className="font-mono break-all text-brand hover:underline">
            {entry.target.id}
          </Link>
        ) : (
          <span className="font-mono break-all">{entry.target.id}</span>
        )}
      </p>
      {changes.length > 0 && (
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">What {entry.action} changed</caption>
          <thead className="text-fg-muted">
            <tr>
              <th scope="col" className="w-1/4 py-1 pr-2 font-medium">
                Field
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Before
              </th>
              <th scope="col" className="py-1 font-medium">
                After
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field} className="border-t border-border align-top">
                <th scope="row" className="py-1 pr-2 font-mono font-normal break-all text-fg-muted">
                  {change.field}
                </th>
                <td className="py-1 pr-2 break-all text-fg">{change.before}</td>
                <td className="py-1 break-all text-fg">{change.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {extra.length > 0 && (
        <p className="text-sm break-all text-fg-muted">
          {extra.map(([key, value]) => `${key}: ${String(value)}`).join(' · ')}
        </p>
      )}
    </li>
  );
}

function AuditList({ filters }: { filters: AuditFilters }) {
  const query = useAuditLog(filters);
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  if (query.isPending) return <Spinner label="Loading the audit log" className="py-10" />;
  if (query.isError && entries.length === 0) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load the audit log." />;
  if (entries.length === 0) return <p className="rounded-2xl border border-dashed border-border p-8 text-center text-fg-muted">No admin actions match.</p>;
  return (
    <div className="space-y-4">
      <ul aria-label="Admin actions, newest first" className="divide-y divide-border rounded-2xl border border-border bg-surface">
        {entries.map((entry) => (
          <AuditRow key={entry.id} entry={entry} />
        ))}
      </ul>
      <LoadMore query={query} failedLead="Could not load more of the audit log." />
    </div>
  );
}

/**
 * /admin/audit (issue 16 item 10): every admin action, who, what, on what, before and after,
 * newest first, for super admins (SPEC §6). The filters live in the address (?action=&target=).
 */
export default function AuditLogPage() {
  usePageTitle('Audit log');
  const { isSuperAdmin } = useSession();
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = { action: params.get('action') ?? '', targetId: params.get('target') ?? '' };
  const [draft, setDraft] = useState(filters);

  function apply(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.action.trim()) next.set('action', draft.action.trim());
    if (draft.targetId.trim()) next.set('target', draft.targetId.trim());
    setParams(next, { replace: true });
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <PageHeader title="Audit log" description="Every admin action: who did it, to what, and what it was before and after.">
        <Link to="/admin" className={buttonClasses('secondary', 'sm')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Admin dashboard
        </Link>
      </PageHeader>
      {isSuperAdmin ? (
        <div className="space-y-6">
          <form onSubmit={apply} role="search" aria-label="Filter the audit log" className="grid gap-4 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <Field label="Action" hint='Exact, or a prefix ending in "." such as withdrawal.' value={draft.action} onChange={(e) => setDraft({ ...draft, action: e.target.value })} maxLength={100} />
            <Field label="Target id" hint="A user, model or withdrawal id." value={draft.targetId} onChange={(e) => setDraft({ ...draft, targetId: e.target.value })} maxLength={64} />
            <Button type="submit" className="sm:mb-7">
              Filter
            </Button>
          </form>
          <AuditList key={`${filters.action}|${filters.targetId}`} filters={filters} />
        </div>
      ) : (
        <SuperAdminOnlyNotice>Only super admins can read the audit log.</SuperAdminOnlyNotice>
      )}
    </div>
  );
}
