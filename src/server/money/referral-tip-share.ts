import { eq } from 'drizzle-orm';
import { referralTipShare } from '../../shared/constants/referral-rules';
import { formatRupees } from '../../shared/money/format-rupees';
import type { Tx } from '../db/database';
import { ledgerTransactions } from '../db/schema';
import { creatorEarnings, platformExpenses } from './ledger-accounts';
import { postTransaction, type Posted } from './post-transaction';
import { holdUncoveredWithdrawals } from './withdrawal-holds';

export interface ReferralTipSharePosting {
  /** The captured payment of the friend's tip: one share per payment. */
  paymentId: string;
  friendId: string;
  referrerId: string;
  /** The friend's share of the tip, which the referrer's 5 % is taken from (never from the friend). */
  friendSharePaise: number;
  /** The whole tip, which later refunds are measured against. */
  tipPaise: number;
}

const shareKey = (paymentId: string) => `referral-share:${paymentId}`;

/**
 * The referrer's 5 % of a friend's tip earnings (decision 080), posted with the tip: the platform
 * pays it as an expense into the referrer's earnings, on top of the friend's whole share. Once per
 * payment, however often it is asked. Nothing is posted when 5 % rounds down to no paisa.
 */
export async function postReferralTipShare(tx: Tx, share: ReferralTipSharePosting): Promise<Posted | null> {
  const amount = referralTipShare(share.friendSharePaise);
  if (amount <= 0) return null;
  return postTransaction(tx, {
    book: 'live',
    kind: 'referral_reward',
    idempotencyKey: shareKey(share.paymentId),
    details: { friendId: share.friendId, reward: 'tip_share', recipientId: share.referrerId, amount, paymentId: share.paymentId, friendShare: share.friendSharePaise, tip: share.tipPaise },
    entries: [
      { account: platformExpenses(), amount },
      { account: creatorEarnings('live', share.referrerId), amount: -amount },
    ],
  });
}

export interface RefundedTipShare {
  refundId: string;
  paymentId: string;
  /** What the payment's earlier refunds took back, and this one. */
  refundedBeforePaise: number;
  refundPaise: number;
}

/**
 * A refund of a friend's tip takes the referrer's share back in the same proportion, rounded on the
 * running total as the friend's own part is, so refunds that add up to the tip take back exactly
 * the share. A referrer already paid out goes below zero, and their unpaid withdrawals are held,
 * as a creator's are. Nothing when the tip earned no share.
 */
export async function reverseReferralTipShare(tx: Tx, refund: RefundedTipShare): Promise<Posted | null> {
  const [shared] = await tx.select({ details: ledgerTransactions.details }).from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, shareKey(refund.paymentId))).limit(1);
  if (!shared) return null;
  const details = shared.details as { friendId: string; recipientId: string; amount: number; tip: number };
  const part = (refunded: number) => Math.round((details.amount * refunded) / details.tip);
  const back = part(refund.refundedBeforePaise + refund.refundPaise) - part(refund.refundedBeforePaise);
  if (back <= 0) return null;
  const posted = await postTransaction(tx, {
    book: 'live',
    kind: 'referral_reward',
    idempotencyKey: `referral-share-refund:${refund.refundId}`,
    details: { friendId: details.friendId, reward: 'tip_share', recipientId: details.recipientId, amount: -back, paymentId: refund.paymentId, refundId: refund.refundId },
    entries: [
      { account: creatorEarnings('live', details.recipientId), amount: back },
      { account: platformExpenses(), amount: -back },
    ],
  });
  if (posted.posted) {
    const description = `Taking back ${formatRupees(back, { paise: 'always' })} of the 5 % referral share on a referred friend's refunded tip (${refund.refundId})`;
    await holdUncoveredWithdrawals(tx, details.recipientId, { id: refund.refundId, description });
  }
  return posted;
}
