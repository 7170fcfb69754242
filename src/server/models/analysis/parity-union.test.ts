import { describe, expect, it } from 'vitest';
import { ParityUnion } from './parity-union';

describe('ParityUnion', () => {
  it('keeps each member flipped or not relative to its root, across joined sets', () => {
    const union = new ParityUnion(6);
    expect(union.relate(0, 1, 1)).toBe(true);
    expect(union.relate(2, 3, 0)).toBe(true);
    expect(union.relate(3, 1, 1)).toBe(true);
    const root = union.root(0);
    const sides = [0, 1, 2, 3].map((m) => (union.root(m) === root ? union.lastParity : -1));
    // 0 and 1 differ, 3 differs from 1, 2 is like 3: 0, 2 and 3 alike, 1 the odd one.
    expect(sides.map((s) => s ^ sides[0]!)).toEqual([0, 1, 0, 0]);
    expect(union.sizeOf(root)).toBe(4);
    expect(union.root(4)).toBe(4);
    expect(union.root(5)).toBe(5);
  });

  it('refuses a relation that contradicts the set, and keeps the earlier ones', () => {
    const union = new ParityUnion(3);
    union.relate(0, 1, 0);
    union.relate(1, 2, 0);
    expect(union.relate(2, 0, 1)).toBe(false);
    expect(union.relate(2, 0, 0)).toBe(true);
    // All three alike, as the first two relations said.
    const sides = [0, 1, 2].map((m) => [union.root(m), union.lastParity]);
    expect(new Set(sides.map(([root]) => root)).size).toBe(1);
    expect(sides.map(([, side]) => side)).toEqual([sides[0]![1], sides[0]![1], sides[0]![1]]);
  });

  it('keeps parities right on a long chain joined back to front, after path compression', () => {
    const union = new ParityUnion(5000);
    for (let i = 4999; i > 0; i--) union.relate(i, i - 1, 1);
    const root = union.root(0);
    const base = union.lastParity;
    for (let i = 0; i < 5000; i++) {
      expect(union.root(i)).toBe(root);
      expect(union.lastParity ^ base).toBe(i & 1);
    }
    expect(union.sizeOf(root)).toBe(5000);
  });
});
