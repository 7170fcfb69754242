import type { Vec2 } from './mesh';

// 2D outlines for extrusions and profiles, counter-clockwise.

export function circle(radius: number, segments = 48, cx = 0, cy = 0, startAngle = 0): Vec2[] {
  return Array.from({ length: segments }, (_, i): Vec2 => {
    const a = startAngle + (2 * Math.PI * i) / segments;
    return [cx + radius * Math.cos(a), cy + radius * Math.sin(a)];
  });
}

/** A rectangle centred on (cx, cy) whose corners are quarter circles of `radius`. */
export function roundedRect(width: number, height: number, radius: number, cornerSegments = 8, cx = 0, cy = 0): Vec2[] {
  const r = Math.min(radius, width / 2 - 1e-3, height / 2 - 1e-3);
  if (r <= 0) return [[cx + width / 2, cy - height / 2], [cx + width / 2, cy + height / 2], [cx - width / 2, cy + height / 2], [cx - width / 2, cy - height / 2]];
  const hx = width / 2 - r, hy = height / 2 - r;
  const corners: Vec2[] = [[hx, -hy], [hx, hy], [-hx, hy], [-hx, -hy]];
  const out: Vec2[] = [];
  corners.forEach(([x, y], c) => {
    for (let i = 0; i <= cornerSegments; i++) {
      const a = ((c - 1) * Math.PI) / 2 + (i * Math.PI) / 2 / cornerSegments;
      out.push([cx + x + r * Math.cos(a), cy + y + r * Math.sin(a)]);
    }
  });
  return out;
}

/** Points of a star alternating between the outer and inner radius, the first one pointing up. */
export function star(points: number, outer: number, inner: number): Vec2[] {
  return Array.from({ length: 2 * points }, (_, i): Vec2 => {
    const a = Math.PI / 2 + (Math.PI * i) / points;
    const r = i % 2 === 0 ? outer : inner;
    return [r * Math.cos(a), r * Math.sin(a)];
  });
}

/** The classic heart curve, `size` mm across, point down. */
export function heart(size: number, segments = 72): Vec2[] {
  const k = size / 34;
  return Array.from({ length: segments }, (_, i): Vec2 => {
    const t = (2 * Math.PI * i) / segments;
    return [-k * 16 * Math.sin(t) ** 3, k * (13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t))];
  });
}

/** Chaikin corner cutting: rounds a closed outline a little more with every pass. */
export function smoothOutline(points: readonly Vec2[], passes = 2): Vec2[] {
  let ring = [...points];
  for (let p = 0; p < passes; p++) {
    ring = ring.flatMap((a, i): Vec2[] => {
      const b = ring[(i + 1) % ring.length]!;
      return [[0.75 * a[0] + 0.25 * b[0], 0.75 * a[1] + 0.25 * b[1]], [0.25 * a[0] + 0.75 * b[0], 0.25 * a[1] + 0.75 * b[1]]];
    });
  }
  return ring;
}

/**
 * Moves every edge of a counter-clockwise outline outwards by `distance` (inwards when negative),
 * meeting at mitred corners. Right for the small offsets of walls a millimetre or two thick.
 */
export function offsetOutline(points: readonly Vec2[], distance: number): Vec2[] {
  const n = points.length;
  return points.map((p, i): Vec2 => {
    const prev = points[(i + n - 1) % n]!, next = points[(i + 1) % n]!;
    const n1 = edgeNormal(prev, p), n2 = edgeNormal(p, next);
    const bx = n1[0] + n2[0], by = n1[1] + n2[1];
    const scale = distance / Math.max(0.2, (bx * n1[0] + by * n1[1]));
    return [p[0] + bx * scale, p[1] + by * scale];
  });
}

/** The outward unit normal of an edge of a counter-clockwise outline. */
function edgeNormal(a: Vec2, b: Vec2): Vec2 {
  const dx = b[0] - a[0], dy = b[1] - a[1], l = Math.hypot(dx, dy) || 1;
  return [dy / l, -dx / l];
}

/** The convex hull (Andrew's monotone chain), counter-clockwise. */
export function convexHull(points: readonly Vec2[]): Vec2[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const turn = (o: Vec2, a: Vec2, b: Vec2) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Vec2[]): Vec2[] => {
    const out: Vec2[] = [];
    for (const p of list) {
      while (out.length >= 2 && turn(out[out.length - 2]!, out[out.length - 1]!, p) <= 1e-12) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}
