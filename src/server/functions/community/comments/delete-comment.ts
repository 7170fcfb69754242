import { deleteComment } from '../../../../shared/contracts/community/comments';
import { loadCommentFor } from '../../../community/comments/load-comment-for';
import { removeComment } from '../../../community/comments/remove-comment';
import { implement } from '../../implement';

/** The author, the model's owner or an admin deletes a comment; its replies go with it. */
export const deleteCommentFunction = implement(deleteComment, async ({ commentId }, ctx) => {
  const comment = await loadCommentFor(ctx.db, ctx.user, commentId, 'comment.delete');
  return ctx.db.transaction(async (tx) => {
    const { removed, commentCount } = await removeComment(tx, ctx.jobs, comment, ctx.user.id);
    return { success: true as const, removed, commentCount };
  });
});
