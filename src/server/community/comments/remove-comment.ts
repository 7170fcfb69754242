import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import type { Tx } from '../../db/database';
import { comments } from '../../db/schema';
import { recordEvent } from '../../events/record-event';
import type { JobQueue } from '../../jobs/job-queue';
import { forgetCommentNotifications } from '../../notifications';
import { COMMENT_NOT_FOUND } from '../../policies';
import { lockModelForComments, moveCommentCount, moveReplyCount } from './comment-counts';
import type { CommentKeysWithModel } from './load-comment-for';

/**
 * Deletes a comment and its replies (the foreign key cascades) in the caller's transaction. Under
 * the model's lock no reply can be added meanwhile, so the model's count moves by exactly the rows
 * removed, and a reply's parent loses exactly one. deleteComment and the moderators' delete_comment
 * both come here. The notifications about the removed comments go with them.
 */
export async function removeComment(tx: Tx, jobs: JobQueue, comment: CommentKeysWithModel, actorId: string): Promise<{ removed: number; commentCount: number }> {
  await lockModelForComments(tx, comment.modelId).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'not-found' ? new AppError('not-found', COMMENT_NOT_FOUND) : error;
  });
  const replies = await tx.select({ id: comments.id, userId: comments.userId }).from(comments).where(eq(comments.parentId, comment.id));
  const [parent] = comment.parentId ? await tx.select({ userId: comments.userId }).from(comments).where(eq(comments.id, comment.parentId)) : [];
  const gone = await tx.delete(comments).where(eq(comments.id, comment.id)).returning({ id: comments.id });
  // Deleted by someone else meanwhile: the first delete moved the counts.
  if (gone.length === 0) throw new AppError('not-found', COMMENT_NOT_FOUND);
  const removed = 1 + replies.length;
  await forgetCommentNotifications(
    tx,
    [comment.id, ...replies.map((reply) => reply.id)],
    [comment.model.userId, comment.userId, ...(parent ? [parent.userId] : []), ...replies.map((reply) => reply.userId)],
  );
  const commentCount = await moveCommentCount(tx, comment.modelId, -removed);
  if (comment.parentId !== null) await moveReplyCount(tx, comment.parentId, -1);
  await recordEvent(tx, jobs, {
    type: 'comment.deleted',
    subjectId: comment.id,
    actorId,
    data: { modelId: comment.modelId, parentId: comment.parentId, authorId: comment.userId, ownerId: comment.model.userId, removed },
  });
  return { removed, commentCount };
}
