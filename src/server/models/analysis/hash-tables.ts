// Open-addressing hash tables on typed arrays for the accumulator: a JavaScript Map costs about
// 100 bytes an entry and a string key per vertex; these cost about 30 (vertices) and 11 (edges),
// which decides how large a mesh one worker can analyse.

function mix(n: number): number {
  // Fold a safe integer (up to 2^53) into 32 bits.
  return (n | 0) ^ ((n / 4294967296) | 0);
}

/**
 * MurmurHash3's finaliser: every input bit reaches the low bits the tables index by. Without it,
 * coordinates scaled by 1e8 (multiples of 2^8) left the low bits all zero and the probes clustered.
 */
function avalanche(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** Maps a vertex position (already rounded to integers) to a dense id 0, 1, 2… */
/** The smallest power-of-two table that holds `entries` at most half full (the tables' load limit). */
function capacityFor(entries: number): number {
  let capacity = 1024;
  while (capacity < entries * 2) capacity *= 2;
  return capacity;
}

export class VertexTable {
  private keys: Float64Array;
  private ids: Int32Array;
  size = 0;

  /** `expected` sizes the table up front, saving the rehashes of growing into it. */
  constructor(expected = 0) {
    const capacity = capacityFor(expected);
    this.keys = new Float64Array(3 * capacity);
    this.ids = new Int32Array(capacity).fill(-1);
  }

  private slot(x: number, y: number, z: number, keys: Float64Array, ids: Int32Array): number {
    const mask = ids.length - 1;
    let i = avalanche(Math.imul(mix(x), 73856093) ^ Math.imul(mix(y), 19349663) ^ Math.imul(mix(z), 83492791)) & mask;
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
      this.keys[3 * j] = x;
      this.keys[3 * j + 1] = y;
      this.keys[3 * j + 2] = z;
      this.ids[j] = oldIds[i]!;
    }
  }

  /**
   * The rounded positions of the ids `wanted` maps to an index: written to `out` at 3 × index. One
   * pass over the table, so finding a few thousand vertices costs no id-to-slot index of every
   * vertex; a bit a vertex says which slots to look up, since a Map lookup per slot was most of it.
   */
  positionsOf(wanted: Map<number, number>, out: Float64Array): void {
    if (wanted.size === 0) return;
    const marked = new Uint32Array(Math.ceil(this.size / 32));
    for (const id of wanted.keys()) marked[id >>> 5]! |= 1 << (id & 31);
    for (let i = 0; i < this.ids.length; i++) {
      const id = this.ids[i]!;
      if (id === -1 || (marked[id >>> 5]! & (1 << (id & 31))) === 0) continue;
      const index = wanted.get(id)!;
      out[3 * index] = this.keys[3 * i]!;
      out[3 * index + 1] = this.keys[3 * i + 1]!;
      out[3 * index + 2] = this.keys[3 * i + 2]!;
    }
  }

  /**
   * The id of this position; a position seen for the first time gets the next id, returned as
   * `-1 - id` so the caller knows it is new without an object allocated per vertex.
   */
  idOf(x: number, y: number, z: number): number {
    let i = this.slot(x, y, z, this.keys, this.ids);
    if (this.ids[i] !== -1) return this.ids[i]!;
    if ((this.size + 1) * 2 > this.ids.length) {
      this.grow();
      i = this.slot(x, y, z, this.keys, this.ids);
    }
    this.keys[3 * i] = x;
    this.keys[3 * i + 1] = y;
    this.keys[3 * i + 2] = z;
    this.ids[i] = this.size;
    return -1 - this.size++;
  }
}

/** What the edge table says about a mesh's surface once every triangle is in (see EdgeTable.tally). */
export interface EdgeTally {
  /** Distinct edges. */
  edges: number;
  /** Edges used by exactly one triangle: the rims of holes. */
  boundary: number;
  /** Edges used by more than two triangles. */
  nonManifold: number;
  /** Edges shared by exactly two triangles that run along them in the same direction. */
  windingConflicts: number;
}

/**
 * Counts how many triangles use each edge (a key packing two vertex ids, smaller first), saturating
 * at 255, and how many of them run along it from the smaller id to the larger: an edge shared by two
 * consistently wound triangles is run once each way.
 */
export class EdgeTable {
  private keys: Float64Array;
  private counts: Uint8Array;
  private ascending: Uint8Array;
  private size = 0;

  constructor(expected = 0) {
    const capacity = capacityFor(expected);
    this.keys = new Float64Array(capacity).fill(-1);
    this.counts = new Uint8Array(capacity);
    this.ascending = new Uint8Array(capacity);
  }

  private slot(key: number, keys: Float64Array): number {
    const mask = keys.length - 1;
    let i = avalanche(mix(key)) & mask;
    while (keys[i] !== -1 && keys[i] !== key) i = (i + 1) & mask;
    return i;
  }

  private grow(): void {
    const oldKeys = this.keys;
    const oldCounts = this.counts;
    const oldAscending = this.ascending;
    this.keys = new Float64Array(oldKeys.length * 2).fill(-1);
    this.counts = new Uint8Array(oldKeys.length * 2);
    this.ascending = new Uint8Array(oldKeys.length * 2);
    for (let i = 0; i < oldKeys.length; i++) {
      if (oldKeys[i] === -1) continue;
      const j = this.slot(oldKeys[i]!, this.keys);
      this.keys[j] = oldKeys[i]!;
      this.counts[j] = oldCounts[i]!;
      this.ascending[j] = oldAscending[i]!;
    }
  }

  /** One more triangle uses edge `key`; `ascending` when it runs from the smaller vertex id to the larger. */
  add(key: number, ascending = false): void {
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
    if (ascending && this.ascending[i]! < 255) this.ascending[i]! += 1;
  }

  /** Slots in the table (every slot index is below it), for a caller keeping something per edge. */
  get capacity(): number {
    return this.keys.length;
  }

  /** The slot of edge `key` when exactly two triangles use it, else −1: the edges that relate two faces (decision 095). */
  slotIfTwice(key: number): number {
    const i = this.slot(key, this.keys);
    return this.keys[i] === key && this.counts[i] === 2 ? i : -1;
  }

  /**
   * The keys of the first `open` edges used once and the first `nonManifold` used more than twice,
   * in table order: hash order, so a capped list is spread over the mesh rather than bunched where
   * the file starts. The caller knows how many there are (tally), so the scan stops once it has them.
   */
  problemKeys(open: number, nonManifold: number): { open: number[]; nonManifold: number[] } {
    const found = { open: [] as number[], nonManifold: [] as number[] };
    for (let i = 0; i < this.keys.length && (found.open.length < open || found.nonManifold.length < nonManifold); i++) {
      if (this.keys[i] === -1) continue;
      const count = this.counts[i]!;
      if (count === 1 && found.open.length < open) found.open.push(this.keys[i]!);
      else if (count > 2 && found.nonManifold.length < nonManifold) found.nonManifold.push(this.keys[i]!);
    }
    return found;
  }

  /** True when every edge was counted exactly twice. */
  allTwice(): boolean {
    for (let i = 0; i < this.keys.length; i++) if (this.keys[i] !== -1 && this.counts[i] !== 2) return false;
    return true;
  }

  /**
   * The edge counts printability reports. An edge from a vertex to itself (a triangle with two merged
   * corners) has no direction, so it never conflicts: trimesh's is_winding_consistent compares such a
   * pair as equal too. `isLoop` tells those keys apart.
   */
  tally(isLoop: (key: number) => boolean): EdgeTally {
    let boundary = 0, nonManifold = 0, windingConflicts = 0;
    for (let i = 0; i < this.keys.length; i++) {
      if (this.keys[i] === -1) continue;
      const count = this.counts[i]!;
      if (count === 1) boundary++;
      else if (count > 2) nonManifold++;
      else if (this.ascending[i] !== 1 && !isLoop(this.keys[i]!)) windingConflicts++;
    }
    return { edges: this.size, boundary, nonManifold, windingConflicts };
  }
}
