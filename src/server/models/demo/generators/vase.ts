import type { Mesh, Vec2 } from '../mesh/mesh';
import { revolve } from '../mesh/revolve';
import { smoothCurve } from './curve';

export interface VaseOptions {
  height: number;
  /** Outer radii from foot to lip, as fractions of `radius`, spaced evenly up the height. */
  silhouette: readonly number[];
  radius: number;
  wall?: number;
  floor?: number;
  segments?: number;
  /** Vertical ribs round the body, and how deep they are as a fraction of the radius. */
  ribs?: number;
  ribDepth?: number;
  /** A polygonal body with this many flat sides instead of a round one. */
  sides?: number;
  /** Degrees the ribs or sides turn from foot to lip. */
  twist?: number;
}

/** A hollow vase turned from a silhouette: an even wall, a solid floor and a flat lip. */
export function vase(options: VaseOptions): Mesh {
  const { height, radius, wall = 2, floor = 3, ribs = 0, ribDepth = 0, sides = 0, twist = 0 } = options;
  // Sides need a multiple of their number of segments for crisp corners when they do not twist.
  const segments = options.segments ?? (sides > 0 ? sides * Math.ceil(120 / sides) : 96);
  const outer = smoothCurve(options.silhouette.map((f) => f * radius));
  const rows = Math.max(12, Math.round(height / 3));
  const twistRad = (twist * Math.PI) / 180;
  const shape = (angle: number, u: number): number => {
    const a = angle - twistRad * u;
    if (sides > 0) {
      // Distance to a polygon's edge, relative to its corner radius.
      const step = (2 * Math.PI) / sides;
      const local = ((a % step) + step) % step - step / 2;
      return Math.cos(step / 2) / Math.cos(local);
    }
    return ribs > 0 ? 1 + ribDepth * Math.cos(ribs * a) : 1;
  };
  return revolve((angle) => {
    const points: Vec2[] = [[0, 0]];
    for (let i = 0; i <= rows; i++) {
      const u = i / rows;
      points.push([outer(u) * shape(angle, u), u * height]);
    }
    for (let i = rows; i >= 0; i--) {
      const u = i / rows, z = floor + (height - floor) * u;
      const v = z / height;
      points.push([outer(v) * shape(angle, v) - wall, z]);
    }
    points.push([0, floor]);
    return points;
  }, { segments });
}
