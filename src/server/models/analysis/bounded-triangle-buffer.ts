/**
 * A typed array holding a fixed number of values a triangle, for at most `budget` triangles, grown by
 * doubling while the file streams (decisions 094, 095). Past the budget it is dropped at once and the
 * rest of the file costs a counter. The owner writes the values itself at the offset `next` gives, so
 * its stores stay on one array kind (Float32Array or Int32Array) and the hot path stays monomorphic.
 */
export class BoundedTriangleBuffer<A extends Float32Array | Int32Array> {
  /** The values, `stride` a triangle; null once dropped (over the budget) or taken. */
  array: A | null;
  /** Triangles offered, held or not. */
  count = 0;
  /** Triangles the array has room for (0 once it is dropped), so the usual triangle costs one comparison. */
  private room: number;

  /**
   * `expectedTriangles` (a binary STL's header says) holds nothing for a file known to be over the
   * budget, and sizes the array at once for one under it; a header that lies is still stopped at the budget.
   */
  constructor(
    private readonly make: (length: number) => A,
    private readonly stride: number,
    private readonly budget: number,
    expectedTriangles = 0,
  ) {
    this.array = expectedTriangles > budget ? null : make(stride * Math.min(budget, Math.max(1024, expectedTriangles)));
    this.room = this.array === null ? 0 : this.array.length / stride;
  }

  /** Counts one more triangle and gives where its values go, or −1 when nothing is held (over the budget). */
  next(): number {
    const count = this.count++;
    return count < this.room ? count * this.stride : this.overflow(count);
  }

  /** Nothing held; or the array is full: doubled up to the budget, dropped past it. Kept apart so `next` stays small enough to inline. */
  private overflow(count: number): number {
    const array = this.array;
    if (array === null) return -1;
    const at = count * this.stride;
    if (this.count > this.budget) {
      this.drop();
      return -1;
    }
    const grown = this.make(Math.min(array.length * 2, this.budget * this.stride));
    grown.set(array);
    this.array = grown;
    this.room = grown.length / this.stride;
    return at;
  }

  private drop(): void {
    this.array = null;
    this.room = 0;
  }

  /** The values held (null over the budget), let go here so they are freed once the caller is done. */
  take(): A | null {
    const array = this.array;
    this.drop();
    return array;
  }
}
