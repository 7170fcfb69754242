import { useId, useState, type FormEvent } from 'react';
import { COMMENT_MAX_LENGTH } from '../../../../../shared/constants/community-rules';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../components/ui/cn';
import { errorMessage } from '../../../../lib/api-client';

interface CommentFormProps {
  label: string;
  submitLabel: string;
  pendingLabel?: string;
  initial?: string;
  placeholder?: string;
  autoFocus?: boolean;
  /** Resolves once the server took it; a rejection is shown under the box and the text is kept. */
  onSubmit(body: string): Promise<unknown>;
  onCancel?(): void;
}

/**
 * The box for a comment, a reply or an edit, with its n/1000 counter. The server trims and checks
 * the length too; here an empty or over-long text simply cannot be sent.
 */
export function CommentForm({ label, submitLabel, pendingLabel = 'Posting…', initial = '', placeholder, autoFocus, onSubmit, onCancel }: CommentFormProps) {
  const id = useId();
  const [body, setBody] = useState(initial);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const length = body.trim().length;
  const tooLong = length > COMMENT_MAX_LENGTH;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (length === 0 || tooLong || pending) return;
    setPending(true);
    setError(null);
    try {
      await onSubmit(body.trim());
      setBody('');
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        placeholder={placeholder}
        autoFocus={autoFocus}
        rows={3}
        aria-describedby={`${id}-count`}
        aria-invalid={tooLong || undefined}
        className="block min-h-20 w-full rounded-lg border border-border bg-surface px-3 py-2 text-base text-fg placeholder:text-fg-muted focus:border-brand focus:ring-2 focus:ring-ring/40 focus:outline-none aria-[invalid=true]:border-danger sm:text-sm"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={`${id}-count`} className={cn('text-xs tabular-nums', tooLong ? 'font-semibold text-danger' : 'text-fg-muted')}>
          {length}/{COMMENT_MAX_LENGTH}
        </span>
        <div className="flex gap-2">
          {onCancel && (
            <Button variant="ghost" size="sm" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
          )}
          <Button type="submit" size="sm" disabled={length === 0 || tooLong || pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </div>
      {error !== null && <Alert>{errorMessage(error)}</Alert>}
    </form>
  );
}
