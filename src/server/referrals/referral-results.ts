import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { INDIA_TIME_ZONE, indiaDayStart } from '../money';

/** One India day's referral results for a member; only days with any are returned. */
export interface ReferralResultDay {
  day: string;
  /** Members who named their code that day (any status: held and declined ones joined too). */
  friendsJoined: number;
  /**
   * Rewards the ledger paid them that day, as the friend or the referrer (milestones and the share of
   * a friend's tips), and their paise net of the shares taken back when such a tip was refunded, so a
   * day with only a take-back is below zero.
   */
  rewards: number;
  rewardPaise: number;
}

const DAY_MS = 86_400_000;
const indiaDayOf = (column: string) => sql.raw(`to_char((${column} at time zone '${INDIA_TIME_ZONE}')::date, 'YYYY-MM-DD')`);

/**
 * A member's referral results per India day over the days first..last (decision 083), in one query:
 * the friends who joined (referrals_referrer_newest_idx), and the rewards paid to them read from
 * their live earnings account's entries of kind 'referral_reward' (ledger_entries_account_time_idx,
 * which covers the amount and kind), so only what the ledger paid counts, as on /referrals. A refund's
 * take-back of a tip share is an entry of the same kind the other way: it lowers the paise, not the count.
 */
export async function readReferralResults(db: Db, userId: string, { first, last }: { first: string; last: string }): Promise<ReferralResultDay[]> {
  const from = indiaDayStart(first);
  const to = new Date(indiaDayStart(last).getTime() + DAY_MS);
  const result = await db.execute<{ day: string; joined: string; rewards: string; paise: string }>(sql`
    select day, sum(j) as joined, sum(r) as rewards, sum(p) as paise from (
      select ${indiaDayOf('created_at')} as day, 1 as j, 0 as r, 0::bigint as p
        from referrals where referrer_id = ${userId} and created_at >= ${from} and created_at < ${to}
      union all select ${indiaDayOf('e.created_at')}, 0, case when e.amount < 0 then 1 else 0 end, -e.amount
        from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where a.book = 'live' and a.kind = 'creator_earnings' and a.owner_id = ${userId}
          and e.kind = 'referral_reward' and e.created_at >= ${from} and e.created_at < ${to}
    ) x group by day order by day`);
  return result.rows.map((row) => ({ day: row.day, friendsJoined: Number(row.joined), rewards: Number(row.rewards), rewardPaise: Number(row.paise) }));
}
