import { formatIndianCompact, formatIndianCount } from '../../../lib/indian-numbers';

/** Counts in the Indian grouping (1,00,000), as the rest of the site shows numbers. */
export const formatCount: (value: number) => string = formatIndianCount;

/** Card counters have little room: 1.2L, 15K (en-IN compact notation). */
export const formatCompactCount: (value: number) => string = formatIndianCompact;
