import type { Mesh, Vec2 } from '../mesh/mesh';
import { extrude } from '../mesh/extrude';
import { rotate } from '../mesh/transform';

export interface CableClipOptions {
  /** Cable diameter the clip grips, mm. */
  cable: number;
  /** Cables side by side on one base. */
  count?: number;
  /** Along the cable. */
  width?: number;
  wall?: number;
}

/**
 * A stick-on cable clip: a flat base with one or more C-shaped cradles whose mouths are a little
 * narrower than the cable, so it snaps in. The profile is extruded along the cable (Y).
 */
export function cableClip(options: CableClipOptions): Mesh {
  const { cable, count = 1, width = 12, wall = 1.8 } = options;
  const ri = cable / 2, ro = ri + wall;
  const base = 2.2;
  const pitch = 2 * ro + 3;
  const half = (pitch * count) / 2 + 2;
  // Half the mouth's opening angle: a gap of 72 % of the cable's diameter, narrow enough to snap.
  const mouth = Math.asin(0.72);
  const meet = Math.sqrt(ro * ro - ri * ri); // where the outer circle crosses the top of the base
  const outline: Vec2[] = [[-half, 0], [half, 0], [half, base]];
  for (let c = count - 1; c >= 0; c--) {
    const cx = (c - (count - 1) / 2) * pitch, cz = base + ri;
    const at = (r: number, a: number): Vec2 => [cx + r * Math.cos(a), cz + r * Math.sin(a)];
    const start = -Math.atan2(ri, meet), end = Math.PI / 2 - mouth;
    outline.push([cx + meet, base]);
    for (let i = 1; i <= 14; i++) outline.push(at(ro, start + ((end - start) * i) / 14));
    // The inner circle, clockwise from the right of the mouth round under the cable to its left.
    const innerFrom = Math.PI / 2 - mouth, innerTo = -1.5 * Math.PI + mouth;
    for (let i = 0; i <= 28; i++) outline.push(at(ri, innerFrom + ((innerTo - innerFrom) * i) / 28));
    for (let i = 0; i < 14; i++) outline.push(at(ro, Math.PI / 2 + mouth + ((Math.PI - start - (Math.PI / 2 + mouth)) * i) / 14));
    outline.push([cx - meet, base]);
  }
  outline.push([-half, base]);
  return rotate(extrude(outline, width, [], -width / 2), 'x', 90);
}
