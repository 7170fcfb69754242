import { CircleCheck, CircleX, Clock, Loader, Ban } from 'lucide-react';
import { cn } from '../../components/ui/cn';
import { WITHDRAWAL_STATUS, type WithdrawalStatus } from './payout-rules';

const LOOK: Record<WithdrawalStatus, { icon: typeof Clock; className: string }> = {
  pending: { icon: Clock, className: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200' },
  processing: { icon: Loader, className: 'bg-brand-soft text-brand' },
  completed: { icon: CircleCheck, className: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200' },
  failed: { icon: CircleX, className: 'bg-danger-soft text-danger' },
  rejected: { icon: Ban, className: 'bg-danger-soft text-danger' },
};

/** A withdrawal's status in words with an icon, so it never rests on colour alone. */
export function StatusBadge({ status }: { status: WithdrawalStatus }) {
  const { icon: Icon, className } = LOOK[status];
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', className)}>
      <Icon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">Status: </span>
      {WITHDRAWAL_STATUS[status].label}
    </span>
  );
}
