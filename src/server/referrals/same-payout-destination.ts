import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';

const SIGNAL = 'same_payout_destination';

/**
 * Whether the friend has a payout destination the referrer also has (decision 085): the same keyed
 * fingerprint of a UPI id, or of a bank account with its IFSC. Both probes use the
 * (user_id, fingerprint) index. The PAN is not compared: a second account cannot take a PAN that
 * another already has (updateKycLite), so the same PAN on both cannot happen.
 */
export function sharesPayoutDestination(friendId: SQL | string, referrerId: SQL | string): SQL {
  return sql`exists (
    select 1 from payout_destinations fd
      join payout_destinations rd on rd.fingerprint = fd.fingerprint and rd.user_id = ${referrerId}
     where fd.user_id = ${friendId})`;
}

/**
 * A payout destination was added by these members (the `referral-payout-destinations` consumer):
 * every referral naming one of them, as friend or referrer, that now shares a destination and
 * has not carried this signal before is held with it. A counted one stops earning; an approved one
 * goes back to the queue, since the admin approved it without this; a held one shows it too; a
 * declined one stays declined. Answers how many it held.
 */
export async function holdReferralsSharingDestination(db: Db | Tx, userIds: readonly string[]): Promise<number> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return 0;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const held = await db.execute<{ friend_id: string }>(sql`
    update referrals r set status = 'held', signals = array_append(r.signals, ${SIGNAL}::text)
     where (r.friend_id in (${list}) or r.referrer_id in (${list}))
       and r.status in ('counted', 'approved', 'held')
       and not (${SIGNAL} = any(r.signals))
       and ${sharesPayoutDestination(sql`r.friend_id`, sql`r.referrer_id`)}
    returning r.friend_id`);
  return held.rows.length;
}

/**
 * Right before a reward of this referral is posted, in the posting's transaction: locks the
 * referral (so an admin's answer or a consumer's hold waits for the posting, or the posting for
 * them) and answers whether it may still be paid. A referral that now shares a payout destination
 * with a signal it did not carry is held here and earns nothing more; one an admin approved with
 * the signal already seen is paid.
 */
export async function mayPayReferralNow(tx: Tx, friendId: string): Promise<boolean> {
  const rows = await tx.execute<{ status: string; seen: boolean; shared: boolean }>(sql`
    select r.status, ${SIGNAL} = any(r.signals) as seen, ${sharesPayoutDestination(sql`r.friend_id`, sql`r.referrer_id`)} as shared
      from referrals r where r.friend_id = ${friendId}
       for update of r`);
  const row = rows.rows[0];
  if (!row || (row.status !== 'counted' && row.status !== 'approved')) return false;
  if (!row.shared || row.seen) return true;
  await tx.execute(sql`update referrals set status = 'held', signals = array_append(signals, ${SIGNAL}::text) where friend_id = ${friendId}`);
  return false;
}
