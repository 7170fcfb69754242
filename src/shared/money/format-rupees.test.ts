import { describe, expect, it } from 'vitest';
import { formatRupees } from './format-rupees';

describe('formatRupees', () => {
  it('writes paise as rupees in Indian grouping, with paise only when there are any unless asked', () => {
    expect(formatRupees(25_000)).toBe('₹250');
    expect(formatRupees(21_250)).toBe('₹212.50');
    expect(formatRupees(10_000_000)).toBe('₹1,00,000');
    expect(formatRupees(1)).toBe('₹0.01');
    expect(formatRupees(25_000, { paise: 'always' })).toBe('₹250.00');
    expect(formatRupees(-3_750)).toBe('-₹37.50');
  });
});
