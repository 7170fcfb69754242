import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { notifications } from '../db/schema';

/**
 * Removes the notice of a deleted make (`details.makeId`), in the transaction that deletes it, as
 * comments' notices go with them. Only the model's creator is told of a make, so the search keeps
 * to their rows (the recipient index).
 */
export async function forgetMakeNotifications(tx: Tx, makeId: string, recipientId: string): Promise<number> {
  const gone = await tx
    .delete(notifications)
    .where(and(eq(notifications.recipientId, recipientId), sql`${notifications.details}->>'makeId' = ${makeId}`))
    .returning({ id: notifications.id });
  return gone.length;
}
