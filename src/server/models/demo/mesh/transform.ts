import { signedVolume, type Mesh, type Vec3 } from './mesh';

/** Applies a 3×3 matrix (row-major) and an offset to every vertex. */
function affine(mesh: Mesh, m: readonly number[], offset: Vec3 = [0, 0, 0]): Mesh {
  const src = mesh.positions;
  const out = new Float32Array(src.length);
  for (let i = 0; i < src.length; i += 3) {
    const x = src[i]!, y = src[i + 1]!, z = src[i + 2]!;
    out[i] = m[0]! * x + m[1]! * y + m[2]! * z + offset[0];
    out[i + 1] = m[3]! * x + m[4]! * y + m[5]! * z + offset[1];
    out[i + 2] = m[6]! * x + m[7]! * y + m[8]! * z + offset[2];
  }
  const det = m[0]! * (m[4]! * m[8]! - m[5]! * m[7]!) - m[1]! * (m[3]! * m[8]! - m[5]! * m[6]!) + m[2]! * (m[3]! * m[7]! - m[4]! * m[6]!);
  // A mirror turns the surface inside out; swapping two corners of each triangle turns it back.
  return { positions: out, indices: det < 0 ? flipWinding(mesh.indices) : mesh.indices.slice() };
}

function flipWinding(indices: Uint32Array): Uint32Array {
  const out = indices.slice();
  for (let t = 0; t < out.length; t += 3) {
    out[t + 1] = indices[t + 2]!;
    out[t + 2] = indices[t + 1]!;
  }
  return out;
}

export function translate(mesh: Mesh, x: number, y: number, z: number): Mesh {
  return affine(mesh, [1, 0, 0, 0, 1, 0, 0, 0, 1], [x, y, z]);
}

/** Scales about the origin; one factor scales all three axes. */
export function scale(mesh: Mesh, sx: number, sy = sx, sz = sx): Mesh {
  return affine(mesh, [sx, 0, 0, 0, sy, 0, 0, 0, sz]);
}

/** Rotates about an axis through the origin, in degrees, counter-clockwise looking down the axis. */
export function rotate(mesh: Mesh, axis: 'x' | 'y' | 'z', degrees: number): Mesh {
  const r = (degrees * Math.PI) / 180;
  const c = Math.cos(r), s = Math.sin(r);
  if (axis === 'x') return affine(mesh, [1, 0, 0, 0, c, -s, 0, s, c]);
  if (axis === 'y') return affine(mesh, [c, 0, s, 0, 1, 0, -s, 0, c]);
  return affine(mesh, [c, -s, 0, s, c, 0, 0, 0, 1]);
}

/** Turns a closed mesh so that its triangles face outwards (positive volume). */
export function orientOutward(mesh: Mesh): Mesh {
  return signedVolume(mesh) < 0 ? { positions: mesh.positions, indices: flipWinding(mesh.indices) } : mesh;
}

/**
 * Puts several meshes into one. Each part stays its own closed shell (they may overlap, as parts
 * glued together do); slicers print overlapping closed shells as their union.
 */
export function merge(...meshes: Mesh[]): Mesh {
  const vertices = meshes.reduce((n, m) => n + m.positions.length, 0);
  const triangles = meshes.reduce((n, m) => n + m.indices.length, 0);
  const positions = new Float32Array(vertices);
  const indices = new Uint32Array(triangles);
  let pAt = 0, iAt = 0;
  for (const m of meshes) {
    positions.set(m.positions, pAt);
    const base = pAt / 3;
    for (let i = 0; i < m.indices.length; i++) indices[iAt + i] = m.indices[i]! + base;
    pAt += m.positions.length;
    iAt += m.indices.length;
  }
  return { positions, indices };
}
