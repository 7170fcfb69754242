import type { Mesh, Vec2 } from '../mesh/mesh';
import { extrude } from '../mesh/extrude';
import { circle, roundedRect } from '../mesh/outlines';
import { merge, rotate } from '../mesh/transform';

export interface WallBracketOptions {
  /** Along the wall, mm. */
  width: number;
  /** How far the shelf arm reaches out from the wall. */
  reach: number;
  /** Height of the plate against the wall. */
  drop: number;
  thickness?: number;
  screwHole?: number;
}

/**
 * An L-shaped shelf bracket: a plate screwed to the wall, an arm under the shelf and a gusset between
 * them. The wall is the plane y = 0, the arm reaches towards −Y and the shelf sits on top (z = drop).
 */
export function wallBracket(options: WallBracketOptions): Mesh {
  const { width, reach, drop, thickness: t = 5, screwHole = 4.5 } = options;
  const r = screwHole / 2;
  // Screws either side of the gusset, where a screwdriver can reach them.
  const plateHoles = [circle(r, 28, -width * 0.27, drop * 0.55), circle(r, 28, width * 0.27, drop * 0.55)];
  const plate2d = roundedRect(width, drop, 4, 6, 0, drop / 2);
  // Drawn in XY and stood up: (x, y, z) → (z, x, y) puts the plate against the wall.
  const plate = rotate(rotate(extrude(plate2d, t, plateHoles), 'x', 90), 'z', 90);
  const armHoles = [circle(r, 28, reach * 0.55, 0), circle(r, 28, reach * 0.85, 0)];
  const armOutline: Vec2[] = roundedRect(reach - t / 2, width, 4, 6, (reach + t / 2) / 2, 0);
  const arm = extrude(armOutline, t, armHoles, drop - t);
  const g = Math.max(3, t * 0.8);
  const gussetOutline: Vec2[] = [[t / 2, drop - t / 2], [t / 2, drop * 0.3], [reach * 0.62, drop - t / 2]];
  const gusset = rotate(extrude(gussetOutline, g, [], -g / 2), 'x', 90);
  // Turned so the arm reaches towards the viewer (−Y) and the screw side of the plate faces front.
  return rotate(merge(plate, arm, gusset), 'z', -90);
}
