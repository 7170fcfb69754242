export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** A number in [min, max). */
  range(min: number, max: number): number;
  /** An integer from min to max inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

/**
 * Mulberry32: a tiny seeded generator, so the demo catalogue comes out the same on every machine and
 * a re-seeded site shows the same models as screenshots and docs.
 */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor((max - min + 1) * next()),
    pick: (items) => {
      if (items.length === 0) throw new Error('Cannot pick from an empty list.');
      return items[Math.floor(items.length * next())]!;
    },
  };
}
