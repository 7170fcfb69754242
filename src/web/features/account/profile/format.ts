const NUMBER = new Intl.NumberFormat('en-IN');
const MONTH_YEAR = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric' });
const LONG_DATE = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long' });

/** Counts in the Indian grouping (1,00,000), as the rest of the site shows rupees. */
export function formatCount(value: number): string {
  return NUMBER.format(value);
}

/** "November 2026" for "Joined …". */
export function formatMonthYear(iso: string): string {
  return MONTH_YEAR.format(new Date(iso));
}

export function formatLongDate(iso: string): string {
  return LONG_DATE.format(new Date(iso));
}
