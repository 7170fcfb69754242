import type { Mesh } from '../mesh/mesh';

const HEADER = 80;
const RECORD = 50;

/**
 * A binary STL: an 80-byte header, the triangle count, then per triangle its unit normal, three
 * corners and a zero attribute word. The header deliberately does not start with "solid", which some
 * readers take for ASCII STL.
 */
export function toBinaryStl(mesh: Mesh, label = 'Meshmandi demo model'): Buffer {
  const count = mesh.indices.length / 3;
  const out = Buffer.alloc(HEADER + 4 + RECORD * count);
  const header = /^\s*solid/i.test(label) ? `Meshmandi: ${label}` : label;
  out.write(header.slice(0, HEADER), 0, 'latin1');
  out.writeUInt32LE(count, HEADER);
  const p = mesh.positions, ix = mesh.indices;
  let at = HEADER + 4;
  for (let t = 0; t < ix.length; t += 3) {
    const a = 3 * ix[t]!, b = 3 * ix[t + 1]!, c = 3 * ix[t + 2]!;
    const ux = p[b]! - p[a]!, uy = p[b + 1]! - p[a + 1]!, uz = p[b + 2]! - p[a + 2]!;
    const vx = p[c]! - p[a]!, vy = p[c + 1]! - p[a + 1]!, vz = p[c + 2]! - p[a + 2]!;
    let nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
    const length = Math.hypot(nx, ny, nz) || 1;
    nx /= length; ny /= length; nz /= length;
    out.writeFloatLE(nx, at); out.writeFloatLE(ny, at + 4); out.writeFloatLE(nz, at + 8);
    at += 12;
    for (const v of [a, b, c]) {
      out.writeFloatLE(p[v]!, at); out.writeFloatLE(p[v + 1]!, at + 4); out.writeFloatLE(p[v + 2]!, at + 8);
      at += 12;
    }
    at += 2;
  }
  return out;
}
