import { and, asc, eq, isNull } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationCategory } from '../../shared/constants/notification-rules';
import { notificationPreferences, notifications, type NotificationRow } from '../db/schema';
import { newId } from '../db/new-id';
import type { TestApp } from './test-app';

/** Every notification row of a recipient, a group's members included, oldest first. */
export async function notificationRowsOf(t: TestApp, recipientId: string, type?: string): Promise<NotificationRow[]> {
  const rows = await t.services.db.select().from(notifications).where(eq(notifications.recipientId, recipientId)).orderBy(asc(notifications.createdAt), asc(notifications.id));
  return type ? rows.filter((row) => row.type === type) : rows;
}

/** What the list shows: rows not gathered into a group. */
export async function listedNotificationsOf(t: TestApp, recipientId: string): Promise<NotificationRow[]> {
  return t.services.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), isNull(notifications.groupedInto)))
    .orderBy(asc(notifications.createdAt));
}

/** Switches one category's in-app or e-mail preference for a person (a row as the settings page writes it). */
export async function setPreference(t: TestApp, userId: string, channel: 'inApp' | 'email', category: NotificationCategory, on: boolean): Promise<void> {
  const [existing] = await t.services.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  const base = existing ?? { ...DEFAULT_NOTIFICATION_PREFERENCES, userId };
  const next = { email: { ...base.email }, inApp: { ...base.inApp } };
  next[channel][category] = on;
  await t.services.db
    .insert(notificationPreferences)
    .values({ userId, email: next.email, inApp: next.inApp, frequency: base.frequency, quietHours: base.quietHours })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { email: next.email, inApp: next.inApp } });
}

/** A loose like notification written straight to the table, at a chosen time, for the grouping tests. */
export async function insertLikeNotification(
  t: TestApp,
  recipientId: string,
  options: { modelId: string; actorId: string; actorName: string; createdAt: Date; modelTitle?: string },
): Promise<NotificationRow> {
  const [row] = await t.services.db
    .insert(notifications)
    .values({
      id: newId(),
      recipientId,
      type: 'like',
      category: 'likes',
      actorId: options.actorId,
      actorName: options.actorName,
      modelId: options.modelId,
      modelTitle: options.modelTitle ?? 'Gear Train',
      message: `${options.actorName} liked ${options.modelTitle ?? 'Gear Train'}`,
      actionUrl: `/model/${options.modelId}`,
      priority: 'low',
      createdAt: options.createdAt,
      groupKey: `like:model:${options.modelId}`,
    })
    .returning();
  return row!;
}
