import type { EdgeTable, VertexTable } from './hash-tables';
import { PROBLEM_EDGE_LIMIT, type ProblemEdges } from './mesh-analysis';

/**
 * Reads where the open and non-manifold edges are once every triangle is in (decision 093): up to
 * `limit` keys of each kind from the edge table (`counts` are the tally's, so the scan stops once
 * it has them: a closed mesh costs nothing), then one pass over the vertex table for their end
 * points. Memory is bounded by the limit, plus a bit a vertex.
 *
 * `idLimit` is the accumulator's key packing (smaller id × idLimit + larger id); `mergeScale` turns
 * the table's rounded integers back into file units, and `viewScale` file units into the view's mm.
 */
export function collectProblemEdges(
  edges: EdgeTable,
  vertices: VertexTable,
  counts: { open: number; nonManifold: number },
  keys: { idLimit: number; mergeScale: number; viewScale: number },
  limit = PROBLEM_EDGE_LIMIT,
): ProblemEdges {
  const { idLimit, mergeScale, viewScale } = keys;
  const { open, nonManifold } = edges.problemKeys(Math.min(limit, counts.open), Math.min(limit, counts.nonManifold));
  const wanted = new Map<number, number>();
  const ends = (keys: number[]): Int32Array => {
    const indices = new Int32Array(keys.length * 2);
    keys.forEach((key, i) => {
      for (const [j, id] of [Math.floor(key / idLimit), key % idLimit].entries()) {
        let index = wanted.get(id);
        if (index === undefined) wanted.set(id, (index = wanted.size));
        indices[2 * i + j] = index;
      }
    });
    return indices;
  };
  const openEnds = ends(open);
  const nonManifoldEnds = ends(nonManifold);
  const rounded = new Float64Array(wanted.size * 3);
  vertices.positionsOf(wanted, rounded);
  const scale = viewScale / mergeScale;
  const positions = (indices: Int32Array): Float32Array => {
    const out = new Float32Array(indices.length * 3);
    for (let i = 0; i < indices.length; i++) {
      const at = indices[i]! * 3;
      out[3 * i] = rounded[at]! * scale;
      out[3 * i + 1] = rounded[at + 1]! * scale;
      out[3 * i + 2] = rounded[at + 2]! * scale;
    }
    return out;
  };
  return { open: positions(openEnds), nonManifold: positions(nonManifoldEnds) };
}
