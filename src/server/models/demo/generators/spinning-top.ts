import type { Mesh, Vec2 } from '../mesh/mesh';
import { revolve } from '../mesh/revolve';

export interface SpinningTopOptions {
  diameter: number;
  /** Grip ridges round the rim. */
  ridges?: number;
}

/** A finger spinning top (lattu): a point, a heavy rim with grip ridges and a knurled stem. */
export function spinningTop(options: SpinningTopOptions): Mesh {
  const { diameter, ridges = 24 } = options;
  const R = diameter / 2;
  const stemR = Math.max(3.5, R * 0.16);
  return revolve((angle) => {
    const grip = ridges > 0 ? 0.6 * Math.max(0, Math.cos(ridges * angle)) : 0;
    const knurl = 0.35 * Math.max(0, Math.cos(12 * angle));
    const points: Vec2[] = [[0, 0], [1.2, 0.6], [R * 0.25, R * 0.35], [R * 0.7, R * 0.62], [R + grip, R * 0.8], [R + grip, R * 0.95], [R * 0.85, R * 1.08]];
    points.push([R * 0.4, R * 1.12], [stemR * 1.3, R * 1.2], [stemR + knurl, R * 1.3], [stemR + knurl, R * 1.3 + diameter * 0.45], [stemR * 0.7, R * 1.3 + diameter * 0.48], [0, R * 1.3 + diameter * 0.48]);
    return points;
  }, { segments: ridges > 0 ? Math.max(96, ridges * 6) : 96 });
}
