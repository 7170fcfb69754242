import type { Mesh } from '../mesh/mesh';

/**
 * A normal for every corner of every triangle (nine floats a triangle): the area-weighted average of
 * the triangles round that vertex that bend away by less than `creaseDegrees`. Curved surfaces then
 * shade smoothly while the edges of a box or the facets of a low-poly vase stay crisp.
 */
export function cornerNormals(mesh: Mesh, creaseDegrees = 40): Float32Array {
  const p = mesh.positions, ix = mesh.indices;
  const triangles = ix.length / 3, vertices = p.length / 3;
  const area = new Float32Array(3 * triangles); // un-normalised face normals: length is twice the area
  const unit = new Float32Array(3 * triangles);
  for (let t = 0; t < triangles; t++) {
    const a = 3 * ix[3 * t]!, b = 3 * ix[3 * t + 1]!, c = 3 * ix[3 * t + 2]!;
    const ux = p[b]! - p[a]!, uy = p[b + 1]! - p[a + 1]!, uz = p[b + 2]! - p[a + 2]!;
    const vx = p[c]! - p[a]!, vy = p[c + 1]! - p[a + 1]!, vz = p[c + 2]! - p[a + 2]!;
    const nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
    const length = Math.sqrt(nx * nx + ny * ny + nz * nz);
    area[3 * t] = nx; area[3 * t + 1] = ny; area[3 * t + 2] = nz;
    if (length > 0) { unit[3 * t] = nx / length; unit[3 * t + 1] = ny / length; unit[3 * t + 2] = nz / length; }
  }
  // Triangles round each vertex, as one flat list with offsets (compressed sparse rows).
  const start = new Uint32Array(vertices + 1);
  for (let i = 0; i < ix.length; i++) start[ix[i]! + 1]!++;
  for (let v = 0; v < vertices; v++) start[v + 1]! += start[v]!;
  const fill = start.slice(0, vertices);
  const around = new Uint32Array(ix.length);
  for (let i = 0; i < ix.length; i++) around[fill[ix[i]!]!++] = (i / 3) | 0;

  const limit = Math.cos((creaseDegrees * Math.PI) / 180);
  const out = new Float32Array(9 * triangles);
  for (let t = 0; t < triangles; t++) {
    const fx = unit[3 * t]!, fy = unit[3 * t + 1]!, fz = unit[3 * t + 2]!;
    for (let k = 0; k < 3; k++) {
      const v = ix[3 * t + k]!;
      let sx = 0, sy = 0, sz = 0;
      for (let j = start[v]!; j < start[v + 1]!; j++) {
        const g = around[j]!;
        if (g !== t && fx * unit[3 * g]! + fy * unit[3 * g + 1]! + fz * unit[3 * g + 2]! < limit) continue;
        sx += area[3 * g]!; sy += area[3 * g + 1]!; sz += area[3 * g + 2]!;
      }
      const length = Math.sqrt(sx * sx + sy * sy + sz * sz) || 1;
      out[9 * t + 3 * k] = sx / length; out[9 * t + 3 * k + 1] = sy / length; out[9 * t + 3 * k + 2] = sz / length;
    }
  }
  return out;
}
