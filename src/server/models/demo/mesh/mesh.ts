/**
 * A triangle mesh in millimetres with Z up. Vertices are shared between triangles (indexed) so that
 * a closed shape has every edge used by exactly two triangles, which is what slicers and our own
 * analyser call watertight. Triangles wind counter-clockwise seen from outside.
 */
export interface Mesh {
  /** x, y, z of each vertex. */
  positions: Float32Array;
  /** Three vertex numbers per triangle. */
  indices: Uint32Array;
}

export type Vec2 = readonly [number, number];
export type Vec3 = readonly [number, number, number];

export function triangleCount(mesh: Mesh): number {
  return mesh.indices.length / 3;
}

/** The enclosed volume by the divergence theorem: positive when the triangles face outwards. */
export function signedVolume(mesh: Mesh): number {
  const p = mesh.positions, ix = mesh.indices;
  let sum = 0;
  for (let t = 0; t < ix.length; t += 3) {
    const a = 3 * ix[t]!, b = 3 * ix[t + 1]!, c = 3 * ix[t + 2]!;
    const ax = p[a]!, ay = p[a + 1]!, az = p[a + 2]!;
    const bx = p[b]!, by = p[b + 1]!, bz = p[b + 2]!;
    const cx = p[c]!, cy = p[c + 1]!, cz = p[c + 2]!;
    sum += ax * (by * cz - bz * cy) - ay * (bx * cz - bz * cx) + az * (bx * cy - by * cx);
  }
  return sum / 6;
}

export interface Bounds {
  min: [number, number, number];
  max: [number, number, number];
}

export function meshBounds(mesh: Mesh): Bounds {
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  const p = mesh.positions;
  for (let i = 0; i < p.length; i += 3) {
    for (let k = 0; k < 3; k++) {
      const v = p[i + k]!;
      if (v < min[k]!) min[k] = v;
      if (v > max[k]!) max[k] = v;
    }
  }
  return { min, max };
}
