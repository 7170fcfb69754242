import { and, eq, gt, sql } from 'drizzle-orm';
import { AppError } from '../../../../shared/app-error';
import { COMMENT_EDIT_WINDOW_MS } from '../../../../shared/constants/community-rules';
import { editComment } from '../../../../shared/contracts/community/comments';
import { comments, users } from '../../../db/schema';
import { commentColumns, toCommentItem } from '../../comments/comment-columns';
import { loadCommentFor } from '../../comments/load-comment-for';
import { COMMENT_NOT_FOUND, EDIT_WINDOW_OVER } from '../../../policies';
import { implement } from '../../../callables/implement';

/**
 * The author changes their text within 15 minutes of posting; it is then marked edited. The window
 * is checked again in the update itself, by the database's clock, so a call that arrives as the
 * window closes cannot slip through on a node whose clock is behind.
 */
export const editCommentFunction = implement(editComment, async ({ commentId, body }, ctx) => {
  const comment = await loadCommentFor(ctx.db, ctx.user, commentId, 'comment.edit');
  if (body !== comment.body) {
    const updated = await ctx.db
      .update(comments)
      .set({ body, editedAt: sql`now()` })
      .where(and(eq(comments.id, comment.id), gt(comments.createdAt, sql`now() - make_interval(secs => ${COMMENT_EDIT_WINDOW_MS / 1000})`)))
      .returning({ id: comments.id });
    if (updated.length === 0) {
      const [still] = await ctx.db.select({ id: comments.id }).from(comments).where(eq(comments.id, comment.id));
      throw still ? new AppError('permission-denied', EDIT_WINDOW_OVER) : new AppError('not-found', COMMENT_NOT_FOUND);
    }
  }
  const [row] = await ctx.db
    .select(commentColumns(ctx.user.id))
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.id, comment.id));
  if (!row) throw new AppError('not-found', COMMENT_NOT_FOUND);
  return { comment: toCommentItem(row, ctx.user, comment.model) };
});
