import { describe, expect, it } from 'vitest';
import { isWholePaise, paiseAsDecimalText, paiseToRupees, rupeesToPaise } from './paise';

describe('rupees and paise', () => {
  it('turns typed rupees into whole paise without floating drift', () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(499.99)).toBe(49_999);
    expect(rupeesToPaise(100_000)).toBe(10_000_000);
    expect(rupeesToPaise(10.01)).toBe(1001);
    expect(rupeesToPaise(12_345.67)).toBe(1_234_567);
  });

  it('gives paise back as the rupee number the contracts take, and round-trips every paisa up to ₹10,000', () => {
    expect(paiseToRupees(21_250)).toBe(212.5);
    expect(paiseToRupees(49_905)).toBe(499.05);
    expect(paiseToRupees(10_001)).toBe(100.01);
    for (let paise = 0; paise <= 1_000_000; paise += 1) {
      if (rupeesToPaise(paiseToRupees(paise)) !== paise) throw new Error(`${paise} paise did not round-trip`);
    }
  });

  it('knows whole paise from finer amounts', () => {
    expect(isWholePaise(10)).toBe(true);
    expect(isWholePaise(0.07)).toBe(true);
    expect(isWholePaise(19.99)).toBe(true);
    expect(isWholePaise(10.001)).toBe(false);
    expect(isWholePaise(0.005)).toBe(false);
  });

  it('writes paise as a plain decimal by integer arithmetic, sign included', () => {
    expect(paiseAsDecimalText(0)).toBe('0.00');
    expect(paiseAsDecimalText(5)).toBe('0.05');
    expect(paiseAsDecimalText(-5)).toBe('-0.05');
    expect(paiseAsDecimalText(123_405)).toBe('1234.05');
    expect(paiseAsDecimalText(9_007_199_254_740_99)).toBe('9007199254740.99');
  });
});
