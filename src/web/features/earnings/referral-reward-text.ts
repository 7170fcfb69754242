import type { ReferralRewardItem } from '../../../shared/contracts/referrals/referrals';
import { REFERRAL_TIP_SHARE_BPS } from '../../../shared/constants/referral-rules';

/** What a referral posting was for, in words, naming the other member (decision 080). */
export function referralRewardText(item: Pick<ReferralRewardItem, 'reward' | 'amount' | 'role'>, name: string): string {
  switch (item.reward) {
    case 'tip_share':
      return item.amount < 0 ? `Taken back: a tip to ${name} was refunded` : `${REFERRAL_TIP_SHARE_BPS / 100} % of a tip to ${name}`;
    case 'first_model':
      return item.role === 'friend' ? `Your first public model, after joining with ${name}’s invitation` : `${name} published their first public model`;
    case 'downloads_100':
      return `${name}’s models reached 100 downloads`;
    case 'downloads_1000':
      return `${name}’s models reached 1,000 downloads`;
  }
}
