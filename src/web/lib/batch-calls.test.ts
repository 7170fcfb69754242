import { describe, expect, it } from 'vitest';
import { batchCalls } from './batch-calls';

describe('batchCalls', () => {
  it('makes one call for the keys asked within a turn, splits at the limit, and answers the fallback for keys the call left out', async () => {
    const calls: string[][] = [];
    const load = batchCalls(async (keys: string[]) => {
      calls.push(keys);
      return new Map(keys.filter((k) => k !== 'b').map((k) => [k, k.toUpperCase()]));
    }, 'none', 3);
    const answers = await Promise.all(['a', 'b', 'c', 'a', 'd'].map(load));
    expect(answers).toEqual(['A', 'none', 'C', 'A', 'D']);
    expect(calls).toEqual([['a', 'b', 'c'], ['a', 'd']]);
    expect(await load('e')).toBe('E');
    expect(calls).toHaveLength(3);
  });

  it('fails every key of a failed call, and the next turn starts afresh', async () => {
    let fail = true;
    const load = batchCalls(async (keys: number[]) => {
      if (fail) throw new Error('offline');
      return new Map(keys.map((k) => [k, k * 2]));
    }, 0);
    await expect(Promise.all([load(1), load(2)])).rejects.toThrow('offline');
    fail = false;
    expect(await load(3)).toBe(6);
  });
});
