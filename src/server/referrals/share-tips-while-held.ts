import { sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { postReferralTipShare } from '../money';

/** At most this many tips are caught up in an approval's transaction: a held referral is days old, not years. */
const MOST = 5_000;

/**
 * When an admin approves a held referral, the referrer's 5 % of the tips the friend received while
 * it was held (decision 080), in the approval's transaction: live payments since the referral was
 * made, not paid by the referrer, with no share yet (the capture's share lock on the referral makes
 * each tip either shared at capture or seen here). A tip already refunded in part is left out: its
 * refunds were posted with no share to take back, so a share now could not be reversed exactly.
 * Answers how many shares it posted.
 */
export async function shareTipsWhileHeld(tx: Tx, friendId: string): Promise<number> {
  const { rows } = await tx.execute<{ payment_id: string; referrer_id: string; creator_amount: string; amount: string }>(sql`
    select t.payment_id, r.referrer_id, t.creator_amount, t.amount
      from referrals r
      join tips t on t.to_user_id = r.friend_id and t.book = 'live' and t.source = 'payment' and t.created_at >= r.created_at
     where r.friend_id = ${friendId}
       and t.from_user_id <> r.referrer_id
       and t.refunded_amount = 0
       and not exists (select 1 from ledger_transactions l where l.idempotency_key = 'referral-share:' || t.payment_id)
     order by t.created_at
     limit ${MOST}`);
  let posted = 0;
  for (const row of rows) {
    const share = await postReferralTipShare(tx, {
      paymentId: row.payment_id,
      friendId,
      referrerId: row.referrer_id,
      friendSharePaise: Number(row.creator_amount),
      tipPaise: Number(row.amount),
    });
    if (share?.posted) posted += 1;
  }
  return posted;
}
