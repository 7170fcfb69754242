import type { Mesh, Vec2 } from '../mesh/mesh';
import { extrude } from '../mesh/extrude';
import { convexHull, heart, offsetOutline, star } from '../mesh/outlines';
import { merge } from '../mesh/transform';

export interface CookieCutterOptions {
  shape: 'star' | 'heart' | 'flower';
  /** Across the shape, mm. */
  size: number;
  depth?: number;
}

function shapeOutline(shape: CookieCutterOptions['shape'], size: number): Vec2[] {
  if (shape === 'star') return star(5, size / 2, size / 4.4);
  if (shape === 'heart') return heart(size);
  // A flower: a circle with eight round petals.
  return Array.from({ length: 160 }, (_, i): Vec2 => {
    const a = (2 * Math.PI * i) / 160;
    const r = (size / 2) * (0.82 + 0.18 * Math.abs(Math.cos(4 * a)) ** 0.7);
    return [r * Math.cos(a), r * Math.sin(a)];
  });
}

/**
 * A cookie cutter: a thin cutting wall in the shape, standing on a wider flange that is comfortable
 * to press on. The flange is printed on the bed, so the cutting edge ends up on top.
 */
export function cookieCutter(options: CookieCutterOptions): Mesh {
  const { shape, size, depth = 18 } = options;
  const edge = shapeOutline(shape, size);
  const inner = offsetOutline(edge, -0.9);
  const flange = 2;
  // The wall starts inside the flange so the two overlap instead of touching.
  const wall = extrude(offsetOutline(edge, 0.5), depth - flange / 2, [inner], flange / 2);
  // The flange follows the shape's convex hull: offsetting a shape with sharp inner corners outwards would fold it over itself.
  const lip = extrude(offsetOutline(convexHull(edge), 4), flange, [inner]);
  return merge(lip, wall);
}
