import { and, eq, inArray } from 'drizzle-orm';
import { listLikedAmong } from '../../../shared/contracts/community/likes-and-bookmarks';
import { modelLikes } from '../../db/schema';
import { implement } from '../../callables/implement';

/**
 * The caller's likes among a list's models, read by the like key (model, user). Only ids the caller
 * liked come back, so asking about a model they cannot see tells them nothing they did not do.
 */
export const listLikedAmongFunction = implement(listLikedAmong, async ({ modelIds }, ctx) => {
  const rows = await ctx.db
    .select({ modelId: modelLikes.modelId })
    .from(modelLikes)
    .where(and(eq(modelLikes.userId, ctx.user.id), inArray(modelLikes.modelId, [...new Set(modelIds)])));
  return { liked: rows.map((row) => row.modelId) };
});
