import { describe, expect, it } from 'vitest';
import { ShellUnion } from './shell-union';

describe('ShellUnion', () => {
  it('counts bodies joined in any order, across growth, with untouched ids alone', () => {
    const union = new ShellUnion();
    // A long chain joined back to front, then two separate pairs, far past the first 1024 slots.
    for (let i = 5000; i > 0; i--) union.join(i, i - 1);
    union.join(6000, 6001);
    union.join(7001, 7000);
    expect(union.count(5001)).toBe(1);
    // The chain, ids 5001–5999 alone, a pair, ids 6002–6999 alone, a pair.
    expect(union.count(7002)).toBe(1 + 999 + 1 + 998 + 1);
  });
});
