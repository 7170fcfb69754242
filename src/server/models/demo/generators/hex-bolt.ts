import type { Mesh, Vec2 } from '../mesh/mesh';
import { revolve } from '../mesh/revolve';
import { hexRadius, threadProfile } from './thread';

export interface HexBoltOptions {
  /** Nominal diameter (M8 → 8). */
  diameter: number;
  /** Shank length below the head. */
  length: number;
  pitch?: number;
}

/**
 * A hex-head bolt standing on its head as it prints best: chamfered hex head, a short plain neck and
 * a real helical thread to a chamfered tip. Metric proportions: head 1.5 d across flats, 0.65 d tall.
 */
export function hexBolt(options: HexBoltOptions): Mesh {
  const { diameter: d, length } = options;
  const pitch = options.pitch ?? Math.max(0.8, d * 0.15);
  const across = 1.5 * d, headH = 0.65 * d;
  const chamferTop = across / 2 * 0.92;
  const depth = 0.54 * pitch;
  const major = d / 2, minor = major - depth;
  const neck = Math.min(length * 0.2, 2 * pitch);
  const rows = Math.ceil(((length - neck) / pitch) * 10);
  return revolve((angle) => {
    const hex = hexRadius(angle, across);
    // The corners of the hex are cut by a 30° cone, leaving a round bearing face on the bed.
    const cut = Math.max(0.2, (hex - chamferTop) * Math.tan(Math.PI / 6));
    const points: Vec2[] = [[0, 0], [Math.min(hex, chamferTop), 0], [hex, cut], [hex, headH - cut * 0.6], [Math.min(hex, chamferTop + 0.4), headH], [major, headH], [major, headH + neck]];
    for (let i = 1; i <= rows; i++) {
      const z = headH + neck + ((length - neck) * i) / rows;
      const tip = Math.max(0, z - (headH + length - pitch));
      const r = minor + depth * threadProfile(z, angle, pitch);
      points.push([Math.min(r, major - tip * 0.8), z]);
    }
    points.push([0, headH + length]);
    return points;
  }, { segments: 60 });
}
