import { useDrawnInBrowser } from '../../lib/use-drawn-in-browser';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(iso: string, timeZone: string | undefined): string {
  const key = timeZone ?? '';
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) });
    formats.set(key, f);
  }
  return f.format(new Date(iso));
}

/** A date and time in the viewer's zone, drawn in India's until the app runs in the browser (as LocalDate does). */
export function LocalDateTime({ iso }: { iso: string }) {
  const inBrowser = useDrawnInBrowser();
  return <time dateTime={iso}>{format(iso, inBrowser ? undefined : 'Asia/Kolkata')}</time>;
}
