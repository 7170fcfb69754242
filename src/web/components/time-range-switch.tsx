import { cn } from './ui/cn';
import { TIME_RANGES, type TimeRange } from '../lib/time-ranges';

/**
 * The period the summaries cover, as pressed/unpressed buttons in one group: every choice is one
 * press away on a phone, where a select would hide them.
 */
export function TimeRangeSwitch({ value, onChange, disabled }: { value: TimeRange; onChange: (range: TimeRange) => void; disabled?: boolean }) {
  return (
    <div role="group" aria-label="Period" className="inline-flex max-w-full rounded-lg border border-border bg-surface p-0.5">
      {TIME_RANGES.map((range) => (
        <button
          key={range.value}
          type="button"
          aria-pressed={value === range.value}
          disabled={disabled}
          onClick={() => onChange(range.value)}
          className={cn(
            'whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium transition-colors disabled:cursor-not-allowed',
            value === range.value ? 'bg-brand-soft text-brand' : 'text-fg-muted hover:text-fg',
          )}
        >
          {range.label}
        </button>
      ))}
    </div>
  );
}
