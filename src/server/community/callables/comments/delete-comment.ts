import { deleteComment } from '../../../../shared/contracts/community/comments';
import { loadCommentFor } from '../../comments/load-comment-for';
import { removeComment } from '../../comments/remove-comment';
import { implement } from '../../../callables/implement';

/** The author, the model's owner or an admin deletes a comment; its replies go with it. */
export const deleteCommentFunction = implement(deleteComment, async ({ commentId }, ctx) => {
  const comment = await loadCommentFor(ctx.db, ctx.user, commentId, 'comment.delete');
  return ctx.db.transaction(async (tx) => {
    const { removed, commentCount } = await removeComment(tx, ctx.jobs, comment, ctx.user.id);
    return { success: true as const, removed, commentCount };
  });
});
