import type { ComponentType, ReactNode } from 'react';
import { cn } from './cn';

interface StatCardProps {
  label: string;
  value: ReactNode;
  /** One short line under the figure: what it counts, or over which period. */
  hint?: ReactNode;
  icon: ComponentType<{ className?: string }>;
  className?: string;
}

/** One figure of a summary, as a term and its value: the cards sit in a <dl> so each figure keeps its name for screen readers. */
export function StatCard({ label, value, hint, icon: Icon, className }: StatCardProps) {
  return (
    <div className={cn('min-w-0 rounded-2xl border border-border bg-surface p-3 sm:p-4', className)}>
      <dt className="flex items-start gap-2 text-sm text-fg-muted">
        <Icon className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-1 text-xl font-bold sm:text-2xl tabular-nums text-fg [overflow-wrap:anywhere]">{value}</dd>
      {hint && <dd className="mt-1 text-xs text-fg-muted">{hint}</dd>}
    </div>
  );
}
