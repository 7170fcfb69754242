import { sql } from 'drizzle-orm';
import { listMyReferralRewards, type ReferralRewardItem } from '../../../shared/contracts/referrals/referrals';
import { implement } from '../../callables/implement';
import { authorName } from '../../community';
import { decodeCursor, encodeCursor, takePage } from '../../db/keyset-pager';

const PAGE = 20;
const ORDERING = 'referral-rewards';

type Row = {
  id: string;
  amount: string;
  created_at: Date | string;
  reward: ReferralRewardItem['reward'];
  friend_id: string;
  person_id: string | null;
  display_name: string | null;
  username: string | null;
  photo_url: string | null;
};

/**
 * The tip history's referral tab (decision 080): the `referral_reward` entries on the caller's live
 * earnings account, newest first by entry id (the account's (account, id) index), each with the
 * friend it came from, or for the caller's own joining reward, who referred them. Read from the
 * postings, so it lists exactly what moved.
 */
export const listMyReferralRewardsFunction = implement(listMyReferralRewards, async ({ cursor }, ctx) => {
  const me = ctx.user.id;
  const after = cursor ? Number(decodeCursor(cursor, ORDERING, ['integer'])[0]) : null;
  const { rows } = await ctx.db.execute<Row>(sql`
    select e.id::text as id, -e.amount as amount, e.created_at, t.details->>'reward' as reward, t.details->>'friendId' as friend_id,
           u.id as person_id, u.display_name, u.username, u.photo_url
      from ledger_accounts a
      join ledger_entries e on e.account_id = a.id and e.kind = 'referral_reward'
      join ledger_transactions t on t.id = e.transaction_id
      left join referrals r on r.friend_id = t.details->>'friendId'
      left join users u on u.id = case when t.details->>'friendId' = ${me} then r.referrer_id else t.details->>'friendId' end
     where a.book = 'live' and a.kind = 'creator_earnings' and a.owner_id = ${me}
       ${after === null ? sql`` : sql`and e.id < ${after}`}
     order by e.id desc
     limit ${PAGE + 1}`);
  const { page, nextCursor } = takePage(rows, PAGE, (last) => encodeCursor(ORDERING, [last.id]));
  return {
    success: true as const,
    rewards: page.map((row) => ({
      id: row.id,
      reward: row.reward,
      amount: Number(row.amount),
      role: row.friend_id === me ? ('friend' as const) : ('referrer' as const),
      person: { uid: row.person_id ?? row.friend_id, name: row.person_id ? authorName({ displayName: row.display_name ?? '', username: row.username }) : 'A deleted member', photoURL: row.photo_url },
      createdAt: new Date(row.created_at).toISOString(),
    })),
    nextCursor,
  };
});
