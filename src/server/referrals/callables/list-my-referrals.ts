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
  // Through the caller's own earnings account (its entries' index), not a scan of every reward on the site.
  const paidToMe = sql`${ledgerTransactions.id} in (
    select e.transaction_id from ledger_accounts a join ledger_entries e on e.account_id = a.id and e.kind = 'referral_reward'
     where a.book = 'live' and a.kind = 'creator_earnings' and a.owner_id = ${me})`;
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
  const ofPage = and(paidToMe, inArray(sql`${ledgerTransactions.details}->>'friendId'`, ids));
  const isTipShare = sql`${ledgerTransactions.details}->>'reward' = 'tip_share'`;
  const [paid, shares] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          ctx.db
            .select({ details: ledgerTransactions.details, createdAt: ledgerTransactions.createdAt })
            .from(ledgerTransactions)
            .where(and(ofPage, sql`not (${isTipShare})`))
            .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerTransactions.id)),
          // A friend's tips each pay a share for life: summed here, listed one by one in the tip history.
          ctx.db
            .select({
              friendId: sql<string>`${ledgerTransactions.details}->>'friendId'`,
              amount: sql<string>`sum((${ledgerTransactions.details}->>'amount')::bigint)::text`,
              tips: sql<string>`count(*) filter (where (${ledgerTransactions.details}->>'amount')::bigint > 0)::text`,
            })
            .from(ledgerTransactions)
            .where(and(ofPage, isTipShare))
            .groupBy(sql`${ledgerTransactions.details}->>'friendId'`),
        ]);
  const rewardsOf = (friendId: string): ReferredFriend['rewards'] =>
    paid
      .filter((p) => (p.details as { friendId?: string }).friendId === friendId)
      .map((p) => {
        const details = p.details as { reward: Exclude<ReferralReward, 'tip_share'>; amount: number };
        return { reward: details.reward, amount: details.amount, paidAt: p.createdAt.toISOString() };
      });
  const tipShareOf = (friendId: string): ReferredFriend['tipShare'] => {
    const row = shares.find((share) => share.friendId === friendId);
    return { amount: Number(row?.amount ?? 0), tips: Number(row?.tips ?? 0) };
  };
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
      tipShare: tipShareOf(row.id),
    })),
    nextCursor,
  };
});
