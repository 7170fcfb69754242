import type { EdgeTable, VertexTable } from './hash-tables';
import { PROBLEM_EDGE_LIMIT, type ProblemAreas } from './mesh-analysis';
import { vertexPositions } from './vertex-positions';

/** What the held figures found (decisions 095, 094), beside the edge table's counts. */
export interface HeldProblems {
  /** Merged vertex ids of the flipped faces kept, three a face. */
  flippedFaces: Int32Array;
  /** Thin samples' surface points, already in the view's millimetres. */
  thinPoints: Float32Array;
}

/**
 * Reads where the problem areas are once every triangle is in (decisions 093, 096): up to `limit`
 * keys of each kind of problem edge from the edge table (`counts` are the tally's, so the scan stops
 * once it has them: a closed mesh costs nothing), then one pass over the vertex table for the edges'
 * ends and the flipped faces' corners together. Memory is bounded by the limits, plus a bit a vertex.
 *
 * `idLimit` is the accumulator's key packing (smaller id × idLimit + larger id); `mergeScale` turns
 * the table's rounded integers back into file units, and `viewScale` file units into the view's mm.
 */
export function collectProblemAreas(
  edges: EdgeTable,
  vertices: VertexTable,
  counts: { open: number; nonManifold: number },
  held: HeldProblems,
  keys: { idLimit: number; mergeScale: number; viewScale: number },
  limit = PROBLEM_EDGE_LIMIT,
): ProblemAreas {
  const { idLimit, mergeScale, viewScale } = keys;
  const { open, nonManifold } = edges.problemKeys(Math.min(limit, counts.open), Math.min(limit, counts.nonManifold));
  const ends = (edgeKeys: number[]): Int32Array => {
    const ids = new Int32Array(edgeKeys.length * 2);
    edgeKeys.forEach((key, i) => {
      ids[2 * i] = Math.floor(key / idLimit);
      ids[2 * i + 1] = key % idLimit;
    });
    return ids;
  };
  const [openAt, nonManifoldAt, flippedAt] = vertexPositions(vertices, [ends(open), ends(nonManifold), held.flippedFaces], viewScale / mergeScale);
  return { open: openAt!, nonManifold: nonManifoldAt!, flipped: flippedAt!, thin: held.thinPoints };
}
