import { and, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { notifications } from '../db/schema';

/**
 * Removes the notifications that point at deleted comments (a comment, a reply, a liked comment:
 * `details.commentId`), in the transaction that deletes them: a notice must not outlive what it is
 * about. Such notices only ever go to the model's owner, the comments' authors and the authors they
 * replied to, so the search keeps to those recipients' rows (the recipient index).
 */
export async function forgetCommentNotifications(tx: Tx, commentIds: string[], recipientIds: string[]): Promise<number> {
  if (commentIds.length === 0 || recipientIds.length === 0) return 0;
  const gone = await tx
    .delete(notifications)
    .where(and(inArray(notifications.recipientId, [...new Set(recipientIds)]), inArray(sql<string>`${notifications.details}->>'commentId'`, commentIds)))
    .returning({ id: notifications.id });
  return gone.length;
}
