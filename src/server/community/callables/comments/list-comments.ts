import { and, eq, isNull } from 'drizzle-orm';
import { listComments } from '../../../../shared/contracts/community/comments';
import { newestFirst } from '../../../db/keyset-pager';
import { comments, models, users } from '../../../db/schema';
import { commentColumns, toCommentItem } from '../../comments/comment-columns';
import { loadModelFor } from '../../../policies';
import { implement } from '../../../callables/implement';

const pager = newestFirst('comments', comments.createdAt, comments.id);

/**
 * A model's top-level comments, newest first. The condition and order match the partial index
 * comments_model_newest_idx (model_id, created_at desc, id desc where parent_id is null), so a page
 * is an index range scan however many comments the model has (bench/comments-page.ts).
 */
export const listCommentsFunction = implement(listComments, async ({ modelId, cursor, limit }, ctx) => {
  const model = await loadModelFor(ctx.db, ctx.user, modelId, 'model.view');
  const [rows, [counts]] = await Promise.all([
    ctx.db
      .select({ ...commentColumns(ctx.user?.id ?? null), cursorKey: pager.cursorKey })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(and(eq(comments.modelId, model.id), isNull(comments.parentId), pager.after(cursor)))
      .orderBy(...pager.orderBy)
      .limit(limit + 1),
    ctx.db.select({ commentCount: models.commentCount }).from(models).where(eq(models.id, model.id)),
  ]);
  const { page, nextCursor } = pager.page(rows, limit);
  return { comments: page.map((row) => toCommentItem(row, ctx.user, model)), nextCursor, commentCount: counts?.commentCount ?? 0 };
});
