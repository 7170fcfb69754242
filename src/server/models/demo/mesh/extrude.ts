import type { Mesh, Vec2 } from './mesh';
import { MeshBuilder } from './mesh-builder';
import { triangulatePolygon } from './triangulate-polygon';

function signedArea(ring: readonly Vec2[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!, b = ring[(i + 1) % ring.length]!;
    sum += a[0] * b[1] - b[0] * a[1];
  }
  return sum / 2;
}

/**
 * Extrudes an outline (with holes going right through) along Z from `z0` to `z0 + height`. The
 * outline must be simple and the holes inside it and apart from each other; either winding is fine.
 */
export function extrude(outline: readonly Vec2[], height: number, holes: readonly (readonly Vec2[])[] = [], z0 = 0): Mesh {
  // The solid on the left of every ring: outline counter-clockwise, holes clockwise.
  const outer = signedArea(outline) < 0 ? [...outline].reverse() : [...outline];
  const inner = holes.map((h) => (signedArea(h) > 0 ? [...h].reverse() : [...h]));
  const rings = [outer, ...inner];
  const builder = new MeshBuilder();
  const bottom: number[] = [], top: number[] = [];
  for (const ring of rings) for (const [x, y] of ring) bottom.push(builder.vertex(x, y, z0));
  for (const ring of rings) for (const [x, y] of ring) top.push(builder.vertex(x, y, z0 + height));

  const tris = triangulatePolygon(outer, inner);
  for (let t = 0; t < tris.length; t += 3) {
    const a = tris[t]!, b = tris[t + 1]!, c = tris[t + 2]!;
    builder.triangle(top[a]!, top[b]!, top[c]!);
    builder.triangle(bottom[a]!, bottom[c]!, bottom[b]!);
  }
  let start = 0;
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i++) {
      const a = start + i, b = start + ((i + 1) % ring.length);
      builder.quad(bottom[a]!, bottom[b]!, top[b]!, top[a]!);
    }
    start += ring.length;
  }
  return builder.build();
}
