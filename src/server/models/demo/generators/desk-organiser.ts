import type { Mesh, Vec2 } from '../mesh/mesh';
import { extrude } from '../mesh/extrude';
import { circle, roundedRect } from '../mesh/outlines';
import { merge } from '../mesh/transform';

export interface DeskOrganiserOptions {
  width: number;
  depth: number;
  height: number;
  /** Rectangular bays side by side on the right, for sticky notes, cards and clips. */
  bays: number;
  /** Round pen holes in a grid on the left: columns × rows. */
  penColumns?: number;
  penRows?: number;
  wall?: number;
}

/** A desk tidy: round pen holes on the left, open bays on the right, on a solid floor. */
export function deskOrganiser(options: DeskOrganiserOptions): Mesh {
  const { width, depth, height, bays, penColumns = 2, penRows = 2, wall = 2.4 } = options;
  const outline = roundedRect(width, depth, 8, 8);
  const holes: Vec2[][] = [];
  const penCell = Math.min((depth - wall) / penRows, (width * 0.45) / penColumns);
  const penRadius = (penCell - wall) / 2;
  const penLeft = -width / 2 + wall / 2;
  for (let c = 0; c < penColumns; c++) {
    for (let r = 0; r < penRows; r++) {
      holes.push(circle(penRadius, 40, penLeft + penCell * (c + 0.5), -depth / 2 + wall / 2 + ((depth - wall) / penRows) * (r + 0.5)));
    }
  }
  const bayLeft = penLeft + penCell * penColumns + wall / 2;
  const bayWidth = (width / 2 - wall - bayLeft - (bays - 1) * wall) / bays;
  for (let b = 0; b < bays; b++) {
    const cx = bayLeft + bayWidth / 2 + b * (bayWidth + wall);
    holes.push(roundedRect(bayWidth, depth - 2 * wall, 3, 4, cx, 0));
  }
  const floor = 3;
  // Walls start inside the floor slab so the two overlap instead of meeting face to face.
  return merge(extrude(outline, floor), extrude(outline, height - floor / 2, holes, floor / 2));
}
