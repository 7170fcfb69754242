import type { Implementation } from './implement';

/** The callables by contract name; two under one name are refused at start rather than one silently answering for both. */
export function collectCallables(all: readonly Implementation[]): ReadonlyMap<string, Implementation> {
  const byName = new Map<string, Implementation>();
  for (const implementation of all) {
    const { name } = implementation.contract;
    if (byName.has(name)) throw new Error(`Two callables are named ${name}: each contract name is answered by one handler.`);
    byName.set(name, implementation);
  }
  return byName;
}
