import { sql } from 'drizzle-orm';
import { REFERRAL_MILESTONE_REWARDS, type ReferralReward } from '../../shared/constants/referral-rules';
import { authorName } from '../community';
import type { Db } from '../db/database';
import { recordEvent } from '../events/record-event';
import type { JobQueue } from '../jobs/job-queue';
import { postReferralReward } from '../money';
import { LISTED_PUBLICLY } from '../policies';
import { mayPayReferralNow } from './same-payout-destination';

/** At most this many rewards a run: the next run, a minute on, takes the rest. */
const BATCH = 500;

type DueReward = {
  friend_id: string;
  referrer_id: string;
  friend_name: string;
  friend_username: string | null;
  referrer_name: string;
  referrer_username: string | null;
  reward: ReferralReward;
  recipient_id: string;
  amount: number;
};

const dueList = () =>
  sql.join(
    REFERRAL_MILESTONE_REWARDS.map(
      (r) =>
        sql`select friend_id, referrer_id, ${r.reward}::text as reward, ${r.to === 'friend' ? sql`friend_id` : sql`referrer_id`} as recipient_id, ${r.paise}::int as amount
            from candidates where ${'downloads' in r ? sql`total_downloads >= ${r.downloads}` : sql`published`}`,
    ),
    sql` union all `,
  );

/**
 * Pays the referral rewards that are due and not yet paid (decision 080), once across nodes: a
 * periodic task, so a missed event can never lose one. A referral counts while it is `counted` or
 * `approved` (never `held` or `declined`) and both accounts are active. Each reward is its own
 * transaction with the posting and the notice to its recipient; the posting's key makes a second
 * run, or a second node, pay nothing twice. That transaction first looks at the referral again
 * under its lock: one held since the list was read, or that now shares a payout destination
 * (decision 085, held there), is not paid. Answers how many it paid.
 */
export async function payReferralRewards(db: Db, jobs: JobQueue): Promise<number> {
  const due = await db.execute<DueReward>(sql`
    with candidates as (
      select r.friend_id, r.referrer_id, f.total_downloads,
             exists (select 1 from models where models.user_id = r.friend_id and ${LISTED_PUBLICLY}) as published
        from referrals r
        join users f on f.id = r.friend_id and f.status = 'active'
        join users p on p.id = r.referrer_id and p.status = 'active'
       where r.status in ('counted', 'approved')
    ), due as (${dueList()})
    select d.*, f.display_name as friend_name, f.username as friend_username, p.display_name as referrer_name, p.username as referrer_username
      from due d
      join users f on f.id = d.friend_id
      join users p on p.id = d.referrer_id
     where not exists (select 1 from ledger_transactions t where t.idempotency_key = 'referral:' || d.friend_id || ':' || d.reward || ':' || d.recipient_id)
     order by d.friend_id, d.reward, d.recipient_id
     limit ${BATCH}`);
  let paid = 0;
  for (const row of due.rows) {
    const posted = await db.transaction(async (tx) => {
      if (!(await mayPayReferralNow(tx, row.friend_id))) return false;
      const result = await postReferralReward(tx, { friendId: row.friend_id, reward: row.reward, recipientId: row.recipient_id, amountPaise: row.amount });
      if (result.posted) {
        await recordEvent(tx, jobs, {
          type: 'referral.rewarded',
          subjectId: row.recipient_id,
          actorId: null,
          data: {
            friendId: row.friend_id,
            friendName: authorName({ displayName: row.friend_name, username: row.friend_username }),
            referrerName: authorName({ displayName: row.referrer_name, username: row.referrer_username }),
            reward: row.reward,
            role: row.recipient_id === row.friend_id ? 'friend' : 'referrer',
            amount: row.amount,
          },
        });
      }
      return result.posted;
    });
    if (posted) paid += 1;
  }
  return paid;
}
