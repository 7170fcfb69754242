import type { Mesh, Vec2 } from '../mesh/mesh';
import { extrude } from '../mesh/extrude';
import { rotate } from '../mesh/transform';

export interface PhoneStandOptions {
  /** Across the desk, mm. */
  width: number;
  /** Degrees the phone leans back from upright. */
  lean?: number;
  /** Length of the back rest along its slope. */
  backHeight?: number;
  /** Depth of the slot the phone stands in: thicker for phones in cases. */
  slot?: number;
  thickness?: number;
}

/**
 * A desk phone stand: a base, a front lip, a sloping back rest and a braced triangle behind it with
 * a window that saves plastic. One side profile extruded across the width.
 */
export function phoneStand(options: PhoneStandOptions): Mesh {
  const { width, lean = 22, backHeight = 95, slot = 12, thickness: s = 5 } = options;
  const a = (lean * Math.PI) / 180;
  const base = 6, lip = 14;
  const footFront = s + slot; // the back rest starts behind the lip and the slot
  const up: Vec2 = [Math.sin(a), Math.cos(a)];
  const top: Vec2 = [footFront + up[0] * backHeight, base + up[1] * backHeight];
  // A brace meets the back of the rest at 45 % of its height and the base behind it.
  const braceOnRest: Vec2 = [footFront + s + up[0] * backHeight * 0.45, base + up[1] * backHeight * 0.45];
  const depth = Math.max(braceOnRest[0] + backHeight * 0.42, top[0] + 8);
  const outline: Vec2[] = [
    [0, 0], [depth, 0], [depth, base],
    braceOnRest,
    [top[0] + s, top[1] - 1.5], [top[0] + s * 0.5, top[1]], top,
    [footFront, base], [s, base], [s, base + lip], [0, base + lip],
  ];
  const cx = (footFront + s + depth + braceOnRest[0]) / 3, cy = (base * 2 + braceOnRest[1]) / 3;
  const corners: Vec2[] = [[footFront + s, base], [depth, base], braceOnRest];
  const window = corners.map(([x, y]): Vec2 => [cx + (x - cx) * 0.5, cy + (y - cy) * 0.5]);
  // Profile drawn in XY as (depth, height), extruded across the width, then stood up.
  const stand = rotate(extrude(outline, width, [window], -width / 2), 'x', 90);
  // The phone faces the viewer: the lip towards −Y.
  return rotate(stand, 'z', 90);
}
