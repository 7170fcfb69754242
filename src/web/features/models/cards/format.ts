const COUNT = new Intl.NumberFormat('en-IN');
const COMPACT = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

/** Counts in the Indian grouping (1,00,000), as the rest of the site shows numbers. */
export function formatCount(value: number): string {
  return COUNT.format(value);
}

/** Card counters have little room: 1.2L, 15K (en-IN compact notation). */
export function formatCompactCount(value: number): string {
  return COMPACT.format(value);
}
