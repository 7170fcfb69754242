import { X } from 'lucide-react';
import { useId, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { ModelTags } from '../../../../shared/constants/model-fields';
import { TAG_MAX_LENGTH, TAGS_MAX } from '../../../../shared/constants/model-rules';
import { cn } from '../../../components/ui/cn';

interface TagsInputProps {
  tags: string[];
  onChange(tags: string[]): void;
  disabled?: boolean;
}

/** Why a tag cannot be added, in the server's own rule (lower case, ≤ 30 characters, letters and digits first). */
function whyTagRefused(tag: string, tags: string[]): string | null {
  if (tags.length >= TAGS_MAX) return `A model can have at most ${TAGS_MAX} tags.`;
  if (tag.length > TAG_MAX_LENGTH) return `Each tag can be at most ${TAG_MAX_LENGTH} characters.`;
  if (!ModelTags.safeParse([tag]).success) return 'Tags start with a letter or digit and may contain letters, digits, spaces and - _ . + &';
  return null;
}

/** Tags as removable chips: Enter or a comma adds the typed tag, Backspace in the empty box removes the last. */
export function TagsInput({ tags, onChange, disabled }: TagsInputProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function add(raw: string[]) {
    let next = tags;
    let refusal: string | null = null;
    for (const part of raw) {
      const tag = part.trim().toLowerCase();
      if (!tag || next.includes(tag)) continue;
      refusal = whyTagRefused(tag, next);
      if (refusal) break;
      next = [...next, tag];
    }
    if (next !== tags) onChange(next);
    setProblem(refusal);
    setText(refusal ? raw.join(', ').trim() : '');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add([text]);
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData('text');
    if (!pasted.includes(',')) return;
    event.preventDefault();
    add(`${text}${pasted}`.split(','));
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
                  onClick={() => onChange(tags.filter((t) => t !== tag))}
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
          onChange={(e) => {
            setText(e.target.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => text.trim() && add([text])}
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
