import { useDrawnInBrowser } from '../../lib/use-drawn-in-browser';

/** How a date reads: "25 November 2026", "25-Nov-2026" (en-IN medium), "25 Nov 2026", "November 2026". */
export type DateStyle = 'long' | 'medium' | 'short' | 'month-year';

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { dateStyle: 'long' },
  medium: { dateStyle: 'medium' },
  short: { day: 'numeric', month: 'short', year: 'numeric' },
  'month-year': { month: 'long', year: 'numeric' },
};

/** The server draws dates in India's time zone, where the site is; the browser then in the viewer's. */
const SERVER_TIME_ZONE = 'Asia/Kolkata';
const formats = new Map<string, Intl.DateTimeFormat>();

export function formatDate(iso: string, style: DateStyle, timeZone?: string): string {
  const key = `${style}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-IN', { ...OPTIONS[style], ...(timeZone ? { timeZone } : {}) });
    formats.set(key, format);
  }
  return format.format(new Date(iso));
}

/**
 * A date in the viewer's time zone. The server cannot know that zone, so the server render and
 * hydration draw it in India's, and the browser redraws it in the viewer's once the app runs:
 * hydration then matches the server's HTML wherever the viewer is.
 */
export function LocalDate({ iso, style }: { iso: string; style: DateStyle }) {
  const inBrowser = useDrawnInBrowser();
  return <time dateTime={iso}>{formatDate(iso, style, inBrowser ? undefined : SERVER_TIME_ZONE)}</time>;
}
