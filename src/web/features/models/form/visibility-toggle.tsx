import { Globe, Lock } from 'lucide-react';
import { useId } from 'react';
import type { Visibility } from '../../../../shared/constants/model-rules';
import { cn } from '../../../components/ui/cn';

const OPTIONS = [
  { value: 'public', label: 'Public', text: 'Anyone can find, view and download it.', icon: Globe },
  { value: 'private', label: 'Private', text: 'Only you (and admins) can see it.', icon: Lock },
] as const;

interface VisibilityToggleProps {
  value: Visibility;
  onChange(value: Visibility): void;
  disabled?: boolean;
  /** Why Public cannot be chosen (a model the moderators hid stays private until an admin restores it); the server refuses it too. */
  publicLocked?: string | undefined;
}

/** Public or private as two radio cards: both choices and what they mean stay visible. */
export function VisibilityToggle({ value, onChange, disabled, publicLocked }: VisibilityToggleProps) {
  const name = useId();
  const lockedId = useId();
  return (
    <fieldset className="space-y-1.5" disabled={disabled} aria-describedby={publicLocked ? lockedId : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-fg">Visibility</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {OPTIONS.map(({ value: option, label, text, icon: Icon }) => {
          const locked = option === 'public' && !!publicLocked;
          return (
            <label
              key={option}
              className={cn(
                'flex items-start gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                locked ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
                value === option ? 'border-brand bg-brand-soft/60' : 'border-border bg-surface',
                value !== option && !locked && 'hover:bg-surface-muted',
              )}
            >
              <input type="radio" name={name} value={option} checked={value === option} disabled={locked} onChange={() => onChange(option)} className="sr-only" />
              <Icon className={cn('mt-0.5 size-5 shrink-0', value === option ? 'text-brand' : 'text-fg-muted')} aria-hidden="true" />
              <span className="min-w-0">
                <span className="block font-medium text-fg">{label}</span>
                <span className="block text-sm text-fg-muted">{text}</span>
              </span>
            </label>
          );
        })}
      </div>
      {publicLocked && (
        <p id={lockedId} className="text-sm text-danger">
          {publicLocked}
        </p>
      )}
    </fieldset>
  );
}
