import { Landmark, PauseCircle, Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminWithdrawalItem } from '../../../shared/contracts/payouts/withdrawals';
import { formatRupees } from '../../../shared/money/format-rupees';
import { Button } from '../../components/ui/button';
import { LocalDate } from '../../components/ui/local-date';
import { errorMessage } from '../../lib/api-client';
import { useRevealAccount } from './withdrawals-api';
import { ACTION_LABELS, actionsFor, type QueueAction } from './withdrawals-view';

const money = (paise: number) => formatRupees(paise, { paise: 'always' });
const STATUS_LABELS = { pending: 'Pending', processing: 'Processing', completed: 'Completed', failed: 'Failed', rejected: 'Rejected' } as const;
const MODE_LABELS = { razorpayx: 'RazorpayX', 'built-in': 'Test payouts', 'by-hand': 'By hand' } as const;

/**
 * Where to pay: bank accounts masked to their last four digits. A super admin on a site that pays
 * by hand may show one whole, to type it into the bank; the server audits each reveal.
 */
function PayTo({ withdrawal, canReveal }: { withdrawal: AdminWithdrawalItem; canReveal: boolean }) {
  const reveal = useRevealAccount();
  const revealable = canReveal && withdrawal.method === 'bank' && withdrawal.status === 'processing' && withdrawal.payoutMode === 'by-hand';
  return (
    <dd className="flex flex-wrap items-center gap-2 font-mono text-fg [overflow-wrap:anywhere] sm:col-span-3">
      <span>{reveal.data?.payTo ?? withdrawal.payTo}</span>
      {revealable && !reveal.data && (
        <Button size="sm" variant="secondary" className="font-sans" disabled={reveal.isPending} onClick={() => reveal.mutate(withdrawal.id)}>
          {reveal.isPending ? 'Showing…' : 'Show account number'}
        </Button>
      )}
      {reveal.isError && <span className="font-sans text-sm text-danger">{errorMessage(reveal.error)}</span>}
    </dd>
  );
}

/**
 * One withdrawal as an admin needs it: who, how much (amount, fee, net), where to pay (bank
 * accounts masked), why it is on hold if it is, its state and the actions it allows (none on the
 * admin's own). Laid out as a card, not a table row, so a phone shows it whole without scrolling sideways.
 */
export function WithdrawalsRow({
  withdrawal,
  onAction,
  canRevealAccounts,
  viewerId,
}: {
  withdrawal: AdminWithdrawalItem;
  onAction(action: QueueAction): void;
  canRevealAccounts: boolean;
  viewerId: string | undefined;
}) {
  const Icon = withdrawal.method === 'upi' ? Smartphone : Landmark;
  const user = withdrawal.user;
  const creator = user?.displayName ?? 'A former member';
  const actions = actionsFor(withdrawal, viewerId);
  const own = Boolean(viewerId && user?.uid === viewerId);
  return (
    <li className="space-y-3 px-4 py-4">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p className="font-semibold text-fg [overflow-wrap:anywhere]">
            {user ? (
              <Link to={`/profile/${encodeURIComponent(user.uid)}`} className="hover:text-brand hover:underline">
                {creator}
              </Link>
            ) : (
              creator
            )}
          </p>
          {user && <p className="text-sm text-fg-muted [overflow-wrap:anywhere]">{[user.username && `@${user.username}`, user.email].filter(Boolean).join(' · ')}</p>}
        </div>
        <p className="text-lg font-bold tabular-nums text-fg">{money(withdrawal.amount)}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="text-fg-muted">Fee</dt>
        <dd className="tabular-nums text-fg">{money(withdrawal.processingFee)}</dd>
        <dt className="text-fg-muted">Net</dt>
        <dd className="font-semibold tabular-nums text-fg">{money(withdrawal.netAmount)}</dd>
        <dt className="text-fg-muted">Status</dt>
        <dd className="text-fg">
          {STATUS_LABELS[withdrawal.status]}
          {withdrawal.payoutMode && <span className="text-fg-muted"> · {MODE_LABELS[withdrawal.payoutMode]}</span>}
        </dd>
        <dt className="text-fg-muted">Asked</dt>
        <dd className="text-fg">
          <LocalDate iso={withdrawal.createdAt} style="short" />
        </dd>
        <dt className="text-fg-muted">To</dt>
        <dd className="flex min-w-0 items-center gap-1.5 text-fg sm:col-span-3">
          <Icon className="size-4 shrink-0 text-fg-muted" aria-hidden="true" />
          <span className="[overflow-wrap:anywhere]">{withdrawal.destinationLabel}</span>
        </dd>
        {withdrawal.payTo && (
          <>
            <dt className="text-fg-muted">Pay to</dt>
            <PayTo withdrawal={withdrawal} canReveal={canRevealAccounts} />
          </>
        )}
        {withdrawal.failureReason && (
          <>
            <dt className="text-fg-muted">Reason</dt>
            <dd className="text-danger [overflow-wrap:anywhere] sm:col-span-3">{withdrawal.failureReason}</dd>
          </>
        )}
      </dl>
      {withdrawal.hold && (
        <div className="flex gap-2 rounded-lg border border-danger/40 px-3 py-2 text-sm text-fg">
          <PauseCircle className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden="true" />
          <p className="[overflow-wrap:anywhere]">
            <span className="font-semibold">On hold since </span>
            <LocalDate iso={withdrawal.hold.heldAt} style="short" />: {withdrawal.hold.reason}. It cannot be approved until the balance covers it and the hold is released.
          </p>
        </div>
      )}
      {own && <p className="text-sm text-fg-muted">This is your own withdrawal: another admin decides it.</p>}
      {actions.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'reject' ? 'secondary' : 'primary'}
              aria-label={`${ACTION_LABELS[action]}: ${money(withdrawal.amount)} for ${creator}`}
              onClick={() => onAction(action)}
            >
              {ACTION_LABELS[action]}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}
