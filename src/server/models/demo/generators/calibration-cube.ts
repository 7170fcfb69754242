import type { Mesh, Vec2 } from '../mesh/mesh';
import { extrude } from '../mesh/extrude';
import { box } from '../mesh/primitives';
import { merge, rotate, translate } from '../mesh/transform';

// Block letters on a unit square, counter-clockwise.
const LETTERS: Record<'X' | 'Y' | 'Z', readonly Vec2[]> = {
  X: [[0, 0], [0.22, 0], [0.5, 0.36], [0.78, 0], [1, 0], [0.64, 0.5], [1, 1], [0.78, 1], [0.5, 0.64], [0.22, 1], [0, 1], [0.36, 0.5]],
  Y: [[0.39, 0], [0.61, 0], [0.61, 0.45], [1, 1], [0.76, 1], [0.5, 0.64], [0.24, 1], [0, 1], [0.39, 0.45]],
  Z: [[0, 0], [1, 0], [1, 0.18], [0.3, 0.18], [1, 0.82], [1, 1], [0, 1], [0, 0.82], [0.7, 0.82], [0, 0.18]],
};

/** A letter `size` mm tall, centred on the origin in XY, raised `relief` mm from z = 0 (half of it sunk below). */
function letter(name: keyof typeof LETTERS, size: number, relief: number): Mesh {
  const outline = LETTERS[name].map(([x, y]): Vec2 => [(x - 0.5) * size * 0.8, (y - 0.5) * size]);
  return extrude(outline, relief * 2, [], -relief);
}

/**
 * The classic XYZ calibration cube: each letter stands out on the face its axis points through, so
 * a print shows at once which axis is off when one side measures wrong.
 */
export function calibrationCube(size = 20): Mesh {
  const s = size / 2, h = size * 0.5, relief = 0.6;
  const z = translate(letter('Z', h, relief), 0, 0, size);
  // X on the front (−Y) face: letter plane XY turned into XZ.
  const x = translate(rotate(letter('X', h, relief), 'x', 90), 0, -s, s);
  // Y on the right (+X) face: (x, y, z) → (z, x, y), so it reads from the right.
  const y = translate(rotate(rotate(letter('Y', h, relief), 'x', 90), 'z', 90), s, 0, s);
  return merge(box(size, size, size), x, y, z);
}
