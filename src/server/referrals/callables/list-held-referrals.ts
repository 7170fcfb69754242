import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { listHeldReferrals } from '../../../shared/contracts/referrals/referrals';
import { implement } from '../../callables/implement';
import { authorName } from '../../community';
import { newestFirst } from '../../db/keyset-pager';
import { referrals, users } from '../../db/schema';

const PAGE = 20;
const pager = newestFirst('held-referrals', referrals.createdAt, referrals.friendId);
const referrer = alias(users, 'referrer');

/** Admins only (the contract's access): the held referrals (their partial index), both members named, with what was seen. */
export const listHeldReferralsFunction = implement(listHeldReferrals, async ({ cursor }, ctx) => {
  const rows = await ctx.db
    .select({
      id: referrals.friendId,
      cursorKey: pager.cursorKey,
      createdAt: referrals.createdAt,
      signals: referrals.signals,
      friend: { displayName: users.displayName, username: users.username, createdAt: users.createdAt },
      referrer: { id: referrer.id, displayName: referrer.displayName, username: referrer.username },
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.friendId))
    .innerJoin(referrer, eq(referrer.id, referrals.referrerId))
    .where(and(eq(referrals.status, 'held'), pager.after(cursor)))
    .orderBy(...pager.orderBy)
    .limit(PAGE + 1);
  const { page, nextCursor } = pager.page(rows, PAGE);
  return {
    success: true as const,
    referrals: page.map((row) => ({
      friend: { id: row.id, name: authorName(row.friend), joinedAt: row.friend.createdAt.toISOString() },
      referrer: { id: row.referrer.id, name: authorName(row.referrer) },
      signals: row.signals,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor,
  };
});
