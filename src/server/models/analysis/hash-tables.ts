// Open-addressing hash tables on typed arrays for the accumulator: a JavaScript Map costs about
// 100 bytes an entry and a string key per vertex; these cost about 30 (vertices) and 10 (edges),
// which decides how large a mesh one worker can analyse.

function mix(n: number): number {
  // Fold a safe integer (up to 2^53) into 32 bits.
  return (n | 0) ^ ((n / 4294967296) | 0);
}

/** Maps a vertex position (already rounded to integers) to a dense id 0, 1, 2… */
export class VertexTable {
  private keys = new Float64Array(3 * 1024);
  private ids = new Int32Array(1024).fill(-1);
  size = 0;

  private slot(x: number, y: number, z: number, keys: Float64Array, ids: Int32Array): number {
    const mask = ids.length - 1;
    let i = (Math.imul(mix(x), 73856093) ^ Math.imul(mix(y), 19349663) ^ Math.imul(mix(z), 83492791)) & mask;
    while (ids[i] !== -1 && (keys[3 * i] !== x || keys[3 * i + 1] !== y || keys[3 * i + 2] !== z)) i = (i + 1) & mask;
    return i;
  }

  private grow(): void {
    const oldKeys = this.keys;
    const oldIds = this.ids;
    this.keys = new Float64Array(oldKeys.length * 2);
    this.ids = new Int32Array(oldIds.length * 2).fill(-1);
    for (let i = 0; i < oldIds.length; i++) {
      if (oldIds[i] === -1) continue;
      const x = oldKeys[3 * i]!, y = oldKeys[3 * i + 1]!, z = oldKeys[3 * i + 2]!;
      const j = this.slot(x, y, z, this.keys, this.ids);
      this.keys.set([x, y, z], 3 * j);
      this.ids[j] = oldIds[i]!;
    }
  }

  /** The id of this position, and whether it was new. */
  idOf(x: number, y: number, z: number): { id: number; added: boolean } {
    let i = this.slot(x, y, z, this.keys, this.ids);
    if (this.ids[i] !== -1) return { id: this.ids[i]!, added: false };
    if ((this.size + 1) * 2 > this.ids.length) {
      this.grow();
      i = this.slot(x, y, z, this.keys, this.ids);
    }
    this.keys[3 * i] = x;
    this.keys[3 * i + 1] = y;
    this.keys[3 * i + 2] = z;
    this.ids[i] = this.size;
    return { id: this.size++, added: true };
  }
}

/** Counts how many triangles use each edge (a key packing two vertex ids), saturating at 255. */
export class EdgeTable {
  private keys = new Float64Array(1024).fill(-1);
  private counts = new Uint8Array(1024);
  private size = 0;

  private slot(key: number, keys: Float64Array): number {
    const mask = keys.length - 1;
    let i = Math.imul(mix(key), 0x9e3779b1) & mask;
    while (keys[i] !== -1 && keys[i] !== key) i = (i + 1) & mask;
    return i;
  }

  private grow(): void {
    const oldKeys = this.keys;
    const oldCounts = this.counts;
    this.keys = new Float64Array(oldKeys.length * 2).fill(-1);
    this.counts = new Uint8Array(oldKeys.length * 2);
    for (let i = 0; i < oldKeys.length; i++) {
      if (oldKeys[i] === -1) continue;
      const j = this.slot(oldKeys[i]!, this.keys);
      this.keys[j] = oldKeys[i]!;
      this.counts[j] = oldCounts[i]!;
    }
  }

  add(key: number): void {
    let i = this.slot(key, this.keys);
    if (this.keys[i] === -1) {
      if ((this.size + 1) * 2 > this.keys.length) {
        this.grow();
        i = this.slot(key, this.keys);
      }
      this.keys[i] = key;
      this.size++;
    }
    if (this.counts[i]! < 255) this.counts[i]! += 1;
  }

  /** True when every edge was counted exactly twice. */
  allTwice(): boolean {
    for (let i = 0; i < this.keys.length; i++) if (this.keys[i] !== -1 && this.counts[i] !== 2) return false;
    return true;
  }
}
