import { Trash2 } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../../components/ui/cn';

/** The quiet red outline that opens the delete confirmation: visible as destructive, never the loudest button. */
export function DeleteButton({ className, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className={cn(
        'inline-flex h-9 items-center justify-center gap-2 rounded-lg border border-danger/40 bg-surface px-3 text-sm font-medium text-danger transition-colors hover:bg-danger-soft',
        className,
      )}
      {...props}
    >
      <Trash2 className="size-4" aria-hidden="true" /> Delete
    </button>
  );
}
