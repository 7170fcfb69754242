import type { Mesh, Vec3 } from '../mesh/mesh';
import { cylinder } from '../mesh/primitives';
import { revolve } from '../mesh/revolve';
import { sweepTube } from '../mesh/sweep-tube';
import { merge, translate } from '../mesh/transform';

export interface KnotSculptureOptions {
  /** A (p, q) torus knot: (2, 3) is the trefoil, (3, 5) and (2, 5) are busier. */
  p: number;
  q: number;
  /** Overall diameter of the knot, mm. */
  size: number;
  tube?: number;
}

/** A torus-knot desk sculpture on a turned plinth, joined by a short post. */
export function knotSculpture(options: KnotSculptureOptions): Mesh {
  const { p, q, size } = options;
  const tube = options.tube ?? size * 0.07;
  const R = size * 0.3, r = size * 0.14;
  const lift = size * 0.42 + 14;
  // The knot stands upright (in the XZ plane) so it reads as a loop from the front.
  const curve = (t: number): Vec3 => {
    const a = 2 * Math.PI * t;
    const radius = R + r * Math.cos(q * a);
    return [radius * Math.cos(p * a), r * Math.sin(q * a), lift + radius * Math.sin(p * a)];
  };
  const samples = 60 * q;
  const knot = sweepTube(curve, samples, tube, 18);
  // The post rises from the plinth into the tube at the knot's lowest point.
  let low = curve(0);
  for (let i = 1; i < samples * 4; i++) {
    const c = curve(i / (samples * 4));
    if (c[2] < low[2]) low = c;
  }
  const plinth = revolve([[0, 0], [size * 0.3, 0], [size * 0.3, 4], [size * 0.26, 8], [size * 0.12, 10], [0, 10]], { segments: 72 });
  const post = translate(cylinder(tube * 0.7, low[2] - 8, 24), low[0], low[1], 8);
  return merge(knot, translate(plinth, low[0], low[1], 0), post);
}
