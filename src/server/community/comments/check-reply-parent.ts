import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import type { Tx } from '../../db/database';
import { comments } from '../../db/schema';
import { isIdShaped } from '../../db/safe-id';
import { COMMENT_NOT_FOUND } from '../../policies';

export const PARENT_ON_OTHER_MODEL = 'parentId: is not a comment on this model';
export const REPLY_TO_REPLY = 'parentId: replies are one level deep, reply to the comment above it';

/**
 * A reply's parent must be a top-level comment of the same model. Read under the model's lock
 * (lockModelForComments), so it cannot be deleted between this check and the reply's insert.
 */
export async function checkReplyParent(tx: Tx, modelId: string, parentId: string): Promise<{ userId: string }> {
  if (!isIdShaped(parentId)) throw new AppError('not-found', COMMENT_NOT_FOUND);
  const [parent] = await tx
    .select({ modelId: comments.modelId, parentId: comments.parentId, userId: comments.userId })
    .from(comments)
    .where(eq(comments.id, parentId));
  if (!parent) throw new AppError('not-found', COMMENT_NOT_FOUND);
  if (parent.modelId !== modelId) throw new AppError('invalid-argument', PARENT_ON_OTHER_MODEL);
  if (parent.parentId !== null) throw new AppError('invalid-argument', REPLY_TO_REPLY);
  return { userId: parent.userId };
}
