import { and, eq, inArray, sql } from 'drizzle-orm';
import { listFollowedModels } from '../../../../shared/contracts/community/follows';
import { keyText, newestFirst, takePage, encodeCursor } from '../../../db/keyset-pager';
import { follows, models, users } from '../../../db/schema';
import { cardColumns, toModelCardItem } from '../../../models';
import { LISTED_PUBLICLY } from '../../../policies';
import { implement } from '../../../callables/implement';

const ORDERING = 'followed';
const pager = newestFirst(ORDERING, models.createdAt, models.id, 'asc'); // models_user_created_idx is ascending, read backwards

/**
 * "From people you follow": the newest public, listed models of everyone the caller follows.
 * Each followed member's newest few are read from models_user_created_idx (a lateral subquery per
 * member, at most a page each), and those are merged: a page costs a page per member followed,
 * however many models they have, instead of sorting all of their models.
 */
export const listFollowedModelsFunction = implement(listFollowedModels, async ({ cursor, limit }, ctx) => {
  const newest = ctx.db
    .select({ id: models.id, createdAt: models.createdAt, cursorKey: keyText(models.createdAt, 'timestamptz').as('cursor_key') })
    .from(models)
    .where(and(eq(models.userId, follows.followedId), LISTED_PUBLICLY, pager.after(cursor)))
    .orderBy(...pager.orderBy)
    .limit(limit + 1)
    .as('newest');
  const picked = await ctx.db
    .select({ id: newest.id, cursorKey: newest.cursorKey })
    .from(follows)
    .innerJoinLateral(newest, sql`true`)
    .where(eq(follows.followerId, ctx.user.id))
    .orderBy(sql`${newest.createdAt} desc`, sql`${newest.id} desc`)
    .limit(limit + 1);
  const { page, nextCursor } = takePage(picked, limit, (last) => encodeCursor(ORDERING, [last.cursorKey, last.id]));
  if (page.length === 0) return { models: [], nextCursor: null };
  // The cards, read again with the same rule: a model made private since the first read is left out.
  const cards = await ctx.db
    .select(cardColumns)
    .from(models)
    .innerJoin(users, eq(users.id, models.userId))
    .where(and(inArray(models.id, page.map((row) => row.id)), LISTED_PUBLICLY))
    .orderBy(...pager.orderBy);
  return { models: cards.map(toModelCardItem), nextCursor };
});
