import { and, eq, sql } from 'drizzle-orm';
import { markAllNotificationsRead } from '../../../shared/contracts/notifications/notifications';
import { notifications } from '../../db/schema';
import { announceNotificationChange } from '../announce-change';
import { unreadCountOf } from '../notification-queries';
import { implement } from '../../callables/implement';

/** Every one of the caller's notifications read, groups' members too; answers how many listed ones changed. */
export const markAllNotificationsReadFunction = implement(markAllNotificationsRead, async (_input, ctx) => {
  const changed = await ctx.db
    .update(notifications)
    .set({ read: true, readAt: sql`now()` })
    .where(and(eq(notifications.recipientId, ctx.user.id), eq(notifications.read, false)))
    .returning({ groupedInto: notifications.groupedInto });
  await announceNotificationChange(ctx, ctx.user.id);
  // A notification that arrived meanwhile is unread: the count says so rather than a blind zero.
  const unreadCount = await unreadCountOf(ctx.db, ctx.user.id);
  return { success: true as const, updated: changed.filter((row) => row.groupedInto === null).length, unreadCount };
});
