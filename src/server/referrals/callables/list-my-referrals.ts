import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { listMyReferrals, type ReferredFriend } from '../../../shared/contracts/referrals/referrals';
import type { ReferralReward } from '../../../shared/constants/referral-rules';
import { implement } from '../../callables/implement';
import { authorName } from '../../community';
import { newestFirst } from '../../db/keyset-pager';
import { ledgerTransactions, models, referrals, users } from '../../db/schema';
import { LISTED_PUBLICLY } from '../../policies';
import { referralCodeOf, referralLinkOf } from '../referral-code-of';

const PAGE = 20;
const pager = newestFirst('referrals', referrals.createdAt, referrals.friendId);

/**
 * The referral dashboard (decision 080): the caller's code, their friends a page at a time (the
 * referrer's index), each friend's progress, and the rewards the ledger paid the caller, read from
 * the postings themselves, so the page can never show a reward that was not paid.
 */
export const listMyReferralsFunction = implement(listMyReferrals, async ({ cursor }, ctx) => {
  const me = ctx.user.id;
  const paidToMe = and(eq(ledgerTransactions.kind, 'referral_reward'), sql`${ledgerTransactions.details}->>'recipientId' = ${me}`);
  const [code, rows, [friends], [earned]] = await Promise.all([
    referralCodeOf(ctx.db, me),
    ctx.db
      .select({
        id: referrals.friendId,
        cursorKey: pager.cursorKey,
        createdAt: referrals.createdAt,
        status: referrals.status,
        displayName: users.displayName,
        username: users.username,
        photoURL: users.photoURL,
        downloads: users.totalDownloads,
        published: sql<boolean>`exists (select 1 from ${models} where ${models.userId} = ${referrals.friendId} and ${LISTED_PUBLICLY})`,
      })
      .from(referrals)
      .innerJoin(users, eq(users.id, referrals.friendId))
      .where(and(eq(referrals.referrerId, me), pager.after(cursor)))
      .orderBy(...pager.orderBy)
      .limit(PAGE + 1),
    ctx.db.select({ n: count() }).from(referrals).where(eq(referrals.referrerId, me)),
    ctx.db.select({ paise: sql<string>`coalesce(sum((${ledgerTransactions.details}->>'amount')::bigint), 0)::text` }).from(ledgerTransactions).where(paidToMe),
  ]);
  const { page, nextCursor } = pager.page(rows, PAGE);
  const ids = page.map((row) => row.id);
  const paid =
    ids.length === 0
      ? []
      : await ctx.db
          .select({ details: ledgerTransactions.details, createdAt: ledgerTransactions.createdAt })
          .from(ledgerTransactions)
          .where(and(paidToMe, inArray(sql`${ledgerTransactions.details}->>'friendId'`, ids)))
          .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerTransactions.id));
  const rewardsOf = (friendId: string): ReferredFriend['rewards'] =>
    paid
      .filter((p) => (p.details as { friendId?: string }).friendId === friendId)
      .map((p) => {
        const details = p.details as { reward: ReferralReward; amount: number };
        return { reward: details.reward, amount: details.amount, paidAt: p.createdAt.toISOString() };
      });
  return {
    success: true as const,
    code,
    link: referralLinkOf(ctx.config.publicUrl, code),
    totals: { friends: friends?.n ?? 0, earned: Number(earned?.paise ?? 0) },
    friends: page.map((row) => ({
      friendId: row.id,
      name: authorName(row),
      photoURL: row.photoURL,
      joinedAt: row.createdAt.toISOString(),
      status: row.status,
      published: Boolean(row.published),
      downloads: row.downloads,
      rewards: rewardsOf(row.id),
    })),
    nextCursor,
  };
});
