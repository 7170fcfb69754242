import { ArrowLeft, ExternalLink } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { LocalDateTime } from '../../components/sessions/local-date-time';
import { Button, buttonClasses } from '../../components/ui/button';
import { ApproveOrDecline } from './components/approve-or-decline';
import { LoadFailed } from '../../components/ui/load-failed';
import { LoadMore } from '../../components/ui/load-more';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { UserAvatar } from '../../components/ui/user-avatar';
import { NameWithMark } from '../../components/verified-mark/verified-mark';
import { formatCount } from '../../lib/indian-numbers';
import { usePageTitle } from '../../lib/use-page-title';
import { useVerificationRequests, useVerifyCreator, type VerificationStatus } from './verifications-api';

type Row = NonNullable<ReturnType<typeof useVerificationRequests>['data']>['pages'][number]['requests'][number];

const TABS: { status: VerificationStatus; label: string; empty: string }[] = [
  { status: 'pending', label: 'Waiting', empty: 'No creator is waiting for an answer.' },
  { status: 'approved', label: 'Approved', empty: 'No request approved yet.' },
  { status: 'declined', label: 'Declined', empty: 'No request declined yet.' },
];

function Answer({ row }: { row: Row }) {
  const verify = useVerifyCreator();
  const name = row.creator.displayName;
  return (
    <ApproveOrDecline
      who={name}
      reasonLabel={`Why decline ${name}?`}
      reasonHint="They are told this."
      pending={verify.isPending}
      error={verify.isError ? verify.error.message : null}
      onApprove={() => verify.mutate({ userId: row.creator.uid, verify: true })}
      onDecline={(reason) => verify.mutate({ userId: row.creator.uid, verify: false, reason })}
    />
  );
}

function RequestRow({ row }: { row: Row }) {
  return (
    <li className="space-y-3 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <UserAvatar name={row.creator.displayName} photoURL={row.creator.photoURL} size="md" />
        <div className="min-w-0 flex-1">
          <Link to={`/profile/${row.creator.uid}`} className="font-semibold text-fg hover:underline">
            <NameWithMark name={row.creator.displayName} verified={row.creator.isVerified} />
          </Link>
          <p className="text-sm text-fg-muted">
            {formatCount(row.creator.publicModels)} public {row.creator.publicModels === 1 ? 'model' : 'models'} · {formatCount(row.creator.totalDownloads)} downloads · asked{' '}
            <LocalDateTime iso={row.createdAt} />
          </p>
        </div>
      </div>
      <p className="whitespace-pre-line text-fg [overflow-wrap:anywhere]">{row.about}</p>
      <ul aria-label={`Where ${row.creator.displayName}'s work can be seen`} className="space-y-1 text-sm">
        {row.links.map((link) => (
          <li key={link}>
            <a href={link} target="_blank" rel="nofollow noopener noreferrer ugc" className="inline-flex items-center gap-1 text-brand hover:underline [overflow-wrap:anywhere]">
              {link}
              <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
      {row.status === 'pending' ? (
        <Answer row={row} />
      ) : (
        <p className="text-sm text-fg-muted [overflow-wrap:anywhere]">
          {row.status === 'approved' ? 'Approved' : 'Declined'}
          {row.decidedAt && (
            <>
              {' '}
              <LocalDateTime iso={row.decidedAt} />
            </>
          )}
          {row.reason && `: ${row.reason}`}
        </p>
      )}
    </li>
  );
}

function RequestList({ status }: { status: VerificationStatus }) {
  const query = useVerificationRequests(status);
  const rows = query.data?.pages.flatMap((page) => page.requests) ?? [];
  const tab = TABS.find((t) => t.status === status)!;
  if (query.isPending) return <Spinner label="Loading requests" className="py-10" />;
  if (query.isError && rows.length === 0) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load the requests." />;
  if (rows.length === 0) return <p className="rounded-2xl border border-dashed border-border p-8 text-center text-fg-muted">{tab.empty}</p>;
  return (
    <div className="space-y-4">
      <ul aria-label={`${tab.label} requests, newest first`} className="divide-y divide-border rounded-2xl border border-border bg-surface">
        {rows.map((row) => (
          <RequestRow key={row.id} row={row} />
        ))}
      </ul>
      <LoadMore query={query} failedLead="Could not load more requests." />
    </div>
  );
}

/** /admin/verifications (issue 30 item 3, decision 077): creators' requests for the verified badge, answered here. */
export default function VerificationsPage() {
  usePageTitle('Creator verification');
  const [params, setParams] = useSearchParams();
  const status = TABS.find((t) => t.status === params.get('status'))?.status ?? 'pending';
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <PageHeader title="Creator verification" description="Creators who asked for the verified badge: their links and what they make. Approve, or decline saying why.">
        <Link to="/admin" className={buttonClasses('secondary', 'sm')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Admin dashboard
        </Link>
      </PageHeader>
      <div className="space-y-6">
        <div role="group" aria-label="Which requests" className="flex flex-wrap gap-2">
          {TABS.map((tab) => (
            <Button
              key={tab.status}
              variant={status === tab.status ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={status === tab.status}
              onClick={() => setParams(tab.status === 'pending' ? {} : { status: tab.status }, { replace: true })}
            >
              {tab.label}
            </Button>
          ))}
        </div>
        <RequestList status={status} />
      </div>
    </div>
  );
}
