import type { Vec2 } from './mesh';

// Twice the area below which three corners count as a straight line, in mm².
const FLAT = 1e-10;

/**
 * Triangulates a simple polygon with optional holes by ear clipping, after joining each hole to the
 * outline with a two-way bridge (D. Eberly, "Triangulation by Ear Clipping"). Returns vertex numbers
 * into the outline followed by the holes in the order given, three per triangle, counter-clockwise
 * whatever the orientation of the input rings.
 */
export function triangulatePolygon(outer: readonly Vec2[], holes: readonly (readonly Vec2[])[] = []): number[] {
  const points: Vec2[] = [...outer, ...holes.flat()];
  let ring = range(0, outer.length);
  if (ringArea(ring, points) < 0) ring.reverse();
  const holeRings: number[][] = [];
  let at = outer.length;
  for (const hole of holes) {
    const h = range(at, hole.length);
    at += hole.length;
    if (ringArea(h, points) > 0) h.reverse();
    holeRings.push(h);
  }
  // Rightmost holes first, so that a later bridge never has to cross an earlier hole.
  holeRings.sort((a, b) => maxX(b, points) - maxX(a, points));
  for (const hole of holeRings) ring = bridgeHole(ring, hole, points);
  const triangles = clipEars(ring, points);
  // Triangles that overlap or spill out (a self-intersecting outline, a hole crossing the edge)
  // cover more than the polygon's area; better to fail here than to ship a model with a phantom face.
  const want = Math.abs(ringArea(range(0, outer.length), points)) - holeRings.reduce((sum, h) => sum + Math.abs(ringArea(h, points)), 0);
  let got = 0;
  for (let t = 0; t < triangles.length; t += 3) {
    got += Math.abs(cross(points[triangles[t]!]!, points[triangles[t + 1]!]!, points[triangles[t + 2]!]!)) / 2;
  }
  if (Math.abs(got - want) > 1e-6 * Math.max(1, want) + 1e-9) throw new Error('The polygon could not be triangulated: its outline crosses itself or a hole.');
  return triangles;
}

function range(start: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => start + i);
}

function ringArea(ring: number[], points: Vec2[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const a = points[ring[i]!]!, b = points[ring[(i + 1) % ring.length]!]!;
    sum += a[0] * b[1] - b[0] * a[1];
  }
  return sum / 2;
}

function maxX(ring: number[], points: Vec2[]): number {
  return Math.max(...ring.map((i) => points[i]![0]));
}

function cross(a: Vec2, b: Vec2, c: Vec2): number {
  return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
}

function same(a: Vec2, b: Vec2): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

function inTriangle(p: Vec2, a: Vec2, b: Vec2, c: Vec2): boolean {
  return cross(a, b, p) >= -FLAT && cross(b, c, p) >= -FLAT && cross(c, a, p) >= -FLAT;
}

/** Whether `p` is inside the corner the counter-clockwise ring makes at `v` (between prev and next). */
function inWedge(prev: Vec2, v: Vec2, next: Vec2, p: Vec2): boolean {
  const leftOfOut = cross(v, next, p) >= 0, leftOfIn = cross(prev, v, p) >= 0;
  return cross(prev, v, next) > 0 ? leftOfOut && leftOfIn : leftOfOut || leftOfIn;
}

/**
 * Cuts the outline open towards the hole's rightmost vertex M and walks round the hole, so that the
 * two become one ring with the bridge M–P traversed once in each direction.
 */
function bridgeHole(ring: number[], hole: number[], points: Vec2[]): number[] {
  let mAt = 0;
  hole.forEach((v, i) => { if (points[v]![0] > points[hole[mAt]!]![0]) mAt = i; });
  const m = points[hole[mAt]!]!;
  const n = ring.length;
  // The nearest edge the ray from M towards +x meets; from inside, that edge runs upwards.
  let hitX = Infinity, hitAt = -1;
  for (let i = 0; i < n; i++) {
    const a = points[ring[i]!]!, b = points[ring[(i + 1) % n]!]!;
    if (!(a[1] <= m[1] && b[1] >= m[1] && a[1] < b[1])) continue;
    const x = a[0] + ((m[1] - a[1]) * (b[0] - a[0])) / (b[1] - a[1]);
    if (x >= m[0] && x < hitX) { hitX = x; hitAt = i; }
  }
  if (hitAt < 0) throw new Error('A hole of the polygon lies outside its outline.');
  const a = points[ring[hitAt]!]!, b = points[ring[(hitAt + 1) % n]!]!;
  const hit: Vec2 = [hitX, m[1]];
  let pAt = same(a, hit) ? hitAt : same(b, hit) || b[0] > a[0] ? (hitAt + 1) % n : hitAt;
  const p = points[ring[pAt]!]!;
  if (!(same(p, hit))) {
    // A reflex vertex inside the triangle M, hit, P would block the view to P: take the one closest in angle to the ray.
    let best = -Infinity, bestDist = Infinity;
    for (let j = 0; j < n; j++) {
      const prev = points[ring[(j + n - 1) % n]!]!, v = points[ring[j]!]!, next = points[ring[(j + 1) % n]!]!;
      if (j === pAt || cross(prev, v, next) > 0 || !inTriangle(v, m, hit, p)) continue;
      if (!inWedge(prev, v, next, m)) continue;
      const dx = v[0] - m[0], dy = v[1] - m[1], dist = Math.hypot(dx, dy);
      const cos = dist === 0 ? 1 : dx / dist;
      if (cos > best + 1e-12 || (Math.abs(cos - best) <= 1e-12 && dist < bestDist)) { best = cos; bestDist = dist; pAt = j; }
    }
  }
  const loop = [...hole.slice(mAt), ...hole.slice(0, mAt), hole[mAt]!];
  return [...ring.slice(0, pAt + 1), ...loop, ring[pAt]!, ...ring.slice(pAt + 1)];
}

function isEar(ring: number[], at: number, points: Vec2[]): boolean {
  const n = ring.length;
  const a = points[ring[(at + n - 1) % n]!]!, b = points[ring[at]!]!, c = points[ring[(at + 1) % n]!]!;
  if (cross(a, b, c) <= FLAT) return false;
  const minX = Math.min(a[0], b[0], c[0]), maxXv = Math.max(a[0], b[0], c[0]);
  const minY = Math.min(a[1], b[1], c[1]), maxY = Math.max(a[1], b[1], c[1]);
  for (let k = 0; k < n; k++) {
    const q = points[ring[k]!]!;
    if (q[0] < minX || q[0] > maxXv || q[1] < minY || q[1] > maxY) continue;
    // Bridge ends appear twice in the ring; a copy of a corner does not block the ear.
    if (same(q, a) || same(q, b) || same(q, c)) continue;
    if (inTriangle(q, a, b, c)) return false;
  }
  return true;
}

function clipEars(start: number[], points: Vec2[]): number[] {
  const ring = start.slice();
  const triangles: number[] = [];
  let from = 0;
  while (ring.length > 3) {
    const n = ring.length;
    let ear = -1;
    for (let k = 0; k < n && ear < 0; k++) if (isEar(ring, (from + k) % n, points)) ear = (from + k) % n;
    if (ear < 0) ear = mostConvex(ring, points);
    triangles.push(ring[(ear + n - 1) % n]!, ring[ear]!, ring[(ear + 1) % n]!);
    ring.splice(ear, 1);
    from = ear % ring.length;
  }
  triangles.push(ring[0]!, ring[1]!, ring[2]!);
  return triangles;
}

/** Only degenerate input (straight runs, touching holes) leaves no clean ear: clip the fullest corner. */
function mostConvex(ring: number[], points: Vec2[]): number {
  const n = ring.length;
  let best = 0, bestCross = -Infinity;
  for (let i = 0; i < n; i++) {
    const c = cross(points[ring[(i + n - 1) % n]!]!, points[ring[i]!]!, points[ring[(i + 1) % n]!]!);
    if (c > bestCross) { bestCross = c; best = i; }
  }
  return best;
}
