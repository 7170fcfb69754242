import { describe, expect, it } from 'vitest';
import { formatCompactCount, formatCount } from './indian-numbers';

const COUNT = new Intl.NumberFormat('en-IN');
const COMPACT = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

/** Edges of every unit and of rounding, plus a spread of ordinary values. */
function samples(): number[] {
  const values = new Set<number>([0, 1, 9, 10, 99, 100, 999]);
  for (let power = 3; power <= 15; power += 1) {
    const base = 10 ** power;
    for (const delta of [-51, -50, -49, -1, 0, 1, 49, 50, 51]) values.add(base + delta * 10 ** (power - 3));
    for (const factor of [1.04999, 1.05, 1.05001, 1.15, 1.25, 2.45, 9.95, 9.949, 99.95, 99.949, 999.95])
      values.add(Math.round(base * factor));
  }
  let seed = 7;
  for (let index = 0; index < 2000; index += 1) {
    seed = (seed * 48271) % 2147483647;
    values.add(Math.floor((seed / 2147483647) * 10 ** (1 + (index % 12))));
  }
  // Counters stay far below 10 lakh crore, past which ICU's own notation changes again.
  return [...values].filter((value) => value >= 0 && value < 1e15);
}

describe('Indian number formats without Intl', () => {
  it('groups counts as Intl en-IN does', () => {
    for (const value of samples()) expect(formatCount(value), String(value)).toBe(COUNT.format(value));
    expect(formatCount(-1234567)).toBe(COUNT.format(-1234567));
  });

  it('writes compact counts as Intl en-IN compact does', () => {
    for (const value of samples()) expect(formatCompactCount(value), String(value)).toBe(COMPACT.format(value));
  });
});
