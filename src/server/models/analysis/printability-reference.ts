// Test support: printability computed the plain way, to check the streaming accumulator against
// (decision 088). It follows trimesh's definitions step by step on the whole mesh held in memory:
// merge_vertices (positions rounded to 8 decimals), edges and edges_unique, is_watertight's
// winding test, body_count, euler_number, and triangles.nondegenerate's height test; and the
// flipped-face count (decision 095), which trimesh does not report, by a walk over face adjacency.
import { referenceFlippedFaces } from './face-orientation-reference';
import type { Printability } from './mesh-analysis';

/** Collects every triangle an analyser reads (its TriangleSink), nine numbers a triangle. */
export function triangleCollector(): { soup: number[]; sink: (...corners: number[]) => void } {
  const soup: number[] = [];
  return { soup, sink: (...corners: number[]) => void soup.push(...corners) };
}

export function referencePrintability(soup: number[]): Printability {
  const key = (i: number) => `${Math.round(soup[i]! * 1e8)},${Math.round(soup[i + 1]! * 1e8)},${Math.round(soup[i + 2]! * 1e8)}`;
  const ids = new Map<string, number>();
  const zKeys: number[] = [];
  const faces: [number, number, number][] = [];
  for (let t = 0; t < soup.length; t += 9) {
    const face = [0, 3, 6].map((corner) => {
      const k = key(t + corner);
      if (!ids.has(k)) {
        ids.set(k, ids.size);
        zKeys.push(Math.round(soup[t + corner + 2]! * 1e8));
      }
      return ids.get(k)!;
    });
    faces.push(face as [number, number, number]);
  }

  // trimesh's mesh.edges: each face's (a, b), (b, c), (c, a), grouped by the sorted pair.
  const groups = new Map<string, [number, number][]>();
  for (const [a, b, c] of faces) {
    for (const edge of [[a, b], [b, c], [c, a]] as [number, number][]) {
      const k = `${Math.min(...edge)}-${Math.max(...edge)}`;
      groups.set(k, [...(groups.get(k) ?? []), edge]);
    }
  }
  let boundaryEdges = 0, nonManifoldEdges = 0, windingConsistent = true;
  for (const edges of groups.values()) {
    if (edges.length === 1) boundaryEdges++;
    if (edges.length > 2) nonManifoldEdges++;
    // is_watertight: of a pair, the first edge's end must be the second edge's start.
    if (edges.length === 2 && edges[0]![1] !== edges[1]![0]) windingConsistent = false;
  }

  // body_count: connected components of the vertex graph.
  const parent = [...ids.values()];
  const root = (v: number): number => {
    while (parent[v] !== v) v = parent[v]!;
    return v;
  };
  for (const [a, b, c] of faces) {
    parent[root(a)] = root(b);
    parent[root(b)] = root(c);
  }
  const shells = new Set(parent.map((_, v) => root(v))).size;

  let degenerateFaces = 0, area = 0, overhang = 0;
  const lowest = Math.min(...zKeys);
  faces.forEach(([a, b, c], f) => {
    const p = (corner: number) => [0, 1, 2].map((axis) => soup[9 * f + 3 * corner + axis]!);
    const [p0, p1, p2] = [p(0), p(1), p(2)];
    const sub = (u: number[], v: number[]) => u.map((x, i) => x - v[i]!);
    const u = sub(p1, p0), v = sub(p2, p0);
    const n = [u[1]! * v[2]! - u[2]! * v[1]!, u[2]! * v[0]! - u[0]! * v[2]!, u[0]! * v[1]! - u[1]! * v[0]!];
    const doubleArea = Math.hypot(...n);
    area += doubleArea / 2;
    const longest = Math.max(Math.hypot(...u), Math.hypot(...v), Math.hypot(...sub(p2, p1)));
    if (a === b || b === c || c === a || doubleArea / longest <= 1e-8) degenerateFaces++;
    const onBed = zKeys[a] === lowest && zKeys[b] === lowest && zKeys[c] === lowest;
    if (doubleArea > 0 && n[2]! / doubleArea < -Math.cos(Math.PI / 4) && !onBed) overhang += doubleArea / 2;
  });

  return {
    boundaryEdges,
    nonManifoldEdges,
    windingConsistent,
    flippedFaces: referenceFlippedFaces(faces),
    shells,
    degenerateFaces,
    eulerNumber: ids.size - groups.size + faces.length,
    overhangArea: overhang,
    overhangPercent: (overhang / area) * 100,
  };
}
