import type { Mesh, Vec2 } from '../mesh/mesh';
import { extrude } from '../mesh/extrude';
import { circle, heart, roundedRect, star } from '../mesh/outlines';
import { merge } from '../mesh/transform';

export interface KeychainTagOptions {
  shape: 'rounded' | 'hexagon' | 'round';
  /** Longest side, mm. */
  size: number;
  thickness?: number;
  /** A raised emblem in the middle of the tag. */
  emblem?: 'star' | 'heart' | 'none';
}

/** A flat key tag with a key-ring hole at one end and an optional raised emblem. */
export function keychainTag(options: KeychainTagOptions): Mesh {
  const { shape, size, thickness = 4, emblem = 'none' } = options;
  let outline: Vec2[];
  let holeAt: Vec2;
  if (shape === 'rounded') {
    outline = roundedRect(size, size * 0.5, size * 0.12, 8);
    holeAt = [-size / 2 + size * 0.11, 0];
  } else if (shape === 'hexagon') {
    outline = circle(size / 2, 6);
    holeAt = [-size / 2 + size * 0.14, 0];
  } else {
    outline = discWithTab(size);
    holeAt = [-size / 2 + size * 0.09, 0];
  }
  const hole = circle(Math.max(2.2, size * 0.055), 32, holeAt[0], holeAt[1]);
  const tag = extrude(outline, thickness, [hole]);
  if (emblem === 'none') return tag;
  const centre = (holeAt[0] + size / 2) / 2 + size * 0.04;
  const span = size * (shape === 'rounded' ? 0.36 : 0.42);
  const mark = emblem === 'star' ? star(5, span / 2, span / 4.6) : heart(span * 0.9);
  const placed = mark.map(([x, y]): Vec2 => [x + centre, y - (emblem === 'heart' ? span * 0.05 : span * 0.04)]);
  // The emblem starts inside the tag and stands 1.4 mm proud: enough to feel and to catch the light.
  return merge(tag, extrude(placed, 2, [], thickness - 0.6));
}

/** A disc with a rounded tab on the left that carries the hole, as one outline. */
function discWithTab(size: number): Vec2[] {
  const R = size * 0.4, cx = size * 0.1, tab = size * 0.13;
  const gap = Math.asin(tab / R);
  const points: Vec2[] = [];
  // The disc counter-clockwise from where the tab's lower edge meets it to where its upper edge does.
  for (let i = 0; i <= 60; i++) {
    const a = -Math.PI + gap + ((2 * Math.PI - 2 * gap) * i) / 60;
    points.push([cx + R * Math.cos(a), R * Math.sin(a)]);
  }
  // The tab's round end, over the top and round the left to the bottom.
  const tabX = -size / 2 + tab;
  for (let i = 0; i <= 16; i++) {
    const a = Math.PI / 2 + (Math.PI * i) / 16;
    points.push([tabX + tab * Math.cos(a), tab * Math.sin(a)]);
  }
  return points;
}
