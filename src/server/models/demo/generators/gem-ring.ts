import type { Mesh, Vec2 } from '../mesh/mesh';
import { cylinder } from '../mesh/primitives';
import { revolve } from '../mesh/revolve';
import { merge, rotate, translate } from '../mesh/transform';

export interface GemRingOptions {
  /** Inside diameter, mm: 16.5 is about Indian size 12, 18.1 about size 17. */
  innerDiameter: number;
  /** Band width along the finger, and thickness. */
  width?: number;
  thickness?: number;
  /** Diameter of the faceted stone on top; 0 for a plain band. */
  stone?: number;
}

const signedPow = (v: number, e: number) => Math.sign(v) * Math.abs(v) ** e;

/**
 * A comfort-fit ring with an optional faceted stone held by four prongs. It stands upright on its
 * band, stone on top, as a jeweller would show it; print the band lying flat.
 */
export function gemRing(options: GemRingOptions): Mesh {
  const { innerDiameter, width = 4, thickness = 1.8, stone = 0 } = options;
  const ri = innerDiameter / 2, ro = ri + thickness, mid = ri + thickness / 2;
  // A rounded-rectangle section (a superellipse), softer edges than a flat band.
  const section = Array.from({ length: 32 }, (_, i): Vec2 => {
    const a = (2 * Math.PI * i) / 32;
    return [mid + (thickness / 2) * signedPow(Math.cos(a), 0.6), (width / 2) * signedPow(Math.sin(a), 0.6)];
  });
  // Turned about X so the ring's axis runs along Y, then lifted to rest on the floor.
  const band = translate(rotate(revolve(section, { segments: 96, closed: true }), 'x', 90), 0, 0, ro);
  if (stone <= 0) return band;
  const g = stone / 2, top = 2 * ro - thickness * 0.4;
  // Eight facets round: a pointed pavilion sunk into a cup-shaped seat, a crown up to a flat table.
  const seat = revolve([[0, 0], [g * 0.55, 0], [g * 0.8, g * 0.75], [0, g * 0.75]], { segments: 32 });
  const gem = revolve([[0, 0], [g, g * 0.85], [g, g * 0.97], [g * 0.6, g * 1.45], [0, g * 1.45]], { segments: 8 });
  const parts = [band, translate(seat, 0, 0, top), translate(gem, 0, 0, top + g * 0.1)];
  for (let k = 0; k < 4; k++) {
    const a = (Math.PI / 4) * (2 * k + 1);
    parts.push(translate(cylinder(Math.max(0.45, g * 0.12), g * 1.15, 10), g * 0.9 * Math.cos(a), g * 0.9 * Math.sin(a), top + g * 0.2));
  }
  return merge(...parts);
}
