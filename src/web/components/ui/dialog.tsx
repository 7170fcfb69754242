import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { cn } from './cn';

interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Where focus goes on close when whatever opened the dialog is gone, or nothing focusable did. */
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * A modal with focus trap, scroll lock and Escape/backdrop/close-icon dismissal (Radix). On close,
 * focus goes back to the control that opened it: Radix returns it only to a Dialog.Trigger, and
 * these dialogs are opened by state, which would leave focus on the page body.
 */
export function Dialog({ open, onOpenChange, title, description, children, className, returnFocusTo }: DialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix moves focus into the dialog, so it still sees the opener.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);

  function restoreFocus(event: Event) {
    event.preventDefault();
    const target = opener.current?.isConnected ? opener.current : (returnFocusTo?.() ?? null);
    target?.focus();
  }

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        <RadixDialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-6 text-fg shadow-xl focus:outline-none',
            className,
          )}
          onCloseAutoFocus={restoreFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className="pr-8 text-xl font-semibold [overflow-wrap:anywhere]">{title}</RadixDialog.Title>
          {description && <RadixDialog.Description className="mt-2 text-sm text-fg-muted">{description}</RadixDialog.Description>}
          <div className="mt-4">{children}</div>
          <RadixDialog.Close className="absolute top-4 right-4 rounded-md p-1 text-fg-muted hover:bg-surface-muted hover:text-fg" aria-label="Close">
            <X className="size-5" aria-hidden="true" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
