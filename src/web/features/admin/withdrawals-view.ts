import type { AdminWithdrawalItem } from '../../../shared/contracts/payouts/withdrawals';

/** The queue's tabs, as listWithdrawalQueue names its statuses; 'by-hand' is approved ones waiting for an admin to pay them. */
export type QueueTab = 'pending' | 'processing' | 'by-hand' | 'completed' | 'failed' | 'rejected';

export const QUEUE_TABS: readonly { id: QueueTab; label: string; empty: string }[] = [
  { id: 'pending', label: 'Pending', empty: 'No withdrawals are waiting for review.' },
  { id: 'processing', label: 'Processing', empty: 'No payouts are under way.' },
  { id: 'by-hand', label: 'To pay by hand', empty: 'Nothing to pay by hand.' },
  { id: 'completed', label: 'Completed', empty: 'No completed withdrawals yet.' },
  { id: 'failed', label: 'Failed', empty: 'No failed payouts.' },
  { id: 'rejected', label: 'Rejected', empty: 'No rejected withdrawals.' },
];

export const DEFAULT_QUEUE_TAB: QueueTab = 'pending';

/** The tab the address names (?status=…), pending for anything else. */
export function queueTabFrom(value: string | null): QueueTab {
  return QUEUE_TABS.find((tab) => tab.id === value)?.id ?? DEFAULT_QUEUE_TAB;
}

export type QueueAction = 'approve' | 'reject' | 'retry' | 'mark-paid' | 'release';

export const ACTION_LABELS: Record<QueueAction, string> = { approve: 'Approve', reject: 'Reject', retry: 'Retry', 'mark-paid': 'Mark paid', release: 'Release hold' };

/**
 * What an admin may do to a withdrawal in its state, as processWithdrawal allows: approve or
 * reject what waits (release or reject one a refund put on hold); retry a failed payout; complete
 * one an admin paid by hand. Nothing on the admin's own withdrawal: another admin decides it.
 */
export function actionsFor(withdrawal: Pick<AdminWithdrawalItem, 'status' | 'payoutMode'> & { hold?: AdminWithdrawalItem['hold']; user?: AdminWithdrawalItem['user'] }, viewerId?: string): QueueAction[] {
  if (viewerId && withdrawal.user?.uid === viewerId) return [];
  if (withdrawal.status === 'pending') return withdrawal.hold ? ['release', 'reject'] : ['approve', 'reject'];
  if (withdrawal.status === 'failed') return ['retry'];
  if (withdrawal.status === 'processing' && withdrawal.payoutMode === 'by-hand') return ['mark-paid'];
  return [];
}

/** Reject needs a reason the creator will read; mark-paid the bank's reference (UTR) for the books. */
export function reasonRule(action: QueueAction): { label: string; hint: string; required: boolean } | null {
  if (action === 'reject') return { label: 'Reason', hint: 'The creator sees this on their withdrawal.', required: true };
  if (action === 'mark-paid') return { label: 'Bank reference (UTR)', hint: 'From the bank’s confirmation of the transfer.', required: true };
  return null;
}

/** How one row's result is said, in the live region and the success box. */
export function actionDoneText(action: QueueAction, creator: string, net: string, status: string): string {
  const verb = { approve: 'Approved', reject: 'Rejected', retry: 'Retried', 'mark-paid': 'Marked paid', release: 'Hold released' }[action];
  return `${verb}: ${net} for ${creator}. Status now ${status}.`;
}
