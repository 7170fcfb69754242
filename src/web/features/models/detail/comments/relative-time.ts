const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
];
const WEEK_S = 7 * 24 * 60 * 60;
let format: Intl.RelativeTimeFormat | undefined;

/**
 * How long ago a comment was written, for the last week ("just now", "5 minutes ago", "yesterday");
 * null for anything older, which is shown as a date instead.
 */
export function timeAgo(iso: string, now: number): string | null {
  const seconds = Math.max(0, (now - Date.parse(iso)) / 1000);
  if (seconds < 45) return 'just now';
  if (seconds >= WEEK_S) return null;
  format ??= new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });
  const [unit, size] = [...UNITS].reverse().find(([, s]) => seconds >= s) ?? UNITS[0]!;
  return format.format(-Math.max(1, Math.round(seconds / size)), unit);
}
