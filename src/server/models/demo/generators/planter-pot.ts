import type { Mesh, Vec2 } from '../mesh/mesh';
import { revolve } from '../mesh/revolve';

export interface PlanterPotOptions {
  height: number;
  topRadius: number;
  bottomRadius: number;
  /** Flat sides (6 for a hexagonal pot); 0 for a round one. */
  sides?: number;
  wall?: number;
  floor?: number;
  drainHole?: number;
  /** A rolled lip round the top, this many mm proud of the wall. */
  lip?: number;
}

/** A tapered plant pot with a drainage hole through the floor and an optional lip. */
export function planterPot(options: PlanterPotOptions): Mesh {
  const { height, topRadius, bottomRadius, sides = 0, wall = 2.4, floor = 3, drainHole = 6, lip = 0 } = options;
  const segments = sides > 0 ? sides * Math.ceil(96 / sides) : 96;
  const step = sides > 0 ? (2 * Math.PI) / sides : 0;
  const shape = (a: number) => {
    if (sides === 0) return 1;
    const local = ((a % step) + step) % step - step / 2;
    return Math.cos(step / 2) / Math.cos(local);
  };
  const lipHeight = lip > 0 ? Math.min(12, height * 0.12) : 0;
  const radiusAt = (z: number) => bottomRadius + ((topRadius - bottomRadius) * z) / height;
  const hole = drainHole / 2;
  // A ring-shaped section (the drainage hole keeps it off the axis), walked once round.
  return revolve((angle) => {
    const k = shape(angle);
    const points: Vec2[] = [[hole, 0], [radiusAt(0) * k - 1, 0], [radiusAt(0) * k, 1]];
    const bodyTop = height - lipHeight;
    if (lip > 0) {
      points.push([radiusAt(bodyTop) * k, bodyTop], [radiusAt(bodyTop) * k + lip, bodyTop + 1.5], [radiusAt(height) * k + lip, height]);
    } else {
      points.push([radiusAt(height) * k, height]);
    }
    points.push([radiusAt(height) * k - wall, height], [radiusAt(floor) * k - wall, floor], [hole, floor]);
    return points;
  }, { segments, closed: true });
}
