import { and, eq, gt, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { DUPLICATE_COMMENT_WINDOW_MS } from '../../../shared/constants/community-rules';
import type { Tx } from '../../db/database';
import { comments } from '../../db/schema';

export const DUPLICATE_COMMENT = 'You already posted this comment. Wait a minute before posting the same text again.';

/**
 * Issue 12: the same text by the same person on the same model within a minute is refused. The
 * database's clock decides, so every server node agrees; run under the model's lock, two identical
 * posts at once cannot both pass. Reads comments_user_recent_idx.
 */
export async function refuseDuplicateComment(tx: Tx, userId: string, modelId: string, body: string): Promise<void> {
  const [found] = await tx
    .select({ id: comments.id })
    .from(comments)
    .where(
      and(
        eq(comments.userId, userId),
        gt(comments.createdAt, sql`now() - make_interval(secs => ${DUPLICATE_COMMENT_WINDOW_MS / 1000})`),
        eq(comments.modelId, modelId),
        eq(comments.body, body),
      ),
    )
    .limit(1);
  if (found) throw new AppError('already-exists', DUPLICATE_COMMENT);
}
