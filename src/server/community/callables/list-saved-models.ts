import { and, eq } from 'drizzle-orm';
import { listSavedModels } from '../../../shared/contracts/community/likes-and-bookmarks';
import { newestFirst } from '../../db/keyset-pager';
import { bookmarks, models, users } from '../../db/schema';
import { cardColumns, toModelCardItem } from '../../models';
import { modelsVisibleTo } from '../../policies';
import { implement } from '../../callables/implement';

const pager = newestFirst('saved', bookmarks.createdAt, bookmarks.id);

/** The caller's Saved list, newest saved first; a model that is private to someone else now is left out. */
export const listSavedModelsFunction = implement(listSavedModels, async ({ limit, cursor }, ctx) => {
  const rows = await ctx.db
    .select({ ...cardColumns, cursorKey: pager.cursorKey, id: bookmarks.id })
    .from(bookmarks)
    .innerJoin(models, eq(models.id, bookmarks.modelId))
    .innerJoin(users, eq(users.id, models.userId))
    .where(and(eq(bookmarks.userId, ctx.user.id), modelsVisibleTo(ctx.user), pager.after(cursor)))
    .orderBy(...pager.orderBy)
    .limit(limit + 1);
  const { page, nextCursor } = pager.page(rows, limit);
  return { models: page.map(toModelCardItem), nextCursor };
});
