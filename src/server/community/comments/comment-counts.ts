import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import type { Tx } from '../../db/database';
import { comments, models } from '../../db/schema';
import { MODEL_NOT_FOUND } from '../../policies';

/**
 * Every change to a model's comments (add, delete) first takes its model row, so they run one at a
 * time per model: the duplicate check sees the comment just written, a delete counts exactly the
 * replies it takes with it, and the counts move by exactly what changed. Models before comments is
 * the lock order (after users, before shards). A model deleted meanwhile is 'Model not found'.
 */
export async function lockModelForComments(tx: Tx, modelId: string): Promise<{ id: string; userId: string }> {
  const [row] = await tx.select({ id: models.id, userId: models.userId }).from(models).where(eq(models.id, modelId)).for('no key update');
  if (!row) throw new AppError('not-found', MODEL_NOT_FOUND);
  return row;
}

/** Moves the model's comment count (comments and replies) and answers it as it is now. */
export async function moveCommentCount(tx: Tx, modelId: string, delta: number): Promise<number> {
  const [row] = await tx
    .update(models)
    .set({ commentCount: sql`${models.commentCount} + ${delta}` })
    .where(eq(models.id, modelId))
    .returning({ commentCount: models.commentCount });
  return row?.commentCount ?? 0;
}

export async function moveReplyCount(tx: Tx, commentId: string, delta: number): Promise<void> {
  await tx
    .update(comments)
    .set({ replyCount: sql`${comments.replyCount} + ${delta}` })
    .where(eq(comments.id, commentId));
}
