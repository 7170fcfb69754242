import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../../shared/app-error';
import { toggleCommentLike } from '../../../../shared/contracts/community/comments';
import { commentLikes, comments } from '../../../db/schema';
import { recordEvent } from '../../../events/record-event';
import { loadCommentFor } from '../../comments/load-comment-for';
import { toggleRow } from '../../toggle-row';
import { COMMENT_NOT_FOUND } from '../../../policies';
import { implement } from '../../../callables/implement';

/** One like per person and comment, the key decides; the comment's likes move with the row, in its transaction. */
export const toggleCommentLikeFunction = implement(toggleCommentLike, async ({ commentId }, ctx) => {
  const comment = await loadCommentFor(ctx.db, ctx.user, commentId, 'comment.view');
  const mine = and(eq(commentLikes.commentId, comment.id), eq(commentLikes.userId, ctx.user.id));
  return ctx.db.transaction(async (tx) => {
    const { on, changed } = await toggleRow(tx, {
      remove: async () => (await tx.delete(commentLikes).where(mine).returning({ id: commentLikes.commentId })).length,
      add: async () =>
        (await tx.insert(commentLikes).values({ commentId: comment.id, userId: ctx.user.id }).onConflictDoNothing().returning({ id: commentLikes.commentId })).length,
    }).catch((error: unknown) => {
      // toggleRow names the model; here it is the comment that went meanwhile.
      throw error instanceof AppError && error.code === 'not-found' ? new AppError('not-found', COMMENT_NOT_FOUND) : error;
    });
    const [row] = await tx
      .update(comments)
      .set({ likes: sql`${comments.likes} + ${changed ? (on ? 1 : -1) : 0}` })
      .where(eq(comments.id, comment.id))
      .returning({ likes: comments.likes });
    if (!row) throw new AppError('not-found', COMMENT_NOT_FOUND);
    if (changed && on) {
      await recordEvent(tx, ctx.jobs, {
        type: 'comment.liked',
        subjectId: comment.id,
        actorId: ctx.user.id,
        data: { modelId: comment.modelId, commentAuthorId: comment.userId },
      });
    }
    return { success: true as const, liked: on, likes: row.likes };
  });
});
