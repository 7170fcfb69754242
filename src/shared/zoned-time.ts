/**
 * Wall-clock time in an IANA time zone, with Intl only (server and browser alike): what a clock in
 * the zone shows at an instant, and the instant a clock there shows a given time. Quiet hours are
 * kept as a person's own "22:00 to 07:00 in Asia/Kolkata", so these have to be right across
 * midnight and on the days daylight-saving time starts or ends.
 */

export interface WallTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** What a clock in `timeZone` shows at `instant` (milliseconds since the epoch). */
export function wallTimeAt(instant: number, timeZone: string): WallTime & { second: number } {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute!, second: parts.second! };
}

/** A wall time as if it were UTC: makes wall times comparable and steppable as numbers. */
function wallAsUtc(wall: WallTime & { second?: number }): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second ?? 0);
}

/** How far the zone's clock is ahead of UTC at `instant`. */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallAsUtc(wallTimeAt(whole, timeZone)) - whole;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * The first instant after `after` at which a clock in `timeZone` shows `wall` or later on that
 * wall date. On the night clocks go back, a time that happens twice gives its first happening (if
 * still to come); on the night they go forward, a time that never happens gives the moment the
 * clock jumps past it.
 */
export function instantOfWallTime(wall: WallTime, timeZone: string, after = Number.NEGATIVE_INFINITY): number {
  const target = wallAsUtc(wall);
  // The zone's offsets a day either side: any change near the target lies between them.
  const offsets = new Set([zoneOffsetMs(target - DAY_MS, timeZone), zoneOffsetMs(target, timeZone), zoneOffsetMs(target + DAY_MS, timeZone)]);
  const exact = [...offsets]
    .map((offset) => target - offset)
    .filter((instant) => wallAsUtc(wallTimeAt(instant, timeZone)) === target && instant > after)
    .sort((a, b) => a - b);
  if (exact.length > 0) return exact[0]!;
  // A time skipped by a forward jump: find the jump to the minute between the two readings.
  const candidates = [...offsets].map((offset) => target - offset);
  let low = Math.min(...candidates) - DAY_MS / 24;
  let high = Math.max(...candidates) + DAY_MS / 24;
  while (high - low > MINUTE_MS) {
    const middle = Math.floor((low + high) / 2 / MINUTE_MS) * MINUTE_MS;
    if (middle <= low || middle >= high) break;
    if (wallAsUtc(wallTimeAt(middle, timeZone)) >= target) high = middle;
    else low = middle;
  }
  return Math.max(high, after + 1);
}

/** "HH:MM" → minutes after midnight. */
export function minutesOfTime(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Minutes after midnight → "HH:MM". */
export function timeOfMinutes(minutes: number): string {
  const whole = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * A time of day in one zone as the same moment reads in another, on the day `instant` falls on in
 * the first zone ("22:00" in UTC is "03:30" in Asia/Kolkata). Used to show quiet hours kept in one
 * zone to someone whose browser is in another.
 */
export function convertTimeOfDay(time: string, fromZone: string, toZone: string, instant = Date.now()): string {
  if (fromZone === toZone) return time;
  const today = wallTimeAt(instant, fromZone);
  const minutes = minutesOfTime(time);
  const moment = instantOfWallTime({ ...today, hour: Math.floor(minutes / 60), minute: minutes % 60 }, fromZone);
  const there = wallTimeAt(moment, toZone);
  return timeOfMinutes(there.hour * 60 + there.minute);
}
