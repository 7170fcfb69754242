import type { NotificationPreferences } from '../../../shared/constants/notification-rules';
import { convertTimeOfDay } from '../../../shared/zoned-time';

/** The browser's own time zone: quiet hours are shown and saved on the person's clock. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * What the form edits: the saved preferences with quiet hours moved onto the browser's clock
 * (SPEC §9's default 22:00–08:00 UTC reads 03:30–13:30 in India). Saving stores them with the
 * browser's zone, so a person who moves keeps their hours on their new clock once they save.
 */
export function draftFrom(saved: NotificationPreferences, zone: string, now = Date.now()): NotificationPreferences {
  const { start, end, timeZone } = saved.quietHours;
  return {
    ...saved,
    quietHours: {
      ...saved.quietHours,
      start: convertTimeOfDay(start, timeZone, zone, now),
      end: convertTimeOfDay(end, timeZone, zone, now),
      timeZone: zone,
    },
  };
}

export function sameDraft(a: NotificationPreferences, b: NotificationPreferences): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
