import type { ReactNode } from 'react';
import { cn } from './cn';

/** An inline message: errors are announced at once (role=alert), notices politely (role=status). */
export function Alert({ tone = 'error', children, className }: { tone?: 'error' | 'success' | 'info'; children: ReactNode; className?: string }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-lg border px-4 py-3 text-sm',
        tone === 'error' && 'border-danger/40 bg-danger-soft text-danger',
        tone === 'success' && 'border-success/40 bg-surface text-success',
        tone === 'info' && 'border-border bg-surface-muted text-fg',
        className,
      )}
    >
      {children}
    </div>
  );
}
