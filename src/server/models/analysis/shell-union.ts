/**
 * Union-find over the accumulator's dense vertex ids, to count a mesh's shells as trimesh's
 * `body_count` does: vertices joined by an edge are one body, so faces that share only a corner are
 * one shell. One Int32Array slot a vertex, grown by doubling as ids appear; no object per vertex.
 */
export class ShellUnion {
  private parent = new Int32Array(1024);
  private known = 0;

  private ensure(id: number): void {
    if (id < this.known) return;
    if (id >= this.parent.length) {
      let length = this.parent.length * 2;
      while (length <= id) length *= 2;
      const grown = new Int32Array(length);
      grown.set(this.parent.subarray(0, this.known));
      this.parent = grown;
    }
    for (let i = this.known; i <= id; i++) this.parent[i] = i;
    this.known = id + 1;
  }

  private root(id: number): number {
    const parent = this.parent;
    // Path halving keeps the trees shallow without recursion.
    while (parent[id] !== id) {
      parent[id] = parent[parent[id]!]!;
      id = parent[id]!;
    }
    return id;
  }

  join(a: number, b: number): void {
    this.ensure(a > b ? a : b);
    const ra = this.root(a), rb = this.root(b);
    // The smaller id becomes the root: deterministic, and cheap to count at the end.
    if (ra < rb) this.parent[rb] = ra;
    else if (rb < ra) this.parent[ra] = rb;
  }

  /** The number of separate bodies among vertices 0 … `vertices` − 1. */
  count(vertices: number): number {
    this.ensure(vertices - 1);
    let roots = 0;
    for (let i = 0; i < vertices; i++) if (this.root(i) === i) roots++;
    return roots;
  }
}
