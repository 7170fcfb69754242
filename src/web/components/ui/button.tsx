import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from './cn';

/** `pressed` is a toggle that is on (aria-pressed), beside its `secondary` off state. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'pressed';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-brand-fg hover:bg-brand-hover',
  secondary: 'border border-border bg-surface text-fg hover:bg-surface-muted',
  ghost: 'text-fg hover:bg-surface-muted',
  danger: 'bg-danger text-white hover:opacity-90 dark:text-bg',
  pressed: 'border border-brand/60 bg-brand-soft text-brand hover:border-brand',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: 'sm' | 'md' = 'md', extra?: string): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    size === 'sm' ? 'h-9 px-3 text-sm' : 'h-11 px-4 text-base',
    VARIANTS[variant],
    extra,
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', className, type = 'button', ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClasses(variant, size, className)} {...props} />;
});
