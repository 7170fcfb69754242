import type { Mesh } from './mesh';

export interface EdgeReport {
  /** Edges used by one triangle only: holes in the surface. */
  open: number;
  /** Edges used by more than two triangles, or twice in the same direction (neighbours wound oppositely). */
  bad: number;
  /** Triangles that repeat a vertex. */
  degenerate: number;
}

/**
 * Checks an indexed mesh by vertex number (stricter than by position): a closed, consistently wound
 * surface uses every edge exactly once in each direction.
 */
export function edgeReport(mesh: Mesh): EdgeReport {
  const ix = mesh.indices;
  const vertices = mesh.positions.length / 3;
  const directed = new Map<number, number>();
  let degenerate = 0;
  for (let t = 0; t < ix.length; t += 3) {
    const corners = [ix[t]!, ix[t + 1]!, ix[t + 2]!];
    if (corners[0] === corners[1] || corners[1] === corners[2] || corners[0] === corners[2]) degenerate++;
    for (let k = 0; k < 3; k++) {
      const key = corners[k]! * vertices + corners[(k + 1) % 3]!;
      directed.set(key, (directed.get(key) ?? 0) + 1);
    }
  }
  let open = 0, bad = 0;
  for (const [key, count] of directed) {
    const a = Math.floor(key / vertices), b = key % vertices;
    const back = directed.get(b * vertices + a) ?? 0;
    if (count > 1) bad++;
    else if (back === 0) open++;
  }
  return { open, bad, degenerate };
}
