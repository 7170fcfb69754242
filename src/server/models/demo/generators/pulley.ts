import type { Mesh, Vec2 } from '../mesh/mesh';
import { revolve } from '../mesh/revolve';

export interface PulleyOptions {
  diameter: number;
  /** Belt grooves side by side: 1 for a single V pulley, 2 for a double. */
  grooves?: number;
  bore?: number;
  /** Width of one groove section. */
  width?: number;
}

/** A V-belt pulley with a hub on one side and a plain bore. */
export function pulley(options: PulleyOptions): Mesh {
  const { diameter, grooves = 1, bore = 8, width = 12 } = options;
  const R = diameter / 2, depth = Math.min(width * 0.55, R * 0.3), hubR = Math.max(bore / 2 + 5, R * 0.35), hubH = width * 0.7;
  // Walked round the ring-shaped section: up the bore, over the hub, out over the grooves, back along the base.
  const section: Vec2[] = [[bore / 2, 0], [R, 0]];
  for (let g = 0; g < grooves; g++) {
    const z0 = g * width;
    section.push([R, z0 + width * 0.15], [R - depth, z0 + width * 0.4], [R - depth, z0 + width * 0.6], [R, z0 + width * 0.85]);
  }
  const top = grooves * width;
  section.push([R, top], [hubR, top], [hubR, top + hubH], [bore / 2, top + hubH]);
  return revolve(section, { segments: 96, closed: true });
}
