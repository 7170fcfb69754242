import { cn } from './cn';

/** SPEC §2: every screen loads on demand behind a 'Loading...' spinner. */
export function Spinner({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex flex-col items-center justify-center gap-3 py-16 text-fg-muted', className)}>
      <span aria-hidden="true" className="size-8 animate-spin rounded-full border-4 border-brand/25 border-t-brand" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
