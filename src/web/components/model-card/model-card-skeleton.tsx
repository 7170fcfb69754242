import { cn } from '../ui/cn';

/** A grey stand-in the size of a ModelCard, so a grid keeps its shape while its models load. */
export function ModelCardSkeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm', className)}>
      <div className="aspect-[4/3] animate-pulse bg-surface-muted" />
      <div className="flex flex-col gap-2 p-3 sm:p-4">
        <div className="h-5 w-4/5 animate-pulse rounded bg-surface-muted" />
        <div className="flex items-center gap-2">
          <div className="size-8 shrink-0 animate-pulse rounded-full bg-surface-muted" />
          <div className="h-4 w-1/2 animate-pulse rounded bg-surface-muted" />
        </div>
        <div className="mt-1 h-5 w-2/3 animate-pulse rounded bg-surface-muted" />
      </div>
    </div>
  );
}
