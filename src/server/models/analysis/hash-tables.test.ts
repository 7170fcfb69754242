import { describe, expect, it } from 'vitest';
import { EdgeTable, VertexTable } from './hash-tables';

describe('VertexTable', () => {
  it('gives each position one dense id, through many resizes, including huge and negative coordinates', () => {
    const table = new VertexTable();
    const positions: [number, number, number][] = [];
    for (let i = 0; i < 50_000; i++) positions.push([i * 7919 - 1e12, (i % 97) * -3, 2 ** 40 + (i >> 3)]);
    positions.forEach(([x, y, z], i) => expect(table.idOf(x, y, z)).toBe(-1 - i));
    positions.forEach(([x, y, z], i) => expect(table.idOf(x, y, z)).toBe(i));
    expect(table.size).toBe(50_000);
  });
});

describe('EdgeTable', () => {
  it('knows when every edge was seen exactly twice', () => {
    const table = new EdgeTable();
    for (let i = 0; i < 20_000; i++) table.add(i * 2 ** 26 + i + 1);
    expect(table.allTwice()).toBe(false);
    for (let i = 0; i < 20_000; i++) table.add(i * 2 ** 26 + i + 1);
    expect(table.allTwice()).toBe(true);
    table.add(5 * 2 ** 26 + 6);
    expect(table.allTwice()).toBe(false);
  });
});

describe('EdgeTable.tally', () => {
  const ID = 2 ** 26;
  const isLoop = (key: number) => Math.floor(key / ID) === key % ID;

  it('sorts edges into open, shared by two, shared by more, and pairs run the same way', () => {
    const table = new EdgeTable();
    table.add(1 * ID + 2, true);
    table.add(1 * ID + 2, false); // a consistent pair
    table.add(3 * ID + 4, true);
    table.add(3 * ID + 4, true); // a pair run the same way
    table.add(5 * ID + 6, true); // open
    for (let i = 0; i < 3; i++) table.add(7 * ID + 8, i === 0); // non-manifold
    table.add(9 * ID + 9);
    table.add(9 * ID + 9); // a loop from a collapsed triangle has no direction
    expect(table.tally(isLoop)).toEqual({ edges: 5, boundary: 1, nonManifold: 1, windingConflicts: 1 });
  });
});
