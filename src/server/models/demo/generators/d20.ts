import type { Mesh } from '../mesh/mesh';
import { MeshBuilder } from '../mesh/mesh-builder';
import { orientOutward, rotate, translate } from '../mesh/transform';

/**
 * A blank twenty-sided die (a regular icosahedron) of `size` mm between opposite faces, resting on
 * a face so it prints without supports.
 */
export function d20(size: number): Mesh {
  const phi = (1 + Math.sqrt(5)) / 2;
  // Corners (0, ±1, ±φ) give edges of 2 and an inradius of φ² / √3: scale that to half the size.
  const k = size / 2 / ((phi * phi) / Math.sqrt(3));
  const builder = new MeshBuilder();
  const corners = [
    [-1, phi, 0], [1, phi, 0], [-1, -phi, 0], [1, -phi, 0],
    [0, -1, phi], [0, 1, phi], [0, -1, -phi], [0, 1, -phi],
    [phi, 0, -1], [phi, 0, 1], [-phi, 0, -1], [-phi, 0, 1],
  ].map(([x, y, z]) => builder.vertex(x! * k, y! * k, z! * k));
  const faces = [
    [0, 11, 5], [0, 5, 1], [0, 1, 7], [0, 7, 10], [0, 10, 11], [1, 5, 9], [5, 11, 4], [11, 10, 2], [10, 7, 6], [7, 1, 8],
    [3, 9, 4], [3, 4, 2], [3, 2, 6], [3, 6, 8], [3, 8, 9], [4, 9, 5], [2, 4, 11], [6, 2, 10], [8, 6, 7], [9, 8, 1],
  ];
  for (const [a, b, c] of faces) builder.triangle(corners[a!]!, corners[b!]!, corners[c!]!);
  const solid = orientOutward(builder.build());
  // Line the axis through the centres of faces (3, 2, 6) and (0, 1, 7) up with Z, so a face lies flat on the bed.
  const p = solid.positions;
  const centre = [3, 2, 6].reduce((sum, v) => [sum[0]! + p[3 * v]!, sum[1]! + p[3 * v + 1]!, sum[2]! + p[3 * v + 2]!], [0, 0, 0]);
  const yaw = (Math.atan2(centre[1]!, centre[0]!) * 180) / Math.PI;
  const turned = rotate(solid, 'z', -yaw);
  const tp = turned.positions;
  const c2 = [3, 2, 6].reduce((sum, v) => [sum[0]! + tp[3 * v]!, sum[1]! + tp[3 * v + 2]!], [0, 0]);
  const pitch = (Math.atan2(c2[0]!, -c2[1]!) * 180) / Math.PI;
  const seated = rotate(turned, 'y', -pitch);
  return translate(seated, 0, 0, size / 2);
}
