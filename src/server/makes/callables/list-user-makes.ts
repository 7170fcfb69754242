import { and, eq } from 'drizzle-orm';
import { listUserMakes } from '../../../shared/contracts/makes/makes';
import { implement } from '../../callables/implement';
import { newestFirst } from '../../db/keyset-pager';
import { makes, models, users } from '../../db/schema';
import { modelsVisibleTo } from '../../policies';
import { makeColumns, toMakeItem } from '../make-columns';

const pager = newestFirst('user-makes', makes.createdAt, makes.id);

/**
 * A person's makes for their profile, newest first (makes_user_newest_idx), on the models the
 * caller may see: a make on a model made private or hidden since drops out as the model does.
 * An unknown person simply has none.
 */
export const listUserMakesFunction = implement(listUserMakes, async ({ userId, cursor, limit }, ctx) => {
  const rows = await ctx.db
    .select({ ...makeColumns, cursorKey: pager.cursorKey })
    .from(makes)
    .innerJoin(models, eq(models.id, makes.modelId))
    .innerJoin(users, eq(users.id, makes.userId))
    .where(and(eq(makes.userId, userId), modelsVisibleTo(ctx.user), pager.after(cursor)))
    .orderBy(...pager.orderBy)
    .limit(limit + 1);
  const { page, nextCursor } = pager.page(rows, limit);
  return { makes: page.map((row) => toMakeItem(row, ctx.user)), nextCursor };
});
