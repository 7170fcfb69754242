import { getUnreadNotificationCount } from '../../../shared/contracts/notifications/notifications';
import { unreadCountOf } from '../notification-queries';
import { implement } from '../../callables/implement';

/** SPEC §3: the unread count answers success and count; a group counts once (the badge's figure). */
export const getUnreadNotificationCountFunction = implement(getUnreadNotificationCount, async (_input, ctx) => ({
  success: true as const,
  count: await unreadCountOf(ctx.db, ctx.user.id),
}));
