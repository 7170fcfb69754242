import type { Mesh, Vec2 } from '../mesh/mesh';
import { extrude } from '../mesh/extrude';
import { sphere, torus } from '../mesh/primitives';
import { revolve } from '../mesh/revolve';
import { merge, rotate, scale, translate } from '../mesh/transform';

export interface RocketOptions {
  height: number;
  /** Body radius as a fraction of the height. */
  slenderness?: number;
  fins?: number;
  portholes?: number;
}

/**
 * A retro toy rocket standing on its fins: an ogive nose, a body tapering to the tail, a hollow
 * engine bell, swept fins and portholes with glass.
 */
export function rocket(options: RocketOptions): Mesh {
  const { height: h, slenderness = 0.11, fins = 3, portholes = 1 } = options;
  const r = h * slenderness;
  const tail = h * 0.12; // the body starts this high; the fins reach down to the floor
  const shoulder = h * 0.62;
  const profile: Vec2[] = [[0, tail], [r * 0.62, tail], [r * 0.9, tail + h * 0.08], [r, tail + h * 0.2], [r, shoulder]];
  // Tangent ogive from the shoulder to the tip.
  for (let i = 1; i < 14; i++) {
    const t = i / 14;
    profile.push([r * Math.sqrt(1 - t * t) * (1 - 0.15 * t), shoulder + (h - shoulder) * t]);
  }
  profile.push([0, h]);
  const parts: Mesh[] = [revolve(profile, { segments: 64 })];
  // The engine bell is a thin-walled cone open at the bottom.
  const bell: Vec2[] = [[r * 0.25, tail + 2], [r * 0.52, tail * 0.35], [r * 0.62, tail * 0.35], [r * 0.4, tail + 2]];
  parts.push(revolve(bell, { segments: 48, closed: true }));
  const finOutline: Vec2[] = [[r * 0.6, tail + h * 0.02], [r * 0.6, tail + h * 0.26], [r + h * 0.18, tail * 0.15], [r + h * 0.18, 0], [r + h * 0.08, 0]];
  const thickness = Math.max(2, h * 0.018);
  for (let f = 0; f < fins; f++) {
    const fin = rotate(extrude(finOutline, thickness, [], -thickness / 2), 'x', 90);
    parts.push(rotate(fin, 'z', -90 + (360 * f) / fins));
  }
  for (let p = 0; p < portholes; p++) {
    const z = shoulder - h * 0.08 - p * h * 0.14;
    const ringR = r * 0.28;
    // Rings face the viewer's side (−Y), half sunk into the body.
    const ring = rotate(torus(ringR, ringR * 0.22, 40, 12), 'x', 90);
    parts.push(translate(ring, 0, -r + ringR * 0.1, z));
    parts.push(translate(scale(sphere(ringR, 32, 16), 1, 0.35, 1), 0, -r + ringR * 0.05, z));
  }
  return merge(...parts);
}
