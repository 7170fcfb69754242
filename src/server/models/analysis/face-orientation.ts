import { BoundedTriangleBuffer } from './bounded-triangle-buffer';
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

/** Flipped faces whose corners are kept for the 3D view (decision 096): 180 kB of positions. */
export const FLIPPED_FACE_LIMIT = 5000;

/** The count, and which faces it found. */
export interface FlippedFaces {
  /** Faces against their part's majority; null when not counted (over the budget). */
  count: number | null;
  /** The merged vertex ids of up to `limit` of those faces, three a face, spread evenly over the file's order. */
  faces: Int32Array;
}

const NONE = new Int32Array(0);

/**
 * Keeps each triangle's three merged vertex ids as the file streams, up to the budget; past it they
 * are dropped at once and the count is unknown, as the thin-wall soup is (decision 094).
 */
export class FaceOrientation {
  private readonly held: BoundedTriangleBuffer<Int32Array>;

  /** `expectedTriangles` (a binary STL's header) holds nothing for a file known to be over the budget. */
  constructor(budget = FACE_ORIENTATION_BUDGET, expectedTriangles = 0) {
    this.held = new BoundedTriangleBuffer((length) => new Int32Array(length), 3, budget, expectedTriangles);
  }

  add(a: number, b: number, c: number): void {
    const at = this.held.next();
    if (at < 0) return;
    const ids = this.held.array!;
    ids[at] = a;
    ids[at + 1] = b;
    ids[at + 2] = c;
  }

  /**
   * The flipped faces: none without any work when the winding is consistent (no pair disagrees, so no
   * part has a minority), a null count when the ids were dropped over the budget. The ids are let go either way.
   */
  flippedFaces(windingConsistent: boolean, edges: PairedEdges, limit = FLIPPED_FACE_LIMIT): FlippedFaces {
    const ids = this.held.take();
    if (windingConsistent) return { count: 0, faces: NONE };
    if (ids === null) return { count: null, faces: NONE };
    return countFlippedFaces(ids, this.held.count, edges, limit);
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
 *
 * Up to `limit` of the flipped faces are picked for the 3D view, evenly through the file's order so a
 * capped list covers the whole mesh; on a tie the side flipped relative to the part's root is taken.
 */
export function countFlippedFaces(ids: Int32Array, faces: number, edges: PairedEdges, limit = FLIPPED_FACE_LIMIT): FlippedFaces {
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
  return { count: flipped, faces: pickFlipped(ids, faces, union, flippedInPart, flipped, limit) };
}

/** The vertex ids of `limit` of the `flipped` faces (all when fewer): the i-th is kept when it moves i × limit ÷ flipped past a whole number. */
function pickFlipped(ids: Int32Array, faces: number, union: ParityUnion, flippedInPart: Int32Array, flipped: number, limit: number): Int32Array {
  const kept = new Int32Array(3 * Math.min(limit, flipped));
  let seen = 0, at = 0;
  for (let f = 0; f < faces && at < kept.length; f++) {
    const root = union.root(f);
    const other = flippedInPart[root]!;
    // The minority side: faces flipped relative to the root when they are the fewer (or as many).
    const minority = other <= union.sizeOf(root) - other ? 1 : 0;
    if (union.lastParity !== minority) continue;
    seen += 1;
    if (Math.floor((seen * limit) / flipped) === Math.floor(((seen - 1) * limit) / flipped)) continue;
    kept.set(ids.subarray(3 * f, 3 * f + 3), at);
    at += 3;
  }
  return kept;
}
