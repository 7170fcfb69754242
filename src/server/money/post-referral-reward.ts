import type { Tx } from '../db/database';
import { creatorEarnings, platformExpenses } from './ledger-accounts';
import { postTransaction, type Posted } from './post-transaction';

export interface ReferralRewardPosting {
  /** The referred member whose progress earned it. */
  friendId: string;
  /** Which reward: 'first_model', 'downloads_100', … */
  reward: string;
  /** Who is paid: the friend or their referrer. */
  recipientId: string;
  amountPaise: number;
}

/**
 * A referral reward (decision 080): the platform pays it as an expense (live book), into the
 * recipient's earnings, so the friend's own money is never touched. Once per friend, reward and
 * recipient, however often or on however many nodes it is asked for.
 */
export async function postReferralReward(tx: Tx, posting: ReferralRewardPosting): Promise<Posted> {
  if (!Number.isSafeInteger(posting.amountPaise) || posting.amountPaise <= 0) throw new Error(`a referral reward is a positive whole number of paise, not ${posting.amountPaise}`);
  return postTransaction(tx, {
    book: 'live',
    kind: 'referral_reward',
    idempotencyKey: referralRewardKey(posting),
    details: { friendId: posting.friendId, reward: posting.reward, recipientId: posting.recipientId, amount: posting.amountPaise },
    entries: [
      { account: platformExpenses(), amount: posting.amountPaise },
      { account: creatorEarnings('live', posting.recipientId), amount: -posting.amountPaise },
    ],
  });
}

/** The posting's idempotency key, which also tells whether a reward has been paid. */
export function referralRewardKey(posting: Pick<ReferralRewardPosting, 'friendId' | 'reward' | 'recipientId'>): string {
  return `referral:${posting.friendId}:${posting.reward}:${posting.recipientId}`;
}
