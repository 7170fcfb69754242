import type { Mesh, Vec2 } from '../mesh/mesh';
import { revolve } from '../mesh/revolve';
import { merge, rotate, translate } from '../mesh/transform';

export interface MugOptions {
  /** Outside diameter, mm. */
  diameter: number;
  height: number;
  wall?: number;
  /** A slight waist makes a tulip-shaped mug. */
  waist?: number;
}

/**
 * A coffee mug: a hollow cup with a rounded lip and a foot ring, and a D-shaped handle that is a
 * section of a torus with an oval cross-section, its capped ends buried in the wall.
 */
export function mug(options: MugOptions): Mesh {
  const { diameter, height, wall = 3.2, waist = 0 } = options;
  const R = diameter / 2, floor = 5;
  const rows = 24;
  const outerAt = (z: number) => R * (1 - waist * Math.sin((Math.PI * z) / height));
  const profile: Vec2[] = [[0, 1.2], [R - 4, 1.2], [R - 3, 0], [R - 1.2, 0], [R, 1.6]];
  for (let i = 1; i < rows; i++) {
    const z = 1.6 + ((height - 3.2) * i) / rows;
    profile.push([outerAt(z), z]);
  }
  // A rounded lip: a half circle across the wall's thickness.
  const lipZ = height - wall / 2;
  for (let i = 0; i <= 8; i++) {
    const a = (Math.PI * i) / 8;
    profile.push([outerAt(lipZ) - wall / 2 + (wall / 2) * Math.cos(a), lipZ + (wall / 2) * Math.sin(a)]);
  }
  for (let i = rows - 1; i >= 1; i--) {
    const z = floor + ((lipZ - floor) * i) / rows;
    profile.push([outerAt(z) - wall, z]);
  }
  profile.push([outerAt(floor) - wall - 2, floor], [0, floor]);
  const cup = revolve(profile, { segments: 96 });

  // The handle: an oval tube turned through a little over half a circle about an axis at the wall.
  const reach = height * 0.3;
  const tube: Vec2[] = Array.from({ length: 20 }, (_, i): Vec2 => {
    const a = (2 * Math.PI * i) / 20;
    return [reach + 4.4 * Math.cos(a), 6 * Math.sin(a)];
  });
  // ±93° from the outward direction: the ends turn back into the wall and stop inside it, short of the inner surface.
  const overshoot = (3 * Math.PI) / 180;
  const arc = revolve(tube, { segments: 28, closed: true, sweep: Math.PI + 2 * overshoot, startAngle: -Math.PI / 2 - overshoot });
  // Turned from the XY plane into the XZ plane, centred on the wall at mid-height.
  const handle = translate(rotate(arc, 'x', 90), outerAt(height * 0.52) - 0.8, 0, height * 0.52);
  return merge(cup, handle);
}
