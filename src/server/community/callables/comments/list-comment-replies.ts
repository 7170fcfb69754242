import { and, eq } from 'drizzle-orm';
import { listCommentReplies } from '../../../../shared/contracts/community/comments';
import { comments, users } from '../../../db/schema';
import { commentColumns, toCommentItem } from '../../comments/comment-columns';
import { loadCommentFor } from '../../comments/load-comment-for';
import { replyPager } from '../../comments/reply-pager';
import { implement } from '../../../callables/implement';

/** A comment's replies, oldest first (read as a conversation), on comments_parent_idx. */
export const listCommentRepliesFunction = implement(listCommentReplies, async ({ commentId, cursor, limit }, ctx) => {
  const parent = await loadCommentFor(ctx.db, ctx.user, commentId, 'comment.view');
  const rows = await ctx.db
    .select({ ...commentColumns(ctx.user?.id ?? null), cursorKey: replyPager.cursorKey })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.parentId, parent.id), replyPager.after(cursor)))
    .orderBy(...replyPager.orderBy)
    .limit(limit + 1);
  const { page, nextCursor } = replyPager.page(rows, limit);
  return { replies: page.map((row) => toCommentItem(row, ctx.user, parent.model)), nextCursor };
});
