import type { Mesh, Vec2 } from '../mesh/mesh';
import { box } from '../mesh/primitives';
import { revolve } from '../mesh/revolve';
import { merge, rotate, translate } from '../mesh/transform';

export interface LampShadeOptions {
  height: number;
  bottomRadius: number;
  topRadius: number;
  /** Folds round the shade (0 for smooth), and their depth in mm. */
  pleats?: number;
  pleatDepth?: number;
  /** A gentle wave along the bottom edge, mm. */
  scallop?: number;
  wall?: number;
  /** Hole in the central ring for the lamp holder: 40 mm suits E27 fittings. */
  fitter?: number;
}

/**
 * A pendant lamp shade printed in vase-like thin walls: a pleated or smooth cone, and a fitter
 * ring at the top held by three spokes, which clamps onto the bulb holder.
 */
export function lampShade(options: LampShadeOptions): Mesh {
  const { height, bottomRadius, topRadius, pleats = 0, pleatDepth = 4, scallop = 0, wall = 1.6, fitter = 40 } = options;
  const rows = 30;
  const segments = pleats > 0 ? pleats * 8 : 120;
  // Folds as a triangle wave round the shade, so the faces between them stay flat.
  const foldAt = (angle: number) => (pleats > 0 ? pleatDepth * Math.abs(((pleats * angle) / Math.PI) % 2 - 1) : 0);
  const outerAt = (angle: number, u: number) => bottomRadius + (topRadius - bottomRadius) * u + foldAt(angle) * (1 - 0.4 * u);
  const shell = revolve((angle) => {
    const bottom = scallop > 0 ? scallop * (1 - Math.cos(6 * angle)) / 2 : 0;
    const radiusAt = (u: number) => outerAt(angle, u);
    const points: Vec2[] = [];
    for (let i = 0; i <= rows; i++) {
      const u = i / rows;
      points.push([radiusAt(u), bottom * (1 - u) + height * u]);
    }
    for (let i = rows; i >= 0; i--) {
      const u = i / rows;
      points.push([radiusAt(u) - wall, bottom * (1 - u) + height * u]);
    }
    return points;
  }, { segments, closed: true });
  const ringIn = fitter / 2, ringOut = ringIn + 5, ringH = 8;
  const ringZ = height - ringH;
  const ring = revolve([[ringIn, ringZ], [ringOut, ringZ], [ringOut, height], [ringIn, height]], { segments: 64, closed: true });
  const spokes = [90, 210, 330].map((deg) => {
    // Each spoke reaches into the middle of the wall wherever the pleats put it.
    const length = outerAt((deg * Math.PI) / 180, 1) - wall / 2 - ringOut + 1;
    return rotate(translate(box(length, 4, 5), ringOut - 1 + length / 2, 0, height - 5), 'z', deg);
  });
  return merge(shell, ring, ...spokes);
}
