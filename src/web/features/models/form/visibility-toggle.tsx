import { Globe, Lock } from 'lucide-react';
import { useId } from 'react';
import type { Visibility } from '../../../../shared/constants/model-rules';
import { cn } from '../../../components/ui/cn';

const OPTIONS = [
  { value: 'public', label: 'Public', text: 'Anyone can find, view and download it.', icon: Globe },
  { value: 'private', label: 'Private', text: 'Only you (and admins) can see it.', icon: Lock },
] as const;

/** Public or private as two radio cards: both choices and what they mean stay visible. */
export function VisibilityToggle({ value, onChange, disabled }: { value: Visibility; onChange(value: Visibility): void; disabled?: boolean }) {
  const name = useId();
  return (
    <fieldset className="space-y-1.5" disabled={disabled}>
      <legend className="mb-1.5 block text-sm font-medium text-fg">Visibility</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {OPTIONS.map(({ value: option, label, text, icon: Icon }) => (
          <label
            key={option}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              value === option ? 'border-brand bg-brand-soft/60' : 'border-border bg-surface hover:bg-surface-muted',
            )}
          >
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} className="sr-only" />
            <Icon className={cn('mt-0.5 size-5 shrink-0', value === option ? 'text-brand' : 'text-fg-muted')} aria-hidden="true" />
            <span className="min-w-0">
              <span className="block font-medium text-fg">{label}</span>
              <span className="block text-sm text-fg-muted">{text}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
