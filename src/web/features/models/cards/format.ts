const COUNT = new Intl.NumberFormat('en-IN');
const COMPACT = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });
const LONG_DATE = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long' });
const SHORT_DATE = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/** Counts in the Indian grouping (1,00,000), as the rest of the site shows numbers. */
export function formatCount(value: number): string {
  return COUNT.format(value);
}

/** Card counters have little room: 1.2L, 15K (en-IN compact notation). */
export function formatCompactCount(value: number): string {
  return COMPACT.format(value);
}

export function formatLongDate(iso: string): string {
  return LONG_DATE.format(new Date(iso));
}

export function formatShortDate(iso: string): string {
  return SHORT_DATE.format(new Date(iso));
}
