import type { QuietHours } from '../../../shared/constants/notification-rules';
import { instantOfWallTime, minutesOfTime, wallTimeAt } from '../../../shared/zoned-time';

/** Whether a minute of the day falls in quiet hours from `start` to `end` (end not included); a window that crosses midnight wraps. */
export function inQuietWindow(minute: number, start: number, end: number): boolean {
  if (start === end) return false;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/**
 * When the quiet hours `now` falls in end, as an instant; null when they are off or `now` is not in
 * them. The hours are read on the person's own clock (their time zone), so "22:00 to 07:00" holds
 * an e-mail sent at 23:30 their time until 07:00 their next morning, whatever the server's zone,
 * and on the night clocks change it still ends at 07:00 on their clock.
 */
export function quietHoursEnd(now: Date, quietHours: QuietHours): Date | null {
  if (!quietHours.enabled) return null;
  const start = minutesOfTime(quietHours.start);
  const end = minutesOfTime(quietHours.end);
  const instant = now.getTime();
  const wall = wallTimeAt(instant, quietHours.timeZone);
  const minute = wall.hour * 60 + wall.minute;
  if (!inQuietWindow(minute, start, end)) return null;
  // Past midnight's start (e.g. 23:30 in 22:00–07:00), the end is on the next calendar day there.
  const endsTomorrow = start > end && minute >= start;
  const day = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + (endsTomorrow ? 1 : 0)));
  const endWall = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour: Math.floor(end / 60), minute: end % 60 };
  return new Date(instantOfWallTime(endWall, quietHours.timeZone, instant));
}
