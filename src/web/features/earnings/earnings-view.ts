import type { ContractOutput } from '../../../shared/contracts/define-contract';
import type { getCreatorEarnings, TipItem } from '../../../shared/contracts/payments/tips';

export { DEFAULT_TIME_RANGE, periodOf, TIME_RANGES, timeRangeFrom, type TimeRange } from '../../lib/time-ranges';

/** Tips received, tips sent, and the referral rewards paid into the same earnings (decision 080). */
export type HistoryTab = 'received' | 'sent' | 'referrals';
export type TipsTab = Exclude<HistoryTab, 'referrals'>;
export const DEFAULT_HISTORY_TAB: HistoryTab = 'received';

/** The history's tab (?history=sent, ?history=referrals), received unless the address says otherwise. */
export function historyTabFrom(value: string | null): HistoryTab {
  return value === 'sent' || value === 'referrals' ? value : DEFAULT_HISTORY_TAB;
}

export { rupees } from '../../lib/rupees';

/** Who stands on the other side of a tip, as its row names them. */
export type TipParty = { kind: 'member'; uid: string; name: string; photoURL: string | null } | { kind: 'platform' } | { kind: 'former-member' };

/**
 * getTipHistory leaves the counterparty null both for a tip to Meshmandi itself and for an account
 * deleted since; only a sent tip can go to the platform, and it is the one with no recipient.
 */
export function tipPartyOf(tip: Pick<TipItem, 'counterparty' | 'toUserId'>, tab: TipsTab): TipParty {
  if (tip.counterparty) return { kind: 'member', uid: tip.counterparty.uid, name: tip.counterparty.displayName, photoURL: tip.counterparty.photoURL };
  if (tab === 'sent' && tip.toUserId === null) return { kind: 'platform' };
  return { kind: 'former-member' };
}

/** One book's figures as getCreatorEarnings answers them, in paise. */
export type BookSummary = ContractOutput<typeof getCreatorEarnings>['summary'];
