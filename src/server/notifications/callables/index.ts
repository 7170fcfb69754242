import type { Implementation } from '../../callables/implement';
import { deleteNotificationFunction } from './delete-notification';
import { getUnreadNotificationCountFunction } from './get-unread-notification-count';
import { listNotificationsFunction } from './list-notifications';
import { markAllNotificationsReadFunction } from './mark-all-notifications-read';
import { markNotificationReadFunction } from './mark-notification-read';
import { getNotificationPreferencesFunction } from './get-notification-preferences';
import { updateNotificationPreferencesFunction } from './update-notification-preferences';

/** The notifications callables; composition/callable-registry.ts collects every area's list. */
export const notificationsCallables: readonly Implementation[] = [
  listNotificationsFunction,
  markNotificationReadFunction,
  markAllNotificationsReadFunction,
  deleteNotificationFunction,
  getUnreadNotificationCountFunction,
  getNotificationPreferencesFunction,
  updateNotificationPreferencesFunction,
];
