import { cn } from './ui/cn';
import { TIME_RANGES, type TimeRange } from '../lib/time-ranges';

export interface RangeChoice<R extends string> {
  value: R;
  label: string;
}

/**
 * The period the summaries cover, as pressed/unpressed buttons in one group: every choice is one
 * press away on a phone, where a select would hide them. The money pages' periods by default; a
 * page with periods of its own (premium stats' 365 days) passes them.
 */
export function TimeRangeSwitch<R extends string = TimeRange>({
  value,
  onChange,
  disabled,
  ranges = TIME_RANGES as unknown as readonly RangeChoice<R>[],
}: {
  value: R;
  onChange: (range: R) => void;
  disabled?: boolean;
  ranges?: readonly RangeChoice<R>[];
}) {
  return (
    <div role="group" aria-label="Period" className="inline-flex max-w-full rounded-lg border border-border bg-surface p-0.5">
      {ranges.map((range) => (
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
