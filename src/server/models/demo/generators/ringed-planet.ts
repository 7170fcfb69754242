import type { Mesh } from '../mesh/mesh';
import { cylinder, sphere } from '../mesh/primitives';
import { revolve } from '../mesh/revolve';
import { merge, rotate, scale, translate } from '../mesh/transform';

export interface RingedPlanetOptions {
  /** Planet diameter, mm. */
  diameter: number;
  /** Degrees the ring is tilted. */
  tilt?: number;
}

/**
 * A Saturn-style desk model: a planet with a thin tilted ring, on a post and a round base. The ring
 * starts just inside the planet, so the two parts are joined.
 */
export function ringedPlanet(options: RingedPlanetOptions): Mesh {
  const { diameter, tilt = 24 } = options;
  const R = diameter / 2;
  const ring = revolve([[R * 0.9, -0.9], [R * 1.85, -0.6], [R * 1.85, 0.6], [R * 0.9, 0.9]], { segments: 120, closed: true });
  // Squashed a touch at the poles, as Saturn is.
  const planet = scale(sphere(R, 72, 36), 1, 1, 0.92);
  // Tilted about the line towards the preview camera (35° round from the front), so the tilt reads as a diagonal.
  const body = merge(planet, rotate(rotate(ring, 'x', tilt), 'z', -55));
  const lift = R + diameter * 0.45;
  const base = revolve([[0, 0], [R * 0.8, 0], [R * 0.8, 3], [R * 0.7, 6], [0, 6]], { segments: 72 });
  const post = cylinder(Math.max(2.5, R * 0.08), lift - R * 0.5, 24);
  return merge(translate(body, 0, 0, lift), base, translate(post, 0, 0, 4));
}
