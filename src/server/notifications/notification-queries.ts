import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import type { NotificationCategory } from '../../shared/constants/notification-rules';
import type { NotificationItem } from '../../shared/contracts/notifications/notifications';
import type { Db, Tx } from '../db/database';
import { notifications, type NotificationRow } from '../db/schema';
import { isIdShaped } from '../db/safe-id';

/** Someone else's notification, or none at all: the same answer, so an id never reveals one exists. */
export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/** What a list shows: the recipient's notifications not gathered into a group (a group stands for them). */
export function listedFor(recipientId: string) {
  return and(eq(notifications.recipientId, recipientId), isNull(notifications.groupedInto));
}

/** The unread count: a group counts once, its members not at all. */
export async function unreadCountOf(db: Db | Tx, recipientId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(listedFor(recipientId), eq(notifications.read, false)));
  return row?.n ?? 0;
}

/**
 * The caller's own notification, locked for the change that follows (a grouping job joining it
 * waits, so the members read or deleted with it are all of them), or 'Notification not found'.
 */
export async function lockOwnNotification(tx: Tx, recipientId: string, id: string): Promise<NotificationRow> {
  if (!isIdShaped(id)) throw new AppError('not-found', NOTIFICATION_NOT_FOUND);
  const [row] = await tx
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.recipientId, recipientId)))
    .limit(1)
    .for('update');
  if (!row) throw new AppError('not-found', NOTIFICATION_NOT_FOUND);
  return row;
}

export function toNotificationItem(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    type: row.type,
    category: row.category as NotificationCategory,
    recipientId: row.recipientId,
    actorId: row.actorId,
    actorName: row.actorName,
    actorAvatar: row.actorAvatar,
    modelId: row.modelId,
    modelTitle: row.modelTitle,
    modelThumbnail: row.modelThumbnail,
    message: row.message,
    actionUrl: row.actionUrl,
    priority: row.priority,
    read: row.read,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    grouped: row.grouped,
    groupCount: row.groupCount,
    groupIds: row.groupIds,
    milestone: row.milestone,
    rating: row.rating,
    platform: row.platform,
    securityEvent: row.securityEvent,
    details: row.details,
    collectionId: row.collectionId,
    collectionName: row.collectionName,
  };
}
