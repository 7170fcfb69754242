import { useQueryClient } from '@tanstack/react-query';
import { Landmark, Smartphone } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { WithdrawalItem } from '../../../shared/contracts/payouts/withdrawals';
import { LoadFailed } from '../../components/ui/load-failed';
import { LocalDate } from '../../components/ui/local-date';
import { Spinner } from '../../components/ui/spinner';
import { queryKeys } from '../../lib/query-keys';
import { useWithdrawalHistory } from './api/use-payouts';
import { Panel } from './panel';
import { rupees, WITHDRAWAL_STATUS } from './payout-rules';
import { StatusBadge } from './status-badge';
import { LoadMore } from '../../components/ui/load-more';

function WithdrawalRow({ withdrawal }: { withdrawal: WithdrawalItem }) {
  const Icon = withdrawal.method === 'upi' ? Smartphone : Landmark;
  return (
    <li className="flex flex-wrap items-start gap-x-3 gap-y-2 px-4 py-4">
      <Icon className="mt-1 size-5 shrink-0 text-fg-muted" aria-hidden="true" />
      <div className="min-w-0 flex-1 basis-40">
        <p className="font-medium text-fg [overflow-wrap:anywhere]">
          <span className="sr-only">To </span>
          {withdrawal.destinationLabel}
        </p>
        <p className="mt-0.5 text-xs text-fg-muted">
          Asked <LocalDate iso={withdrawal.createdAt} style="short" />
          {withdrawal.completedAt && (
            <>
              {' · Paid '}
              <LocalDate iso={withdrawal.completedAt} style="short" />
            </>
          )}
        </p>
        <p className="mt-1 text-sm tabular-nums text-fg-muted">
          Fee {rupees(withdrawal.processingFee)} · Net {rupees(withdrawal.netAmount)}
        </p>
        {withdrawal.failureReason && <p className="mt-1 text-sm text-danger [overflow-wrap:anywhere]">Reason: {withdrawal.failureReason}</p>}
        {(withdrawal.status === 'failed' || withdrawal.status === 'rejected') && <p className="mt-1 text-xs text-fg-muted">{WITHDRAWAL_STATUS[withdrawal.status].meaning}</p>}
      </div>
      <div className="ml-auto flex shrink-0 flex-col items-end gap-1 text-right">
        <p className="text-lg font-bold tabular-nums text-fg">{rupees(withdrawal.amount)}</p>
        <StatusBadge status={withdrawal.status} />
      </div>
    </li>
  );
}

/** Every withdrawal the creator asked for, newest first, 20 at a time; a failed "Load more" keeps what is shown. */
export function WithdrawalHistory() {
  const query = useWithdrawalHistory();
  const rows = query.data?.pages.flatMap((page) => page.withdrawals) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? 0;
  const client = useQueryClient();
  const statuses = rows.map((row) => row.status).join();
  // A payout completing or failing moves money between pending, withdrawn and available: when the
  // list sees a status change, the balance figures are read again too.
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (seen.current !== null && seen.current !== statuses) void client.invalidateQueries({ queryKey: [...queryKeys.earnings.all, 'summary'] });
    seen.current = statuses;
  }, [statuses, client]);

  return (
    <Panel id="withdrawal-history" title="Withdrawal history" description={query.data ? `${total} withdrawal${total === 1 ? '' : 's'}, newest first.` : undefined}>
      {query.isPending ? (
        <Spinner label="Loading your withdrawals" className="py-8" />
      ) : query.isError && rows.length === 0 ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load your withdrawals." />
      ) : rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-4 py-8 text-center text-sm text-fg-muted">No withdrawals yet. When you withdraw, each request shows here with its fee and status.</p>
      ) : (
        <div className="space-y-4">
          <ul aria-label="Withdrawals" className="-mx-4 divide-y divide-border border-y border-border sm:mx-0 sm:rounded-xl sm:border">
            {rows.map((withdrawal) => (
              <WithdrawalRow key={withdrawal.id} withdrawal={withdrawal} />
            ))}
          </ul>
          <LoadMore query={query} failedLead="Could not load more withdrawals." />
        </div>
      )}
    </Panel>
  );
}
