/**
 * Notification categories: what a person switches on or off, in the app and by e-mail (SPEC §3
 * notification_preferences, §9 defaults). Every notification belongs to one.
 */
export const NOTIFICATION_CATEGORIES = [
  'likes',
  'comments',
  'reviews',
  'follows',
  'collections',
  'collaborations',
  'milestones',
  'achievements',
  'shares',
  'tips',
  'security',
  // Issue 16 item 7: the team's e-mail campaigns; opted out of like any other category (decision 044).
  'announcements',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** Categories that are e-mail only: no notification in the app is ever made for them. */
export const EMAIL_ONLY_CATEGORIES: readonly NotificationCategory[] = ['announcements'];

export const NOTIFICATION_FREQUENCIES = ['realtime', 'daily', 'weekly'] as const;
export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCIES)[number];

export const NOTIFICATION_PRIORITIES = ['low', 'medium', 'high'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

export interface QuietHours {
  enabled: boolean;
  /** "HH:MM", 24-hour, in `timeZone`. */
  start: string;
  end: string;
  /** An IANA time zone name; SPEC §9's default hours are UTC. */
  timeZone: string;
}

export interface NotificationPreferences {
  email: Record<NotificationCategory, boolean>;
  inApp: Record<NotificationCategory, boolean>;
  frequency: NotificationFrequency;
  quietHours: QuietHours;
}

/** SPEC §9: e-mail off for likes and shares, on for all else; in-app all on; realtime; quiet hours off, 22:00–08:00 UTC. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  email: Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, c !== 'likes' && c !== 'shares'])) as Record<NotificationCategory, boolean>,
  inApp: Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, true])) as Record<NotificationCategory, boolean>,
  frequency: 'realtime',
  quietHours: { enabled: false, start: '22:00', end: '08:00', timeZone: 'UTC' },
};

/** SPEC §9: the list's default page, and the grouping of like, follow and comment notifications. */
export const NOTIFICATION_LIST_LIMIT = 50;
export const NOTIFICATION_GROUPING_WINDOW_MS = 300_000;
export const NOTIFICATION_GROUPING_DELAY_MS = 1_000;
/** SPEC §2: the badge shows '99+' above this. */
export const UNREAD_BADGE_MAX = 99;
/** SPEC §5. */
export const INVALID_NOTIFICATION_ID = 'Invalid notification ID';
