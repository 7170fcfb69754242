import { and, eq, or } from 'drizzle-orm';
import { deleteNotification } from '../../../shared/contracts/notifications/notifications';
import { notifications } from '../../db/schema';
import { announceNotificationChange } from '../announce-change';
import { lockOwnNotification, unreadCountOf } from '../notification-queries';
import { implement } from '../../callables/implement';

/** One of the caller's notifications deleted; a group with the members it stands for. */
export const deleteNotificationFunction = implement(deleteNotification, async ({ notificationId }, ctx) => {
  const unreadCount = await ctx.db.transaction(async (tx) => {
    const row = await lockOwnNotification(tx, ctx.user.id, notificationId);
    await tx
      .delete(notifications)
      .where(and(eq(notifications.recipientId, ctx.user.id), or(eq(notifications.id, row.id), eq(notifications.groupedInto, row.id))));
    return unreadCountOf(tx, ctx.user.id);
  });
  await announceNotificationChange(ctx, ctx.user.id);
  return { success: true as const, unreadCount };
});
