import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../../shared/app-error';
import { LIKES_PRIVATE, listUserLikes } from '../../../../shared/contracts/community/profiles';
import { newestFirst } from '../../../db/keyset-pager';
import { modelLikes, models, users } from '../../../db/schema';
import { requireUser } from '../../follows/require-user';
import { cardColumns, toModelCardItem } from '../../../models';
import { modelsVisibleTo } from '../../../policies';
import { implement } from '../../../callables/implement';

const pager = newestFirst('likes', modelLikes.createdAt, modelLikes.modelId);

/**
 * The models a member liked, newest like first (model_likes_user_idx). Shown only when the member
 * made their likes public, or to themself: a member's likes say something about them, so the
 * setting is theirs and an admin is no exception. A model private to the caller never shows.
 */
export const listUserLikesFunction = implement(listUserLikes, async ({ userId, cursor, limit }, ctx) => {
  const member = await requireUser(ctx.db, userId);
  if (!member.likesPublic && ctx.user?.id !== member.id) throw new AppError('permission-denied', LIKES_PRIVATE);
  const rows = await ctx.db
    .select({ ...cardColumns, cursorKey: pager.cursorKey, id: modelLikes.modelId })
    .from(modelLikes)
    .innerJoin(models, eq(models.id, modelLikes.modelId))
    .innerJoin(users, eq(users.id, models.userId))
    .where(and(eq(modelLikes.userId, member.id), modelsVisibleTo(ctx.user), pager.after(cursor)))
    .orderBy(...pager.orderBy)
    .limit(limit + 1);
  const { page, nextCursor } = pager.page(rows, limit);
  return { models: page.map(toModelCardItem), nextCursor };
});
