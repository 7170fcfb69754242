import { ArrowLeft, Download } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatRupees } from '../../../shared/money/format-rupees';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { WithdrawalActionDialog, type PendingAction } from './withdrawals-action-dialog';
import { useWithdrawalQueue } from './withdrawals-api';
import { WithdrawalsRow } from './withdrawals-row';
import { actionDoneText, DEFAULT_QUEUE_TAB, QUEUE_TABS, queueTabFrom, type QueueTab } from './withdrawals-view';
import { LoadMore } from '../../components/ui/load-more';

function QueueList({ tab, onAction }: { tab: QueueTab; onAction(pending: PendingAction): void }) {
  const query = useWithdrawalQueue(tab);
  const { account } = useSession();
  const rows = query.data?.pages.flatMap((page) => page.withdrawals) ?? [];
  const canRevealAccounts = query.data?.pages.at(-1)?.canRevealAccounts ?? false;
  const total = query.data?.pages.at(-1)?.total ?? 0;
  const empty = QUEUE_TABS.find((t) => t.id === tab)!.empty;

  if (query.isPending) return <Spinner label="Loading withdrawals" className="py-10" />;
  if (query.isError && rows.length === 0) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load the withdrawals." />;
  if (rows.length === 0) return <p className="rounded-2xl border border-dashed border-border p-8 text-center text-fg-muted">{empty}</p>;
  return (
    <div className="space-y-4">
      <p className="text-sm text-fg-muted">
        {rows.length} of {total} shown, oldest first.
      </p>
      <ul aria-label="Withdrawals" className="divide-y divide-border rounded-2xl border border-border bg-surface">
        {rows.map((withdrawal) => (
          <WithdrawalsRow
            key={withdrawal.id}
            withdrawal={withdrawal}
            canRevealAccounts={canRevealAccounts}
            viewerId={account?.uid}
            onAction={(action) => onAction({ withdrawal, action })}
          />
        ))}
      </ul>
      <LoadMore query={query} failedLead="Could not load more withdrawals." />
    </div>
  );
}

/**
 * /admin/withdrawals (issue 15 item 5): the queue by state, kept in the address (?status=…), with
 * the actions each state allows and, for approved ones a person must pay, the CSV to pay them from.
 */
export default function AdminWithdrawalsPage() {
  usePageTitle('Withdrawals');
  const [params, setParams] = useSearchParams();
  const tab = queueTabFrom(params.get('status'));
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const panel = useRef<HTMLDivElement>(null);

  function choose(next: QueueTab) {
    const search = new URLSearchParams(params);
    if (next === DEFAULT_QUEUE_TAB) search.delete('status');
    else search.set('status', next);
    setParams(search, { replace: true, preventScrollReset: true });
    setNotice(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = QUEUE_TABS.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(QUEUE_TABS[target]!.id);
    tabs.current[target]?.focus();
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <PageHeader title="Withdrawals" description="Creators' withdrawal requests: approve or reject what waits, retry failed payouts, and mark those paid by hand.">
        <Link to="/admin" className={buttonClasses('secondary', 'sm')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Admin dashboard
        </Link>
      </PageHeader>
      <div className="space-y-4">
        <div role="tablist" aria-label="Withdrawals by status" className="-mx-4 flex overflow-x-auto border-b border-border px-4 sm:mx-0 sm:flex-wrap sm:px-0">
          {QUEUE_TABS.map(({ id, label }, index) => (
            <button
              key={id}
              ref={(node) => {
                tabs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`queue-tab-${id}`}
              aria-selected={id === tab}
              aria-controls="queue-panel"
              tabIndex={id === tab ? 0 : -1}
              onClick={() => choose(id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                '-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                id === tab ? 'border-brand text-fg' : 'border-transparent text-fg-muted hover:text-fg',
              )}
            >
              {label}
            </button>
          ))}
        </div>
        <div role="status" aria-live="polite" aria-atomic="true" className={notice ? 'rounded-lg border border-success/40 px-4 py-3 text-sm text-success' : 'sr-only'}>
          {notice}
        </div>
        {tab === 'by-hand' && (
          <div className="flex flex-col gap-3 rounded-2xl border border-border bg-surface-muted p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-fg">
              Without RazorpayX keys, approved withdrawals are paid by an admin from the bank. Export them, pay each, then mark it paid with the bank’s reference. Account numbers show
              whole only to super admins (in the export too), and each time they are shown it is written to the audit log.
            </p>
            <a href="/api/admin/withdrawals.csv?status=by-hand" download className={buttonClasses('secondary', 'sm', 'shrink-0')}>
              <Download className="size-4" aria-hidden="true" />
              Export CSV
            </a>
          </div>
        )}
        <div ref={panel} role="tabpanel" id="queue-panel" aria-labelledby={`queue-tab-${tab}`} tabIndex={-1} className="rounded-2xl focus:outline-none">
          <QueueList key={tab} tab={tab} onAction={setPending} />
        </div>
      </div>
      {pending && (
        <WithdrawalActionDialog
          key={`${pending.withdrawal.id}-${pending.action}`}
          pending={pending}
          onClose={() => setPending(null)}
          returnFocusTo={() => panel.current}
          onDone={(withdrawal, action, status) => {
            setPending(null);
            setNotice(actionDoneText(action, withdrawal.user?.displayName ?? 'a former member', formatRupees(withdrawal.netAmount, { paise: 'always' }), status));
          }}
        />
      )}
    </div>
  );
}
