import { describe, expect, it } from 'vitest';
import { BoundedTriangleBuffer } from './bounded-triangle-buffer';

/** Offers `triangles` triangles, writing 1, 2, 3… in turn into the three slots of each one held. */
function fill(buffer: BoundedTriangleBuffer<Int32Array>, triangles: number): void {
  for (let t = 0; t < triangles; t++) {
    const at = buffer.next();
    if (at >= 0) buffer.array!.set([3 * t + 1, 3 * t + 2, 3 * t + 3], at);
  }
}

describe('BoundedTriangleBuffer', () => {
  it('grows past its first block and keeps every value up to the budget', () => {
    const buffer = new BoundedTriangleBuffer((n) => new Int32Array(n), 3, 5000);
    fill(buffer, 3000);
    const held = buffer.take()!;
    expect(buffer.count).toBe(3000);
    expect(held.length).toBeLessThanOrEqual(3 * 5000);
    expect([...held.subarray(0, 9000)]).toEqual(Array.from({ length: 9000 }, (_, i) => i + 1));
  });

  it('never grows past the budget, and drops everything once it is passed', () => {
    const at = new BoundedTriangleBuffer((n) => new Int32Array(n), 3, 1500);
    fill(at, 1500);
    expect(at.array!.length).toBe(4500);
    const over = new BoundedTriangleBuffer((n) => new Int32Array(n), 3, 1500);
    fill(over, 1501);
    expect([over.count, over.take()]).toEqual([1501, null]);
  });

  it('holds nothing from the start when the expected count is over the budget, and lets the values go when taken', () => {
    const hinted = new BoundedTriangleBuffer((n) => new Float32Array(n), 9, 10, 11);
    expect(hinted.next()).toBe(-1);
    expect(hinted.take()).toBeNull();
    const taken = new BoundedTriangleBuffer((n) => new Float32Array(n), 9, 10, 4);
    expect(taken.array).toHaveLength(9 * 10);
    taken.take();
    expect(taken.next()).toBe(-1);
  });
});
