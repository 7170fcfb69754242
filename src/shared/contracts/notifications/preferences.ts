import { z } from 'zod';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_FREQUENCIES, type NotificationCategory } from '../../constants/notification-rules';
import { defineContract } from '../define-contract';

/** SPEC §9: security notifications go out whatever the preferences say, so their switches stay on. */
export const SECURITY_ALWAYS_ON = 'security notifications cannot be switched off';
export const TIME_OF_DAY_MESSAGE = 'must be a time of day as HH:MM (24-hour)';
export const TIME_ZONE_MESSAGE = 'must be an IANA time zone such as Asia/Kolkata';

/** "HH:MM", 24-hour: 00:00 to 23:59. */
export const TimeOfDay = z.string(TIME_OF_DAY_MESSAGE).regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_OF_DAY_MESSAGE);

/**
 * An IANA time zone name the runtime knows, in its usual spelling ("asia/kolkata" → "Asia/Kolkata"),
 * else null. The name is kept as given otherwise: ICU's own canonical names are sometimes the old
 * ones (Asia/Calcutta), which is not what the person's browser calls their zone.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(name)) return null;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
  } catch {
    return null;
  }
  if (name.toUpperCase() === 'UTC') return 'UTC';
  const lower = name.toLowerCase();
  return Intl.supportedValuesOf('timeZone').find((zone) => zone.toLowerCase() === lower) ?? name;
}

export const TimeZoneName = z
  .string(TIME_ZONE_MESSAGE)
  .max(64, TIME_ZONE_MESSAGE)
  .transform((name, context) => {
    const zone = canonicalTimeZone(name);
    if (zone === null) {
      context.addIssue({ code: 'custom', message: TIME_ZONE_MESSAGE });
      return z.NEVER;
    }
    return zone;
  });

const switchesShape = <T extends z.ZodType>(each: (category: NotificationCategory) => T) =>
  Object.fromEntries(NOTIFICATION_CATEGORIES.map((category) => [category, each(category)])) as Record<NotificationCategory, T>;

/** Every category's switch (an answer always names them all). */
export const CategorySwitches = z.object(switchesShape(() => z.boolean()));

/** Some categories' switches; security may only be sent as true; a category not in the list is refused. */
const SwitchChanges = z.strictObject(
  switchesShape((category) =>
    category === 'security' ? z.literal(true, SECURITY_ALWAYS_ON).optional() : z.boolean('must be true or false').optional(),
  ),
);

export const QuietHoursShape = z.object({ enabled: z.boolean(), start: TimeOfDay, end: TimeOfDay, timeZone: z.string() });

export const NotificationPreferencesShape = z.object({
  email: CategorySwitches,
  inApp: CategorySwitches,
  frequency: z.enum(NOTIFICATION_FREQUENCIES),
  quietHours: QuietHoursShape,
});

export const getNotificationPreferences = defineContract({
  name: 'getNotificationPreferences',
  summary:
    "The caller's notification preferences: e-mail and in-app switches per category, e-mail frequency and quiet hours. SPEC §9's defaults for whatever they never changed, and the defaults when they cannot be read (SPEC §8).",
  access: 'user',
  input: z.object({}).default({}),
  output: z.object({ success: z.literal(true), preferences: NotificationPreferencesShape }),
});

export const updateNotificationPreferences = defineContract({
  name: 'updateNotificationPreferences',
  summary:
    "Change some of the caller's notification preferences; what is left out stays as it was. Security notifications cannot be switched off. Quiet hours are 'HH:MM' (24-hour) in an IANA time zone; the e-mails they hold back are sent when they end. Answers the preferences as saved.",
  access: 'user',
  input: z.strictObject({
    email: SwitchChanges.optional(),
    inApp: SwitchChanges.optional(),
    frequency: z.enum(NOTIFICATION_FREQUENCIES, 'must be realtime, daily or weekly').optional(),
    quietHours: z
      .strictObject({
        enabled: z.boolean('must be true or false').optional(),
        start: TimeOfDay.optional(),
        end: TimeOfDay.optional(),
        timeZone: TimeZoneName.optional(),
      })
      .optional(),
  }),
  output: z.object({ success: z.literal(true), preferences: NotificationPreferencesShape }),
});

/** How each category is named on the settings page and in e-mails. */
export const NOTIFICATION_CATEGORY_LABELS: Record<NotificationCategory, { label: string; about: string }> = {
  likes: { label: 'Likes', about: 'Someone likes your model or your comment' },
  comments: { label: 'Comments and replies', about: 'Someone comments on your model or replies to you' },
  reviews: { label: 'Reviews', about: 'Someone reviews your model' },
  follows: { label: 'New followers', about: 'Someone follows you' },
  collections: { label: 'Collections', about: 'Your model is saved to a collection' },
  collaborations: { label: 'Collaboration requests', about: 'Requests to work together and their answers, and remixes of your models' },
  milestones: { label: 'Model milestones', about: 'Your model reaches a number of views' },
  achievements: { label: 'Achievements', about: 'You unlock an achievement' },
  shares: { label: 'Shares', about: 'Someone shares your model' },
  tips: { label: 'Tips', about: 'Someone sends you a tip' },
  security: { label: 'Security alerts', about: 'Sign-ins from new devices and changes to your account' },
  announcements: { label: 'Announcements', about: 'News and updates e-mailed by the Meshmandi team' },
};
