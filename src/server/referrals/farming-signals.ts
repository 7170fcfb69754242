import { sql } from 'drizzle-orm';
import { REFERRALS_A_DAY_BEFORE_REVIEW, type ReferralSignal } from '../../shared/constants/referral-rules';
import type { Db, Tx } from '../db/database';
import { sharesPayoutDestination } from './same-payout-destination';

/** How far back the referrer's sign-ins are compared: a shared address long ago says little. */
const ADDRESS_DAYS = 30;

export interface SignupSeen {
  friendId: string;
  referrerId: string;
  /** The address and device (its keyed hash) the friend names their referrer from. */
  ip: string;
  deviceKey: string | null;
}

/**
 * What makes a referral look farmed (decision 080): the friend signs in from a device the referrer
 * has signed in from; from an address the referrer used in the last 30 days; the referrer was
 * themself referred by the friend; the referrer has brought more than a handful of friends in a
 * day; or the friend already has a payout destination the referrer has (decision 085; usually
 * added later, when same-payout-destination.ts looks again). Any of them holds the referral for an
 * admin; none refuses it, since a family shares a router.
 */
export async function farmingSignals(db: Db | Tx, seen: SignupSeen): Promise<ReferralSignal[]> {
  const rows = await db.execute<{ same_device: boolean; same_address: boolean; referred_each_other: boolean; many_in_a_day: boolean; same_payout_destination: boolean }>(sql`
    select
      exists (
        select 1 from sign_ins r
        where r.user_id = ${seen.referrerId}
          -- No device cookie: '' matches no stored key.
          and (r.device_key = ${seen.deviceKey ?? ''}
               or r.device_key in (select f.device_key from sign_ins f where f.user_id = ${seen.friendId}))
      ) as same_device,
      exists (
        select 1 from sign_ins r
        where r.user_id = ${seen.referrerId}
          and r.created_at > now() - make_interval(days => ${ADDRESS_DAYS})
          and r.ip_address is not null
          and (r.ip_address = ${seen.ip} or r.ip_address in (select f.ip_address from sign_ins f where f.user_id = ${seen.friendId} and f.ip_address is not null))
      ) as same_address,
      exists (select 1 from referrals x where x.friend_id = ${seen.referrerId} and x.referrer_id = ${seen.friendId}) as referred_each_other,
      (select count(*) from referrals y where y.referrer_id = ${seen.referrerId} and y.created_at > now() - interval '1 day') >= ${REFERRALS_A_DAY_BEFORE_REVIEW} as many_in_a_day,
      ${sharesPayoutDestination(seen.friendId, seen.referrerId)} as same_payout_destination`);
  const row = rows.rows[0]!;
  const signals: ReferralSignal[] = [];
  if (row.same_device) signals.push('same_device');
  if (row.same_address) signals.push('same_address');
  if (row.referred_each_other) signals.push('referred_each_other');
  if (row.many_in_a_day) signals.push('many_in_a_day');
  if (row.same_payout_destination) signals.push('same_payout_destination');
  return signals;
}
