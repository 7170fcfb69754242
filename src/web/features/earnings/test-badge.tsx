import { FlaskConical } from 'lucide-react';
import { cn } from '../../components/ui/cn';

/**
 * Marks test-book money wherever it shows. Amber, not the brand's purple, so a test figure never
 * reads as one of the real ones beside it; the flask says the same without colour.
 */
export function TestBadge({ label = 'Test', className }: { label?: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200',
        className,
      )}
    >
      <FlaskConical className="size-3.5" aria-hidden="true" />
      {label}
    </span>
  );
}
