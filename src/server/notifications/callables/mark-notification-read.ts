import { and, eq, or, sql } from 'drizzle-orm';
import { markNotificationRead } from '../../../shared/contracts/notifications/notifications';
import { notifications } from '../../db/schema';
import { announceNotificationChange } from '../announce-change';
import { lockOwnNotification, unreadCountOf } from '../notification-queries';
import { implement } from '../../callables/implement';

/** One of the caller's notifications read; a group's members with it (SPEC §4: unread to read). */
export const markNotificationReadFunction = implement(markNotificationRead, async ({ notificationId }, ctx) => {
  const unreadCount = await ctx.db.transaction(async (tx) => {
    const row = await lockOwnNotification(tx, ctx.user.id, notificationId);
    await tx
      .update(notifications)
      .set({ read: true, readAt: sql`now()` })
      .where(and(eq(notifications.recipientId, ctx.user.id), eq(notifications.read, false), or(eq(notifications.id, row.id), eq(notifications.groupedInto, row.id))));
    return unreadCountOf(tx, ctx.user.id);
  });
  await announceNotificationChange(ctx, ctx.user.id);
  return { success: true as const, unreadCount };
});
