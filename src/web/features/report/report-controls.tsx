import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../components/ui/cn';

const CONTROL =
  'block w-full rounded-lg border border-border bg-surface px-3 py-2.5 text-base text-fg placeholder:text-fg-muted focus:border-brand focus:outline-none focus:ring-2 focus:ring-ring/40 aria-[invalid=true]:border-danger';

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="text-sm text-danger">
      {error}
    </p>
  ) : null;
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error: string | undefined;
  hint?: ReactNode;
}

export function SelectField({ label, error, hint, children, ...props }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        {label}
      </label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(hint ? `${id}-hint` : undefined, error && `${id}-error`)} className={CONTROL} {...props}>
        {children}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-fg-muted">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

interface CountedTextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  value: string;
  min: number;
  max: number;
  error: string | undefined;
}

/** A text box with its character count, told to screen readers only when they ask (not on every key). */
export function CountedTextArea({ label, value, min, max, error, ...props }: CountedTextAreaProps) {
  const id = useId();
  const length = value.trim().length;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        {label}
      </label>
      <textarea id={id} value={value} maxLength={max} aria-invalid={error ? true : undefined} aria-describedby={describedBy(`${id}-count`, error && `${id}-error`)} className={cn(CONTROL, 'min-h-36')} {...props} />
      <p id={`${id}-count`} className={cn('text-sm tabular-nums', length > 0 && length < min ? 'text-fg' : 'text-fg-muted')}>
        {length} / {max} characters{length < min ? ` (at least ${min})` : ''}
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

interface CheckboxFieldProps {
  checked: boolean;
  onChange(checked: boolean): void;
  error: string | undefined;
  children: ReactNode;
}

export function CheckboxField({ checked, onChange, error, children }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-4 shrink-0 accent-brand"
        />
        <label htmlFor={id} className="text-sm text-fg">
          {children}
        </label>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
