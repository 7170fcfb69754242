import { cn } from '../../components/ui/cn';

const STEPS = ['Amount', 'Note', 'Pay'] as const;

/** SPEC §2's 3-step progress bar: the steps reached are filled; the current one is aria-current. */
export function TipProgress({ step }: { step: 1 | 2 | 3 }) {
  return (
    <ol aria-label="Tip progress" className="grid grid-cols-3 gap-2">
      {STEPS.map((label, index) => {
        const reached = index < step;
        return (
          <li key={label} aria-current={index + 1 === step ? 'step' : undefined} className="min-w-0">
            <span aria-hidden="true" className={cn('block h-1.5 rounded-full transition-colors', reached ? 'bg-brand' : 'bg-border')} />
            <span className={cn('mt-1 block truncate text-xs', reached ? 'font-medium text-fg' : 'text-fg-muted')}>
              <span className="sr-only">Step </span>
              {index + 1}. {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
