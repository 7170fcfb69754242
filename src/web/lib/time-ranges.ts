import type { ContractInput } from '../../shared/contracts/define-contract';
import type { getCreatorEarnings } from '../../shared/contracts/payments/tips';

/** The periods getCreatorEarnings (and the admin revenue report) sum over; 30 days is the pages' default. */
export type TimeRange = NonNullable<ContractInput<typeof getCreatorEarnings>['timeRange']>;
export const DEFAULT_TIME_RANGE: TimeRange = '30d';

/** One period a page offers: its value in the address and the call, its button, and how figures say it. */
export interface RangeChoice<R extends string> {
  value: R;
  label: string;
  period: string;
}

export const TIME_RANGES: readonly RangeChoice<TimeRange>[] = [
  { value: '7d', label: '7 days', period: 'the last 7 days' },
  { value: '30d', label: '30 days', period: 'the last 30 days' },
  { value: '90d', label: '90 days', period: 'the last 90 days' },
  { value: 'all', label: 'All time', period: 'all time' },
];

/** The address keeps the period (?range=…) so a reload or a shared link shows the same figures; anything not offered falls back to the default. */
export function rangeFrom<R extends string>(ranges: readonly RangeChoice<R>[], value: string | null, fallback: R): R {
  return ranges.find((range) => range.value === value)?.value ?? fallback;
}

/** "the last 30 days", "all time": what the period figures cover, said beside them. */
export function periodIn<R extends string>(ranges: readonly RangeChoice<R>[], range: R): string {
  return ranges.find((r) => r.value === range)?.period ?? '';
}

export const timeRangeFrom = (value: string | null): TimeRange => rangeFrom(TIME_RANGES, value, DEFAULT_TIME_RANGE);
export const periodOf = (range: TimeRange): string => periodIn(TIME_RANGES, range);
