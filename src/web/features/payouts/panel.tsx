import type { ReactNode } from 'react';
import { cn } from '../../components/ui/cn';

interface PanelProps {
  id: string;
  title: string;
  description?: ReactNode;
  /** Beside the title on wide screens, under it on a phone. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One part of the payouts section: a region named by its h3, so screen-reader users can jump between them. */
export function Panel({ id, title, description, action, children, className }: PanelProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className={cn('min-w-0 space-y-4 rounded-2xl border border-border bg-surface p-4 sm:p-5', className)}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`${id}-heading`} className="text-lg font-semibold text-fg">
            {title}
          </h3>
          {description && <p className="mt-1 text-sm text-fg-muted">{description}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/**
 * A result said to screen readers as it appears. The region stays in the page while empty:
 * a live region inserted together with its text is often not announced.
 */
export function LiveNotice({ message, className }: { message: string | null; className?: string }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={cn(message ? 'rounded-lg border border-success/40 px-4 py-3 text-sm text-success' : 'sr-only', className)}>
      {message}
    </div>
  );
}
