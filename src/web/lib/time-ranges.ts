import type { ContractInput } from '../../shared/contracts/define-contract';
import type { getCreatorEarnings } from '../../shared/contracts/payments/tips';

/** The periods getCreatorEarnings (and the admin revenue report) sum over; 30 days is the pages' default. */
export type TimeRange = NonNullable<ContractInput<typeof getCreatorEarnings>['timeRange']>;
export const DEFAULT_TIME_RANGE: TimeRange = '30d';

export const TIME_RANGES: readonly { value: TimeRange; label: string; period: string }[] = [
  { value: '7d', label: '7 days', period: 'the last 7 days' },
  { value: '30d', label: '30 days', period: 'the last 30 days' },
  { value: '90d', label: '90 days', period: 'the last 90 days' },
  { value: 'all', label: 'All time', period: 'all time' },
];

/** The address keeps the period (?range=…) so a reload or a shared link shows the same figures; anything unknown falls back to the default. */
export function timeRangeFrom(value: string | null): TimeRange {
  return TIME_RANGES.find((range) => range.value === value)?.value ?? DEFAULT_TIME_RANGE;
}

/** "the last 30 days", "all time": what the period figures cover, said beside them. */
export function periodOf(range: TimeRange): string {
  return TIME_RANGES.find((r) => r.value === range)!.period;
}

