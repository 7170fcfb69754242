/**
 * Union-find that also keeps, for each member, whether it is flipped relative to its set's root: the
 * faces of a shell are oriented relative to each other (decision 095) without a traversal, so no
 * adjacency list or queue is built. Typed arrays only: 9 bytes a member.
 */
export class ParityUnion {
  private readonly parent: Int32Array;
  /** 1 when a member is flipped relative to its parent; relative to the root once the path is compressed. */
  private readonly parity: Uint8Array;
  /** Members under a root, so the smaller set goes under the larger and paths stay short. */
  private readonly size: Int32Array;
  /** The parity of the member `root` was last asked about, relative to that root. */
  private foundParity = 0;

  constructor(members: number) {
    this.parent = new Int32Array(members);
    for (let i = 0; i < members; i++) this.parent[i] = i;
    this.parity = new Uint8Array(members);
    this.size = new Int32Array(members).fill(1);
  }

  /** The root of `x`'s set; `lastParity` is then x's parity relative to it. */
  root(x: number): number {
    const parent = this.parent, parity = this.parity;
    let r = x, p = 0;
    while (parent[r] !== r) {
      p ^= parity[r]!;
      r = parent[r]!;
    }
    // Second pass: point every member on the path at the root, with its parity relative to it.
    let y = x, py = p;
    while (parent[y] !== r) {
      const next = parent[y]!;
      const nextParity = py ^ parity[y]!;
      parent[y] = r;
      parity[y] = py;
      y = next;
      py = nextParity;
    }
    this.foundParity = p;
    return r;
  }

  get lastParity(): number {
    return this.foundParity;
  }

  /** Members in the set rooted at `root`. */
  sizeOf(root: number): number {
    return this.size[root]!;
  }

  /**
   * Relates `a` and `b`: `flipped` 1 when they are oriented oppositely, 0 when alike. A relation
   * that contradicts those already held (a one-sided surface, such as a Möbius strip) is not kept
   * and returns false: the set keeps the orientation the earlier relations gave it.
   */
  relate(a: number, b: number, flipped: number): boolean {
    const ra = this.root(a);
    const pa = this.foundParity;
    const rb = this.root(b);
    const pb = this.foundParity;
    if (ra === rb) return (pa ^ pb) === flipped;
    let big = ra, small = rb;
    if (this.size[ra]! < this.size[rb]!) {
      big = rb;
      small = ra;
    }
    this.parent[small] = big;
    // a's orientation is root(a)'s ^ pa, b's is root(b)'s ^ pb; they must differ by `flipped`.
    this.parity[small] = pa ^ pb ^ flipped;
    this.size[big]! += this.size[small]!;
    return true;
  }
}
