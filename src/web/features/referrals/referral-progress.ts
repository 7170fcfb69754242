import { REFERRAL_MILESTONE_REWARDS, REFERRAL_TIP_SHARE_BPS, type ReferralReward } from '../../../shared/constants/referral-rules';
import type { ReferredFriend } from '../../../shared/contracts/referrals/referrals';
import { formatCount } from '../../lib/indian-numbers';
import { rupees } from '../../lib/rupees';
import { formatRupees } from '../../../shared/money/format-rupees';

export interface RewardStep {
  reward: ReferralReward;
  /** "First public model", "100 downloads". */
  label: string;
  /** What the referrer is paid for it. */
  amount: number;
  /** Paid (with when), reached and waiting for the next run or a look, or how far. */
  state: { kind: 'paid'; paidAt: string } | { kind: 'reached' } | { kind: 'ahead'; text: string; percent: number };
}

const LABELS: Record<ReferralReward, string> = { first_model: 'First public model', downloads_100: '100 downloads', downloads_1000: '1,000 downloads' };

/** The referrer's side of each reward, as the ledger defines them (the friend's own ₹25 is theirs to see). */
const FOR_REFERRER = REFERRAL_MILESTONE_REWARDS.filter((r) => r.to === 'referrer');

/**
 * One friend's road to each reward, in order: paid (the ledger says so), reached (paid within a
 * minute, or once the team has looked at a held referral), or how far along. A declined referral
 * shows no road: it never earns.
 */
export function rewardSteps(friend: ReferredFriend): RewardStep[] {
  if (friend.status === 'declined') return [];
  return FOR_REFERRER.map((r) => {
    const paid = friend.rewards.find((p) => p.reward === r.reward);
    const need = 'downloads' in r ? r.downloads : 1;
    const have = 'downloads' in r ? friend.downloads : friend.published ? 1 : 0;
    const state: RewardStep['state'] = paid
      ? { kind: 'paid', paidAt: paid.paidAt }
      : have >= need
        ? { kind: 'reached' }
        : { kind: 'ahead', text: 'downloads' in r ? `${formatCount(have)} of ${formatCount(need)} downloads` : 'No public model yet', percent: Math.floor((Math.min(have, need) / need) * 100) };
    return { reward: r.reward, label: LABELS[r.reward], amount: r.paise, state };
  });
}

/** What the page promises, from the same table the ledger pays by. */
export function rewardTerms(): string[] {
  const first = REFERRAL_MILESTONE_REWARDS.filter((r) => r.reward === 'first_model');
  return [
    `${formatRupees(first[0]!.paise)} to you and ${formatRupees(first[1]!.paise)} to your friend when they publish their first public model`,
    ...FOR_REFERRER.filter((r) => 'downloads' in r).map((r) => `${formatRupees(r.paise)} to you when their models reach ${formatCount('downloads' in r ? r.downloads : 0)} downloads`),
    `${REFERRAL_TIP_SHARE_BPS / 100} % of what your friend earns from tips, for life, on top of their own share`,
  ];
}

/** The friend's tips' part for the referrer, in words, or null before any tip has paid one. */
export function tipShareText(friend: ReferredFriend): string | null {
  const { amount, tips } = friend.tipShare;
  if (tips === 0 && amount === 0) return null;
  const share = `${REFERRAL_TIP_SHARE_BPS / 100} % of their tips`;
  return `${share}: ${rupees(amount)} from ${formatCount(tips)} ${tips === 1 ? 'tip' : 'tips'}`;
}
