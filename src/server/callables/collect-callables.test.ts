import { describe, expect, it } from 'vitest';
import { collectCallables } from './collect-callables';
import { discoveryCallables } from '../discovery/callables';
import { implementations } from '../composition/callable-registry';

describe('collectCallables', () => {
  it('lists each area’s callables by contract name', () => {
    for (const callable of discoveryCallables) expect(implementations.get(callable.contract.name)).toBe(callable);
  });

  it('refuses two callables under one name rather than let the later answer for both', () => {
    const [first] = discoveryCallables;
    expect(() => collectCallables([first!, { ...first! }])).toThrow(`Two callables are named ${first!.contract.name}`);
  });
});
