import { ParityUnion } from './parity-union';

/**
 * Triangles whose merged vertex ids are held to count flipped faces (decision 095): 12 bytes each
 * while the file streams, then about 25 more while they are counted (the union-find, a face a slot of
 * the edge table's size). The thin-wall budget's size, so the two stay within the 50 MB together.
 */
export const FACE_ORIENTATION_BUDGET = 500_000;

/** The accumulator's edge table, as the count reads it: which edges relate two faces, and where each lives. */
export interface PairedEdges {
  /** Slots in the table: every slot index is below it. */
  readonly capacity: number;
  /** The slot of the edge between vertex ids a and b when exactly two triangles use it; −1 otherwise. */
  pairSlot(a: number, b: number): number;
}

/**
 * Keeps each triangle's three merged vertex ids as the file streams, up to the budget; past it they
 * are dropped at once and the count is unknown, as the thin-wall soup is (decision 094).
 */
export class FaceOrientation {
  private ids: Int32Array | null;
  private count = 0;

  /** `expectedTriangles` (a binary STL's header) holds nothing for a file known to be over the budget. */
  constructor(private readonly budget = FACE_ORIENTATION_BUDGET, expectedTriangles = 0) {
    this.ids = expectedTriangles > budget ? null : new Int32Array(3 * Math.min(budget, Math.max(1024, expectedTriangles)));
  }

  add(a: number, b: number, c: number): void {
    this.count += 1;
    let ids = this.ids;
    if (ids === null) return;
    if (this.count > this.budget) {
      this.ids = null;
      return;
    }
    const at = (this.count - 1) * 3;
    if (at + 3 > ids.length) {
      const grown = new Int32Array(Math.min(ids.length * 2, this.budget * 3));
      grown.set(ids);
      this.ids = ids = grown;
    }
    ids[at] = a;
    ids[at + 1] = b;
    ids[at + 2] = c;
  }

  /**
   * The flipped-face count: 0 without any work when the winding is consistent (no pair disagrees, so
   * no part has a minority), null when the ids were dropped over the budget. The ids are let go either way.
   */
  flippedFaces(windingConsistent: boolean, edges: PairedEdges): number | null {
    const ids = this.ids;
    this.ids = null;
    if (windingConsistent) return 0;
    if (ids === null) return null;
    return countFlippedFaces(ids, this.count, edges);
  }
}

/**
 * Faces are related across every edge exactly two of them use: alike when they run it in opposite
 * directions, flipped when in the same one. In each face-connected part the faces on the smaller side
 * of that relation are the flipped ones. Edges used once or 3+ times relate nothing (trimesh's
 * winding check does not judge them either), nor does an edge from a vertex to itself, which has no direction.
 *
 * A one-sided part (a Möbius strip) has no two sides: a relation contradicting those met before it,
 * in file order (face by face, edges ab, bc, ca), is left out, and the part is split by what is left.
 */
export function countFlippedFaces(ids: Int32Array, faces: number, edges: PairedEdges): number {
  // The first face met on each two-face edge, times two, plus 1 when it runs the edge from the smaller id.
  const firstFace = new Int32Array(edges.capacity).fill(-1);
  const union = new ParityUnion(faces);
  for (let f = 0; f < faces; f++) {
    for (let side = 0; side < 3; side++) {
      const a = ids[3 * f + side]!;
      const b = ids[3 * f + (side === 2 ? 0 : side + 1)]!;
      if (a === b) continue;
      const slot = edges.pairSlot(a, b);
      if (slot < 0) continue;
      const ascending = a < b ? 1 : 0;
      const seen = firstFace[slot]!;
      if (seen === -1) firstFace[slot] = 2 * f + ascending;
      else union.relate(seen >> 1, f, (seen & 1) === ascending ? 1 : 0);
    }
  }
  const flippedInPart = new Int32Array(faces);
  for (let f = 0; f < faces; f++) {
    const root = union.root(f);
    flippedInPart[root]! += union.lastParity;
  }
  let flipped = 0;
  for (let f = 0; f < faces; f++) {
    if (union.root(f) !== f) continue;
    const other = flippedInPart[f]!;
    flipped += Math.min(other, union.sizeOf(f) - other);
  }
  return flipped;
}
