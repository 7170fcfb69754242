import { count, eq } from 'drizzle-orm';
import { AppError } from '../../../../shared/app-error';
import { deleteComment } from '../../../../shared/contracts/community/comments';
import { comments } from '../../../db/schema';
import { recordEvent } from '../../../events/record-event';
import { lockModelForComments, moveCommentCount, moveReplyCount } from '../../../community/comments/comment-counts';
import { loadCommentFor } from '../../../community/comments/load-comment-for';
import { COMMENT_NOT_FOUND } from '../../../policies/comments';
import { implement } from '../../implement';

/**
 * The author, the model's owner or an admin deletes a comment; its replies go with it (the foreign
 * key cascades). Under the model's lock no reply can be added meanwhile, so the model's count moves
 * by exactly the rows removed, and a reply's parent loses exactly one.
 */
export const deleteCommentFunction = implement(deleteComment, async ({ commentId }, ctx) => {
  const comment = await loadCommentFor(ctx.db, ctx.user, commentId, 'comment.delete');
  return ctx.db.transaction(async (tx) => {
    await lockModelForComments(tx, comment.modelId).catch((error: unknown) => {
      throw error instanceof AppError && error.code === 'not-found' ? new AppError('not-found', COMMENT_NOT_FOUND) : error;
    });
    const [{ replies } = { replies: 0 }] = await tx.select({ replies: count() }).from(comments).where(eq(comments.parentId, comment.id));
    const gone = await tx.delete(comments).where(eq(comments.id, comment.id)).returning({ id: comments.id });
    // Deleted by someone else meanwhile: the first delete moved the counts.
    if (gone.length === 0) throw new AppError('not-found', COMMENT_NOT_FOUND);
    const removed = 1 + replies;
    const commentCount = await moveCommentCount(tx, comment.modelId, -removed);
    if (comment.parentId !== null) await moveReplyCount(tx, comment.parentId, -1);
    await recordEvent(tx, ctx.jobs, {
      type: 'comment.deleted',
      subjectId: comment.id,
      actorId: ctx.user.id,
      data: { modelId: comment.modelId, parentId: comment.parentId, authorId: comment.userId, ownerId: comment.model.userId, removed },
    });
    return { success: true as const, removed, commentCount };
  });
});
