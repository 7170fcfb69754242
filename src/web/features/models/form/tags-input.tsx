import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { TAG_MAX_LENGTH, TAGS_MAX } from '../../../../shared/constants/model-rules';
import { cn } from '../../../components/ui/cn';
import { takeTagText } from './tag-text';

interface TagsInputProps {
  tags: string[];
  /** What is typed in the box and not yet a tag: the form's, so Publish takes it or says why not. */
  text: string;
  onChange(tags: string[], text: string): void;
  /** The form's reason for refusing the typed text at Publish. */
  error?: string;
  disabled?: boolean;
}

/** Tags as removable chips: a comma (typed, pasted, or from a phone keyboard) or Enter adds what is typed; Backspace in the empty box removes the last. */
export function TagsInput({ tags, text, onChange, error, disabled }: TagsInputProps) {
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const problem = error ?? refusal ?? null;

  /** Takes `typed` into the tags, keeping `still` (what comes after the last comma) as text. */
  function take(typed: string, still = '') {
    const taken = takeTagText(typed, tags);
    setRefusal(taken.refusal);
    onChange(taken.tags, [taken.rest, still].filter(Boolean).join(', '));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      take(text);
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      onChange(tags.slice(0, -1), '');
    }
  }

  function onText(value: string) {
    setRefusal(null);
    // Commas however they came: a key, a paste, autocorrect, a drop, a phone keyboard that sends no key.
    const last = value.lastIndexOf(',');
    if (last === -1) return onChange(tags, value);
    take(value.slice(0, last), value.slice(last + 1).trimStart());
  }

  const full = tags.length >= TAGS_MAX;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        Tags
      </label>
      <div
        className={cn(
          'flex min-h-11 flex-wrap items-center gap-1.5 rounded-lg border bg-surface px-2 py-1.5 focus-within:border-brand focus-within:ring-2 focus-within:ring-ring/40',
          problem ? 'border-danger' : 'border-border',
        )}
      >
        {tags.length > 0 && (
          <ul aria-label="Chosen tags" className="flex min-w-0 flex-wrap gap-1.5">
            {tags.map((tag) => (
              <li key={tag} className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-soft py-0.5 pr-1 pl-2.5 text-sm font-medium text-brand">
                <span className="truncate">{tag}</span>
                <button
                  type="button"
                  onClick={() => onChange(tags.filter((t) => t !== tag), text)}
                  disabled={disabled}
                  aria-label={`Remove tag ${tag}`}
                  className="rounded-full p-0.5 hover:bg-brand/15"
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          id={id}
          value={text}
          onChange={(e) => onText(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => text.trim() && take(text)}
          disabled={disabled || full}
          maxLength={TAG_MAX_LENGTH + 10}
          placeholder={full ? 'Tag limit reached' : tags.length ? 'Add another tag' : 'e.g. gears, calibration'}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          autoCapitalize="none"
          // The box around the chips shows the focus; the global focus ring would draw a second one inside it.
          style={{ outline: 'none' }}
          className="min-w-32 flex-1 bg-transparent px-1 py-1 text-base text-fg placeholder:text-fg-muted"
        />
      </div>
      <p id={`${id}-hint`} className="text-sm text-fg-muted">
        {tags.length}/{TAGS_MAX} tags. Press Enter or a comma after each; they are saved in lower case.
      </p>
      {problem && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}
