import { Globe, Lock } from 'lucide-react';
import type { Visibility } from '../../../shared/constants/model-rules';
import { cn } from '../ui/cn';

/** Public or Private; private is the one that matters, so it is the one that stands out. */
export function VisibilityBadge({ visibility, className }: { visibility: Visibility; className?: string }) {
  const isPrivate = visibility === 'private';
  const Icon = isPrivate ? Lock : Globe;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        isPrivate ? 'bg-fg text-bg' : 'border border-border bg-surface-muted text-fg-muted',
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {isPrivate ? 'Private' : 'Public'}
    </span>
  );
}
