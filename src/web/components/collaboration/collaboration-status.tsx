import { cn } from '../ui/cn';
import type { CollaborationRequest } from './collaboration-api';

const LABELS: Record<CollaborationRequest['status'], string> = { pending: 'Pending', accepted: 'Accepted', declined: 'Declined', withdrawn: 'Withdrawn' };

/** A request's state as a small badge; accepted stands out, closed ones are muted. */
export function CollaborationStatus({ status, className }: { status: CollaborationRequest['status']; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        status === 'pending' && 'bg-brand-soft text-brand',
        status === 'accepted' && 'border border-success/40 text-success',
        (status === 'declined' || status === 'withdrawn') && 'border border-border bg-surface-muted text-fg-muted',
        className,
      )}
    >
      {LABELS[status]}
    </span>
  );
}
