import type { Mesh, Vec2 } from '../mesh/mesh';
import { extrude } from '../mesh/extrude';
import { smoothOutline } from '../mesh/outlines';
import { rotate } from '../mesh/transform';

/** The right half of a meeple's outline on a 30 mm grid, from the top of the head down to the crotch. */
const HALF: readonly Vec2[] = [
  [0, 30], [3.6, 29.4], [5.6, 27.2], [5.9, 24.2], [4.6, 21.4], [8.5, 20.2], [13.2, 18.6], [15.2, 16.4], [14.6, 14],
  [11.6, 12.8], [8.6, 11.8], [9.6, 7], [12.2, 1.4], [11.6, 0], [6.4, 0], [3.4, 4.4], [0, 6.4],
];

/** A board-game meeple, `height` mm tall and `thickness` thick, standing upright. */
export function meeple(height = 30, thickness = 10): Mesh {
  const k = height / 30;
  const right = HALF.map(([x, y]): Vec2 => [x * k, y * k]);
  // Mirror the right half, leaving out the two points on the centre line so none repeats.
  const left = right.slice(1, -1).reverse().map(([x, y]): Vec2 => [-x, y]);
  const outline = smoothOutline([...right, ...left], 3);
  // Drawn in XY as (width, height) and stood up with the face towards −Y.
  return rotate(extrude(outline, thickness, [], -thickness / 2), 'x', 90);
}
