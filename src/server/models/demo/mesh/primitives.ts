import type { Mesh } from './mesh';
import { MeshBuilder } from './mesh-builder';
import { revolve } from './revolve';

// Solids stand on z = 0 centred on the Z axis, except the sphere and the torus, which are centred on the origin.

export function box(sx: number, sy: number, sz: number): Mesh {
  const b = new MeshBuilder();
  const v: number[] = [];
  for (let i = 0; i < 8; i++) v.push(b.vertex(i & 1 ? sx / 2 : -sx / 2, i & 2 ? sy / 2 : -sy / 2, i & 4 ? sz : 0));
  // Corner number = x + 2y + 4z; each face counter-clockwise from outside.
  const faces = [[0, 2, 3, 1], [4, 5, 7, 6], [0, 1, 5, 4], [2, 6, 7, 3], [0, 4, 6, 2], [1, 3, 7, 5]];
  for (const [a, c, d, e] of faces) b.quad(v[a!]!, v[c!]!, v[d!]!, v[e!]!);
  return b.build();
}

/** A cylinder with flat caps; few segments make a prism (6 for a hexagon). */
export function cylinder(radius: number, height: number, segments = 48, startAngle = 0): Mesh {
  return revolve([[0, 0], [radius, 0], [radius, height], [0, height]], { segments, startAngle });
}

/** A cone, or a frustum when the top radius is not zero. */
export function cone(bottomRadius: number, topRadius: number, height: number, segments = 48): Mesh {
  const profile: [number, number][] = topRadius > 0
    ? [[0, 0], [bottomRadius, 0], [topRadius, height], [0, height]]
    : [[0, 0], [bottomRadius, 0], [0, height]];
  return revolve(profile, { segments });
}

/** A UV sphere: `rings` bands from pole to pole. */
export function sphere(radius: number, segments = 48, rings = 24): Mesh {
  const profile = Array.from({ length: rings + 1 }, (_, i): [number, number] => {
    const phi = (Math.PI * i) / rings;
    return [i === 0 || i === rings ? 0 : radius * Math.sin(phi), -radius * Math.cos(phi)];
  });
  return revolve(profile, { segments });
}

/** A ring in the XY plane: `major` to the middle of the tube, `minor` the tube's radius. */
export function torus(major: number, minor: number, segments = 64, tubeSegments = 24): Mesh {
  const profile = Array.from({ length: tubeSegments }, (_, i): [number, number] => {
    const t = (2 * Math.PI * i) / tubeSegments;
    return [major + minor * Math.cos(t), minor * Math.sin(t)];
  });
  return revolve(profile, { segments, closed: true });
}
