import type { Mesh } from '../mesh/mesh';
import { extrude } from '../mesh/extrude';
import { roundedRect } from '../mesh/outlines';
import { box, cone, cylinder } from '../mesh/primitives';
import { revolve } from '../mesh/revolve';
import { merge, translate } from '../mesh/transform';

export interface MiniatureTableOptions {
  shape: 'rectangular' | 'round';
  /** Length (or diameter) of the top, mm: 1:12 dollhouse scale is 60–150 mm. */
  width: number;
  depth?: number;
  height: number;
}

/**
 * A dollhouse-scale table: a rectangular top on four tapered legs with aprons, or a round top on a
 * turned pedestal with a spread foot.
 */
export function miniatureTable(options: MiniatureTableOptions): Mesh {
  const { shape, width, height } = options;
  const top = Math.max(3, width * 0.04);
  if (shape === 'round') {
    const radius = width / 2;
    const topDisc = translate(cylinder(radius, top, 72), 0, 0, height - top);
    const column = revolve([
      [0, 0], [radius * 0.45, 0], [radius * 0.45, height * 0.04], [radius * 0.16, height * 0.12], [radius * 0.09, height * 0.3],
      [radius * 0.12, height * 0.55], [radius * 0.08, height * 0.8], [radius * 0.16, height - top + 1], [0, height - top + 1],
    ], { segments: 48 });
    return merge(topDisc, column);
  }
  const depth = options.depth ?? width * 0.6;
  const parts: Mesh[] = [extrude(roundedRect(width, depth, width * 0.02, 4), top, [], height - top)];
  const leg = width * 0.055;
  const inset = leg;
  for (const sx of [-1, 1]) {
    for (const sy of [-1, 1]) {
      // Tapered round legs, a little into the top so the parts overlap.
      parts.push(translate(cone(leg * 0.35, leg * 0.5, height - top + 0.5, 24), sx * (width / 2 - inset), sy * (depth / 2 - inset), 0));
    }
  }
  const apron = height * 0.1;
  for (const sy of [-1, 1]) parts.push(translate(box(width - 2 * inset, leg * 0.5, apron), 0, sy * (depth / 2 - inset), height - top - apron + 0.5));
  for (const sx of [-1, 1]) parts.push(translate(box(leg * 0.5, depth - 2 * inset, apron), sx * (width / 2 - inset), 0, height - top - apron + 0.5));
  return merge(...parts);
}
