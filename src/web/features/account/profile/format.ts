const NUMBER = new Intl.NumberFormat('en-IN');

/** Counts in the Indian grouping (1,00,000), as the rest of the site shows rupees. */
export function formatCount(value: number): string {
  return NUMBER.format(value);
}
