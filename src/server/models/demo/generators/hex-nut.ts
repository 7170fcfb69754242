import type { Mesh, Vec2 } from '../mesh/mesh';
import { revolve } from '../mesh/revolve';
import { hexRadius, threadProfile } from './thread';

export interface HexNutOptions {
  diameter: number;
  pitch?: number;
}

/** A hex nut, chamfered both sides, with an internal thread that fits `hexBolt` of the same size. */
export function hexNut(options: HexNutOptions): Mesh {
  const d = options.diameter;
  const pitch = options.pitch ?? Math.max(0.8, d * 0.15);
  const across = 1.5 * d, height = 0.8 * d;
  const chamferTop = across / 2 * 0.92;
  // A little play so a printed nut turns on a printed bolt.
  const depth = 0.54 * pitch, major = d / 2 + 0.2, minor = major - depth;
  const rows = Math.ceil((height / pitch) * 10);
  return revolve((angle) => {
    const hex = hexRadius(angle, across);
    const cut = Math.max(0.2, (hex - chamferTop) * Math.tan(Math.PI / 6));
    const points: Vec2[] = [[minor + depth, 0], [Math.min(hex, chamferTop), 0], [hex, cut], [hex, height - cut], [Math.min(hex, chamferTop), height], [minor + depth, height]];
    // The bore, top to bottom: the bolt's thread shape, opened by the play.
    for (let i = rows - 1; i >= 1; i--) {
      const z = (height * i) / rows;
      points.push([minor + depth * threadProfile(z, angle, pitch), z]);
    }
    return points;
  }, { segments: 60, closed: true });
}
