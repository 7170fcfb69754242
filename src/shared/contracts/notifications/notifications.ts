import { z } from 'zod';
import {
  INVALID_NOTIFICATION_ID,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_LIST_LIMIT,
  NOTIFICATION_PRIORITIES,
} from '../../constants/notification-rules';
import { defineContract } from '../define-contract';

/** SPEC §5: an empty id on mark-read or delete is 'Invalid notification ID', word for word. */
export const NotificationId = z.string(INVALID_NOTIFICATION_ID).trim().min(1, INVALID_NOTIFICATION_ID).max(64, INVALID_NOTIFICATION_ID);

/** The kinds the event consumers write (SPEC §3 `type`). */
export const NOTIFICATION_TYPES = [
  'like',
  'comment',
  'reply',
  'make',
  'comment_like',
  'review',
  'follow',
  'collection',
  'collaboration_request',
  'collaboration_answer',
  'remix',
  'milestone',
  'achievement',
  'security',
] as const;

/** One notification as SPEC §3 names its fields; a group stands for `groupCount` of them (`groupIds`). */
export const NotificationItem = z.object({
  id: z.string(),
  type: z.string(),
  category: z.enum(NOTIFICATION_CATEGORIES),
  recipientId: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  actorAvatar: z.string().nullable(),
  modelId: z.string().nullable(),
  modelTitle: z.string().nullable(),
  modelThumbnail: z.string().nullable(),
  message: z.string(),
  actionUrl: z.string(),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
  grouped: z.boolean(),
  groupCount: z.number().int(),
  groupIds: z.array(z.string()),
  milestone: z.number().int().nullable(),
  rating: z.number().int().nullable(),
  platform: z.string().nullable(),
  securityEvent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  collectionId: z.string().nullable(),
  collectionName: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

export const listNotifications = defineContract({
  name: 'listNotifications',
  summary: `The caller's notifications, newest first, ${NOTIFICATION_LIST_LIMIT} a page by default (SPEC §9) with keyset paging, and their unread count. A group stands for the ones it gathered; those are not listed apart.`,
  access: 'user',
  input: z
    .object({ limit: z.number().int().min(1).max(100).default(NOTIFICATION_LIST_LIMIT), cursor: z.string().max(200).optional() })
    .default({ limit: NOTIFICATION_LIST_LIMIT }),
  output: z.object({ notifications: z.array(NotificationItem), nextCursor: z.string().nullable(), unreadCount: z.number().int() }),
});

export const markNotificationRead = defineContract({
  name: 'markNotificationRead',
  summary: "Mark one of the caller's notifications read (a group: its members too). 'Invalid notification ID' for an empty id; someone else's is not found.",
  access: 'user',
  input: z.object({ notificationId: NotificationId }),
  output: z.object({ success: z.literal(true), unreadCount: z.number().int() }),
});

export const markAllNotificationsRead = defineContract({
  name: 'markAllNotificationsRead',
  summary: "Mark all of the caller's notifications read.",
  access: 'user',
  input: z.object({}).default({}),
  output: z.object({ success: z.literal(true), updated: z.number().int(), unreadCount: z.number().int() }),
});

export const deleteNotification = defineContract({
  name: 'deleteNotification',
  summary: "Delete one of the caller's notifications (a group: its members too). 'Invalid notification ID' for an empty id; someone else's is not found.",
  access: 'user',
  input: z.object({ notificationId: NotificationId }),
  output: z.object({ success: z.literal(true), unreadCount: z.number().int() }),
});

export const getUnreadNotificationCount = defineContract({
  name: 'getUnreadNotificationCount',
  summary: "The caller's unread notification count (SPEC §3: success and count); a group counts once.",
  access: 'user',
  input: z.object({}).default({}),
  output: z.object({ success: z.literal(true), count: z.number().int() }),
});
