import type { ContractInput, ContractOutput } from '../../../shared/contracts/define-contract';
import type { getCreatorEarnings, TipItem } from '../../../shared/contracts/tips/tips';
import { formatRupees } from '../../../shared/money/format-rupees';

/** The periods getCreatorEarnings sums over; its default (30 days) is the page's default too. */
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

export type HistoryTab = 'received' | 'sent';
export const DEFAULT_HISTORY_TAB: HistoryTab = 'received';

/** The history's tab (?history=sent), received unless the address says otherwise. */
export function historyTabFrom(value: string | null): HistoryTab {
  return value === 'sent' ? 'sent' : DEFAULT_HISTORY_TAB;
}

/** Every amount on the page in rupees with paise, so ₹212.50 and ₹0.00 read alike in every card and row. */
export function rupees(paise: number): string {
  return formatRupees(paise, { paise: 'always' });
}

/** Who stands on the other side of a tip, as its row names them. */
export type TipParty = { kind: 'member'; uid: string; name: string; photoURL: string | null } | { kind: 'platform' } | { kind: 'former-member' };

/**
 * getTipHistory leaves the counterparty null both for a tip to Meshmandi itself and for an account
 * deleted since; only a sent tip can go to the platform, and it is the one with no recipient.
 */
export function tipPartyOf(tip: Pick<TipItem, 'counterparty' | 'toUserId'>, tab: HistoryTab): TipParty {
  if (tip.counterparty) return { kind: 'member', uid: tip.counterparty.uid, name: tip.counterparty.displayName, photoURL: tip.counterparty.photoURL };
  if (tab === 'sent' && tip.toUserId === null) return { kind: 'platform' };
  return { kind: 'former-member' };
}

/** One book's figures as getCreatorEarnings answers them, in paise. */
export type BookSummary = ContractOutput<typeof getCreatorEarnings>['summary'];
