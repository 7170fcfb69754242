/**
 * A bounding-volume hierarchy over a triangle soup (nine Float32 numbers a triangle), for the
 * thin-wall estimate (decision 094): nearest hit of a ray within a range, skipping the triangle it
 * starts on. Built in linear time: triangles in Morton order of their centroids, halves of that
 * order as children, bounds from the leaves up. Flat typed arrays rather than node objects.
 */
const LEAF_SIZE = 8;
/** Bits per axis of the Morton code: a 256-cell grid along each axis, sorted in two passes of 12 bits. */
const MORTON_BITS = 8;

/** Spreads the low 10 bits of v to every third bit (8 are used). */
function spread(v: number): number {
  v = (v | (v << 16)) & 0x030000ff;
  v = (v | (v << 8)) & 0x0300f00f;
  v = (v | (v << 4)) & 0x030c30c3;
  return (v | (v << 2)) & 0x09249249;
}

export class TriangleBvh {
  private readonly order: Uint32Array;
  /** Per node: min x, y, z, max x, y, z. */
  private readonly bounds: Float32Array;
  /** Per node: left child (or -1 for a leaf), right child, first index into `order`, count. */
  private readonly links: Int32Array;
  private nodes = 0;
  private readonly stack: Int32Array;

  constructor(private readonly soup: Float32Array, private readonly count: number) {
    this.order = this.mortonOrder();
    const maxNodes = Math.max(1, 2 * Math.ceil(count / LEAF_SIZE) + 1);
    this.bounds = new Float32Array(maxNodes * 6);
    this.links = new Int32Array(maxNodes * 4);
    // Depth is about log2(count / LEAF_SIZE) + 1; a traversal stack holds at most one sibling per level.
    this.stack = new Int32Array(64);
    if (count > 0) this.build();
  }

  /** The triangles sorted by the Morton code of their centroids: near in the order, near in space. */
  private mortonOrder(): Uint32Array {
    const { soup, count } = this;
    const lo = [Infinity, Infinity, Infinity], hi = [-Infinity, -Infinity, -Infinity];
    for (let t = 0; t < count; t++) {
      for (let a = 0; a < 3; a++) {
        const c = soup[t * 9 + a]! + soup[t * 9 + 3 + a]! + soup[t * 9 + 6 + a]!;
        if (c < lo[a]!) lo[a] = c;
        if (c > hi[a]!) hi[a] = c;
      }
    }
    const cells = (1 << MORTON_BITS) - 1;
    const scale = lo.map((l, a) => (hi[a]! > l ? cells / (hi[a]! - l) : 0));
    const codes = new Uint32Array(count);
    for (let t = 0; t < count; t++) {
      let code = 0;
      for (let a = 0; a < 3; a++) {
        const c = soup[t * 9 + a]! + soup[t * 9 + 3 + a]! + soup[t * 9 + 6 + a]!;
        code |= spread(Math.floor((c - lo[a]!) * scale[a]!)) << a;
      }
      codes[t] = code;
    }
    // Least-significant-digit radix sort by code, two passes of half the code each: linear and
    // stable. The codes travel with their indices, so every pass reads both arrays in order.
    let order = new Uint32Array(count), spareOrder = new Uint32Array(count);
    let keys = codes, spareKeys = new Uint32Array(count);
    for (let i = 0; i < count; i++) order[i] = i;
    const digit = (3 * MORTON_BITS) / 2;
    const mask = (1 << digit) - 1;
    const buckets = new Uint32Array(1 << digit);
    for (let shift = 0; shift < 3 * MORTON_BITS; shift += digit) {
      buckets.fill(0);
      for (let i = 0; i < count; i++) buckets[(keys[i]! >>> shift) & mask]! += 1;
      for (let b = 0, sum = 0; b < buckets.length; b++) {
        const size = buckets[b]!;
        buckets[b] = sum;
        sum += size;
      }
      for (let i = 0; i < count; i++) {
        const at = buckets[(keys[i]! >>> shift) & mask]!++;
        spareKeys[at] = keys[i]!;
        spareOrder[at] = order[i]!;
      }
      [order, spareOrder] = [spareOrder, order];
      [keys, spareKeys] = [spareKeys, keys];
    }
    return order;
  }

  private build(): void {
    const links = this.links;
    const pending: number[] = [this.nodes++, 0, this.count];
    while (pending.length > 0) {
      const count = pending.pop()!, first = pending.pop()!, node = pending.pop()!;
      if (count <= LEAF_SIZE) {
        links.set([-1, -1, first, count], node * 4);
        continue;
      }
      // The left half a whole number of leaves: every leaf but the last is full, so the node count is known.
      const half = Math.ceil(count / 2 / LEAF_SIZE) * LEAF_SIZE;
      const left = this.nodes++;
      const right = this.nodes++;
      links.set([left, right, first, count], node * 4);
      pending.push(left, first, half, right, first + half, count - half);
    }
    // Children are numbered after their parent: from the last node back, every child is fitted first.
    for (let node = this.nodes - 1; node >= 0; node--) {
      if (links[node * 4]! < 0) this.fitLeaf(node);
      else this.joinChildren(node);
    }
  }

  private fitLeaf(node: number): void {
    const b = this.bounds, o = node * 6;
    b[o] = b[o + 1] = b[o + 2] = Infinity;
    b[o + 3] = b[o + 4] = b[o + 5] = -Infinity;
    for (let i = this.links[node * 4 + 2]!, end = i + this.links[node * 4 + 3]!; i < end; i++) {
      const t = this.order[i]! * 9;
      for (let c = 0; c < 9; c++) {
        const v = this.soup[t + c]!, axis = c % 3;
        if (v < b[o + axis]!) b[o + axis] = v;
        if (v > b[o + 3 + axis]!) b[o + 3 + axis] = v;
      }
    }
  }

  private joinChildren(node: number): void {
    const b = this.bounds, o = node * 6;
    const l = this.links[node * 4]! * 6, r = this.links[node * 4 + 1]! * 6;
    for (let a = 0; a < 3; a++) {
      b[o + a] = Math.min(b[l + a]!, b[r + a]!);
      b[o + 3 + a] = Math.max(b[l + 3 + a]!, b[r + 3 + a]!);
    }
  }

  /** Where the ray enters the node's box, or Infinity when it misses it within `limit`. */
  private entry(node: number, ox: number, oy: number, oz: number, ix: number, iy: number, iz: number, limit: number): number {
    const b = this.bounds, o = node * 6;
    let t1 = (b[o]! - ox) * ix, t2 = (b[o + 3]! - ox) * ix;
    let near = Math.min(t1, t2), far = Math.max(t1, t2);
    t1 = (b[o + 1]! - oy) * iy; t2 = (b[o + 4]! - oy) * iy;
    near = Math.max(near, Math.min(t1, t2)); far = Math.min(far, Math.max(t1, t2));
    t1 = (b[o + 2]! - oz) * iz; t2 = (b[o + 5]! - oz) * iz;
    near = Math.max(near, Math.min(t1, t2)); far = Math.min(far, Math.max(t1, t2));
    // NaN (a ray along a box face) fails every test here and keeps the box: safe, only slower.
    if (far < 0 || near > far || near >= limit) return Infinity;
    return near > 0 ? near : 0;
  }

  /**
   * Distance along the unit direction d from o to the nearest triangle other than `skip`, if it is
   * under `limit`; else Infinity. Nearer children first, so a near hit prunes everything behind it.
   */
  nearestHit(ox: number, oy: number, oz: number, dx: number, dy: number, dz: number, skip: number, limit = Infinity): number {
    if (this.count === 0) return Infinity;
    const ix = 1 / dx, iy = 1 / dy, iz = 1 / dz;
    let best = limit;
    const stack = this.stack;
    let top = 0;
    if (this.entry(0, ox, oy, oz, ix, iy, iz, best) === Infinity) return Infinity;
    stack[top++] = 0;
    while (top > 0) {
      const node = stack[--top]!;
      const l = node * 4;
      const left = this.links[l]!;
      if (left >= 0) {
        const right = this.links[l + 1]!;
        const nearLeft = this.entry(left, ox, oy, oz, ix, iy, iz, best);
        const nearRight = this.entry(right, ox, oy, oz, ix, iy, iz, best);
        // Pushed far first, so the near one is taken next.
        if (nearLeft <= nearRight) {
          if (nearRight !== Infinity) stack[top++] = right;
          if (nearLeft !== Infinity) stack[top++] = left;
        } else {
          if (nearLeft !== Infinity) stack[top++] = left;
          stack[top++] = right;
        }
        continue;
      }
      for (let i = this.links[l + 2]!, end = i + this.links[l + 3]!; i < end; i++) {
        const tri = this.order[i]!;
        if (tri === skip) continue;
        const t = this.hit(tri * 9, ox, oy, oz, dx, dy, dz);
        if (t < best) best = t;
      }
    }
    return best < limit ? best : Infinity;
  }

  /** Möller–Trumbore: the distance to the triangle at `s`, or Infinity when the ray misses it. */
  private hit(s: number, ox: number, oy: number, oz: number, dx: number, dy: number, dz: number): number {
    const p = this.soup;
    const ax = p[s]!, ay = p[s + 1]!, az = p[s + 2]!;
    const e1x = p[s + 3]! - ax, e1y = p[s + 4]! - ay, e1z = p[s + 5]! - az;
    const e2x = p[s + 6]! - ax, e2y = p[s + 7]! - ay, e2z = p[s + 8]! - az;
    const px = dy * e2z - dz * e2y, py = dz * e2x - dx * e2z, pz = dx * e2y - dy * e2x;
    const det = e1x * px + e1y * py + e1z * pz;
    if (Math.abs(det) < 1e-20) return Infinity;
    const inv = 1 / det;
    const tx = ox - ax, ty = oy - ay, tz = oz - az;
    const u = (tx * px + ty * py + tz * pz) * inv;
    if (u < 0 || u > 1) return Infinity;
    const qx = ty * e1z - tz * e1y, qy = tz * e1x - tx * e1z, qz = tx * e1y - ty * e1x;
    const v = (dx * qx + dy * qy + dz * qz) * inv;
    if (v < 0 || u + v > 1) return Infinity;
    const t = (e2x * qx + e2y * qy + e2z * qz) * inv;
    return t > 0 ? t : Infinity;
  }
}
