import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import type { Db, Tx } from '../../db/database';
import { comments, models, type ModelRow } from '../../db/schema';
import { isIdShaped } from '../../db/safe-id';
import { authorize, type Viewer, COMMENT_NOT_FOUND } from '../../policies';

export interface CommentKeysWithModel {
  id: string;
  modelId: string;
  parentId: string | null;
  userId: string;
  body: string;
  createdAt: Date;
  model: Pick<ModelRow, 'id' | 'userId' | 'visibility'>;
}

/** A comment's keys and its model's, without any rule: for the moderators, who act on what was reported. */
export async function readCommentWithModel(db: Db | Tx, commentId: string): Promise<CommentKeysWithModel | undefined> {
  if (!isIdShaped(commentId)) return undefined;
  const [row] = await db
    .select({
      id: comments.id,
      modelId: comments.modelId,
      parentId: comments.parentId,
      userId: comments.userId,
      body: comments.body,
      createdAt: comments.createdAt,
      model: { id: models.id, userId: models.userId, visibility: models.visibility },
    })
    .from(comments)
    .innerJoin(models, eq(models.id, comments.modelId))
    .where(eq(comments.id, commentId))
    .limit(1);
  return row as CommentKeysWithModel | undefined;
}

/**
 * The one way to load a comment for an action: its keys and its model's, or the rule's error. A
 * comment on a model the viewer may not see is 'Comment not found', like one that is not there.
 */
export async function loadCommentFor(
  db: Db | Tx,
  viewer: Viewer,
  commentId: string,
  action: 'comment.view' | 'comment.edit' | 'comment.delete',
): Promise<CommentKeysWithModel> {
  if (!isIdShaped(commentId)) throw new AppError('not-found', COMMENT_NOT_FOUND);
  const row = await readCommentWithModel(db, commentId);
  authorize(viewer, action, row);
  return row;
}
