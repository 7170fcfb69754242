import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from './cn';
import { useErrorsInView } from './use-errors-in-view';

interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /**
   * The dialog's actions (Cancel, Send…), kept at its foot outside the scrolling part: always in
   * reach, and never drawn over an error or anything else the body shows.
   */
  footer?: ReactNode;
  className?: string;
  /** Where focus goes on close when whatever opened the dialog is gone, or nothing focusable did. */
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * A modal with focus trap, scroll lock and Escape/backdrop/close-icon dismissal (Radix). On close,
 * focus goes back to the control that opened it: Radix returns it only to a Dialog.Trigger, and
 * these dialogs are opened by state, which would leave focus on the page body. An error the body
 * shows is scrolled into view as it appears.
 */
export function Dialog({ open, onOpenChange, title, description, children, footer, className, returnFocusTo }: DialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  useErrorsInView(body);
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
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl border border-border bg-surface text-fg shadow-xl focus:outline-none',
            className,
          )}
          onCloseAutoFocus={restoreFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          {/* Scroll padding keeps what is scrolled to (an error, a focused field) clear of the edges. */}
          <div ref={setBody} className="min-h-0 scroll-py-6 overflow-y-auto p-6">
            <RadixDialog.Title className="pr-8 text-xl font-semibold [overflow-wrap:anywhere]">{title}</RadixDialog.Title>
            {description && <RadixDialog.Description className="mt-2 text-sm text-fg-muted">{description}</RadixDialog.Description>}
            <div className="mt-4">{children}</div>
          </div>
          {footer && <div className="shrink-0 border-t border-border px-6 py-4">{footer}</div>}
          <RadixDialog.Close className="absolute top-4 right-4 rounded-md bg-surface p-1 text-fg-muted hover:bg-surface-muted hover:text-fg" aria-label="Close">
            <X className="size-5" aria-hidden="true" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
