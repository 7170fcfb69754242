/**
 * A typed array that grows by doubling, for vertex and triangle lists whose length is only known
 * at the end: half the memory of a number[] of floats (Float32Array), or the same numbers without
 * boxing (Float64Array), and no copy when read back as a view.
 */
export class GrowableArray<T extends Float32Array | Float64Array | Uint32Array> {
  private data: T;
  length = 0;

  constructor(private readonly make: (size: number) => T) {
    this.data = make(1024);
  }

  push(value: number): void {
    if (this.length + 1 > this.data.length) this.grow();
    this.data[this.length++] = value;
  }

  push3(a: number, b: number, c: number): void {
    if (this.length + 3 > this.data.length) this.grow();
    this.data[this.length] = a;
    this.data[this.length + 1] = b;
    this.data[this.length + 2] = c;
    this.length += 3;
  }

  private grow(): void {
    const bigger = this.make(this.data.length * 2);
    bigger.set(this.data);
    this.data = bigger;
  }

  /** The filled part; shares memory with the list. */
  view(): T {
    return this.data.subarray(0, this.length) as T;
  }
}
