import { useState, type FormEvent } from 'react';
import type { AdminWithdrawalItem } from '../../../shared/contracts/payouts/withdrawals';
import { formatRupees } from '../../../shared/money/format-rupees';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { errorMessage } from '../../lib/api-client';
import { useProcessWithdrawal } from './withdrawals-api';
import { ACTION_LABELS, reasonRule, type QueueAction } from './withdrawals-view';

export interface PendingAction {
  withdrawal: AdminWithdrawalItem;
  action: QueueAction;
}

interface ActionDialogProps {
  pending: PendingAction;
  onClose(): void;
  onDone(withdrawal: AdminWithdrawalItem, action: QueueAction, status: string): void;
  returnFocusTo(): HTMLElement | null;
}

const money = (paise: number) => formatRupees(paise, { paise: 'always' });

/**
 * Every action asks once more, since each one moves real money or tells a creator no: what will
 * be paid, to whom and where, and the reason or bank reference when the action needs one. The
 * server's refusal is shown as it words it ('Failed to process withdrawal: …').
 */
export function WithdrawalActionDialog({ pending, onClose, onDone, returnFocusTo }: ActionDialogProps) {
  const { withdrawal, action } = pending;
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const process = useProcessWithdrawal();
  const rule = reasonRule(action);
  const creator = withdrawal.user?.displayName ?? 'A former member';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (rule?.required && !reason.trim()) return setMissing(true);
    try {
      const answer = await process.mutateAsync({ withdrawalId: withdrawal.id, action, ...(rule ? { reason: reason.trim() } : {}) });
      onDone(withdrawal, action, answer.withdrawal.status);
    } catch {
      // Shown from process.error below.
    }
  }

  const what =
    action === 'release'
      ? `Release the hold on ${creator}'s withdrawal of ${money(withdrawal.amount)}? The balance covers it again; it can then be approved.`
      : action === 'reject'
      ? `Reject ${creator}'s withdrawal of ${money(withdrawal.amount)}? The amount goes back to their balance.`
      : action === 'mark-paid'
        ? `Mark ${money(withdrawal.netAmount)} to ${creator} as paid by hand?`
        : `Pay ${money(withdrawal.netAmount)} to ${creator} (${money(withdrawal.amount)} less the ${money(withdrawal.processingFee)} fee)?`;

  return (
    <Dialog open onOpenChange={(next) => !next && !process.isPending && onClose()} title={`${ACTION_LABELS[action]} withdrawal`} description={what} returnFocusTo={returnFocusTo}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-fg [overflow-wrap:anywhere]">
          <span className="text-fg-muted">To:</span> {withdrawal.destinationLabel}
          {withdrawal.payTo && <span className="block font-mono text-xs">{withdrawal.payTo}</span>}
        </p>
        {rule && (
          <Field
            label={rule.label}
            hint={rule.hint}
            maxLength={500}
            required={rule.required}
            autoFocus
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setMissing(false);
            }}
            error={missing ? `${rule.label} is required.` : undefined}
            disabled={process.isPending}
          />
        )}
        {process.isError && <Alert>{errorMessage(process.error)}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={process.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant={action === 'reject' ? 'danger' : 'primary'} disabled={process.isPending}>
            {process.isPending ? 'Working…' : ACTION_LABELS[action]}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
