import type { Mesh } from '../mesh/mesh';
import { extrude } from '../mesh/extrude';
import { roundedRect } from '../mesh/outlines';
import { box, cylinder } from '../mesh/primitives';
import { merge, translate } from '../mesh/transform';

export interface MiniatureChairOptions {
  /** Seat width, mm: about 38 at 1:12 scale. */
  seat: number;
  /** Vertical slats in the back rest; 0 for a solid panel. */
  slats?: number;
}

/** A dollhouse-scale dining chair: seat, four legs, stretchers and a slatted back facing −Y. */
export function miniatureChair(options: MiniatureChairOptions): Mesh {
  const { seat: w, slats = 3 } = options;
  const d = w * 0.95, seatZ = w * 1.0, t = w * 0.08, leg = w * 0.09;
  const parts: Mesh[] = [extrude(roundedRect(w, d, w * 0.06, 4), t, [], seatZ)];
  const lx = w / 2 - leg * 0.7, ly = d / 2 - leg * 0.7;
  for (const sx of [-1, 1]) {
    parts.push(translate(box(leg, leg, seatZ + 0.5), sx * lx, -ly, 0));
    // Back legs run on up to become the posts of the back rest.
    parts.push(translate(box(leg, leg, seatZ + w * 1.05), sx * lx, ly, 0));
    // Side stretcher low between the legs.
    parts.push(translate(box(leg * 0.5, 2 * ly, leg * 0.6), sx * lx, 0, seatZ * 0.3));
  }
  parts.push(translate(box(2 * lx, leg * 0.5, leg * 0.6), 0, -ly, seatZ * 0.3));
  const backTop = seatZ + w * 1.05;
  parts.push(translate(box(2 * lx + leg * 1.3, leg * 1.1, w * 0.18), 0, ly, backTop - w * 0.18));
  parts.push(translate(box(2 * lx, leg * 0.9, w * 0.08), 0, ly, seatZ + t + w * 0.12));
  if (slats > 0) {
    for (let s = 0; s < slats; s++) {
      const x = (s - (slats - 1) / 2) * ((2 * lx) / (slats + 1));
      const slat = cylinder(leg * 0.28, backTop - seatZ - t - w * 0.2 + 1, 16);
      parts.push(translate(slat, x, ly, seatZ + t + w * 0.15));
    }
  } else {
    parts.push(translate(box(2 * lx, leg * 0.6, w * 0.7), 0, ly, seatZ + t + w * 0.15));
  }
  return merge(...parts);
}
