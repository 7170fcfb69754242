import { addComment } from '../../../../shared/contracts/community/comments';
import { comments } from '../../../db/schema';
import { recordEvent } from '../../../events/record-event';
import { checkReplyParent } from '../../comments/check-reply-parent';
import { toCommentItem } from '../../comments/comment-columns';
import { lockModelForComments, moveCommentCount, moveReplyCount } from '../../comments/comment-counts';
import { refuseDuplicateComment } from '../../comments/duplicate-comment';
import { newId } from '../../../db/new-id';
import { loadModelFor } from '../../../policies';
import { implement } from '../../../callables/implement';

/**
 * A comment or a one-level reply. The row, the model's comment count, the parent's reply count and
 * the 'model.commented' event are written in one transaction, under the model's lock, so the
 * counts are always the number of rows.
 */
export const addCommentFunction = implement(addComment, async ({ modelId, body, parentId }, ctx) => {
  const visible = await loadModelFor(ctx.db, ctx.user, modelId, 'model.view');
  return ctx.db.transaction(async (tx) => {
    const model = await lockModelForComments(tx, visible.id);
    const parent = parentId === undefined ? null : await checkReplyParent(tx, model.id, parentId);
    await refuseDuplicateComment(tx, ctx.user.id, model.id, body);
    const [row] = await tx
      .insert(comments)
      .values({ id: newId(), modelId: model.id, userId: ctx.user.id, parentId: parentId ?? null, body })
      .returning();
    const commentCount = await moveCommentCount(tx, model.id, 1);
    if (parentId !== undefined) await moveReplyCount(tx, parentId, 1);
    await recordEvent(tx, ctx.jobs, {
      type: 'model.commented',
      subjectId: model.id,
      actorId: ctx.user.id,
      data: { commentId: row!.id, parentId: parentId ?? null, ownerId: model.userId, ...(parent ? { parentAuthorId: parent.userId } : {}) },
    });
    const author = { displayName: ctx.user.displayName, username: ctx.user.username, photoURL: ctx.user.photoURL };
    return { comment: toCommentItem({ ...row!, ...author, likedByMe: false }, ctx.user, visible), commentCount };
  });
});
