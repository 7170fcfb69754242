import { sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { postReferralTipShare } from '../money';
import { mayPayReferralNow } from './same-payout-destination';

export interface FriendTip {
  paymentId: string;
  /** The creator tipped, who may be someone's referred friend. */
  creatorId: string;
  payerId: string;
  /** The creator's share of the tip. */
  creatorSharePaise: number;
  tipPaise: number;
}

/**
 * Posts the referrer's 5 % of a referred friend's tip earnings (decision 080), in the capture's own
 * transaction, when the friend's referral counts (counted or approved; never held or declined) and
 * both accounts are active, and it shares no payout destination it was not approved with. The
 * referral's row is locked, so an admin's answer to a held referral is either seen here or sees this
 * tip in its catch-up, never neither and never both (and two tips to one friend take turns).
 * A tip the referrer paid earns them nothing: their own money is not a friend's earnings.
 */
export async function shareTipWithReferrer(tx: Tx, tip: FriendTip): Promise<void> {
  const { rows } = await tx.execute<{ referrer_id: string }>(sql`
    select r.referrer_id
      from referrals r
      join users f on f.id = r.friend_id and f.status = 'active'
      join users p on p.id = r.referrer_id and p.status = 'active'
     where r.friend_id = ${tip.creatorId} and r.status in ('counted', 'approved')
     for update of r`);
  const referrerId = rows[0]?.referrer_id;
  if (!referrerId || referrerId === tip.payerId) return;
  // A payout destination shared since the last look holds the referral here, before a paisa moves (decision 085).
  if (!(await mayPayReferralNow(tx, tip.creatorId))) return;
  await postReferralTipShare(tx, { paymentId: tip.paymentId, friendId: tip.creatorId, referrerId, friendSharePaise: tip.creatorSharePaise, tipPaise: tip.tipPaise });
}
