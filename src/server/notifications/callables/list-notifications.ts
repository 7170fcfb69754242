import { and } from 'drizzle-orm';
import { listNotifications } from '../../../shared/contracts/notifications/notifications';
import { notifications } from '../../db/schema';
import { newestFirst } from '../../db/keyset-pager';
import { listedFor, toNotificationItem, unreadCountOf } from '../notification-queries';
import { implement } from '../../callables/implement';

const pager = newestFirst('notifications', notifications.createdAt, notifications.id);

/**
 * The caller's notifications, newest first, a keyset page at a time (SPEC §9: 50 by default), read
 * from the recipient's newest-first index; a group is one item and its members are not listed.
 */
export const listNotificationsFunction = implement(listNotifications, async ({ limit, cursor }, ctx) => {
  const after = pager.after(cursor);
  const rows = await ctx.db
    .select({ row: notifications, cursorKey: pager.cursorKey, id: notifications.id })
    .from(notifications)
    .where(and(listedFor(ctx.user.id), after))
    .orderBy(...pager.orderBy)
    .limit(limit + 1);
  const { page, nextCursor } = pager.page(rows, limit);
  return { notifications: page.map(({ row }) => toNotificationItem(row)), nextCursor, unreadCount: await unreadCountOf(ctx.db, ctx.user.id) };
});
