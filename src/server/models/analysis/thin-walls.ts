import { BoundedTriangleBuffer } from './bounded-triangle-buffer';
import { TriangleBvh } from './triangle-bvh';

/**
 * Thin-wall estimate (issue 33, decision 094). The minimum is two widths of the common 0.4 mm
 * nozzle: a slicer needs two perimeters to make a solid wall, and drops or breaks a thinner one.
 */
export const MINIMUM_WALL_MM = 0.8;
/** Triangles held for the estimate: 36 bytes each in the soup, 4 in the area table and about 30 while the hierarchy is built: under 40 MB. */
export const THIN_WALL_TRIANGLE_BUDGET = 500_000;
/** Points sampled by area; 10,000 give the share within about ±1 point (95 %). */
export const THIN_WALL_SAMPLES = 10_000;

/** Null share and thinnest when not estimated; `reason` says why. */
export interface ThinWalls {
  minimumWall: number;
  /** Share of the surface (by area) whose wall, measured inward, is thinner than minimumWall. */
  thinPercent: number | null;
  /** The thinnest wall found, in mm; null when not estimated or no sample found a far side. */
  thinnest: number | null;
  samples: number;
  /** Why it was not estimated: the file has more triangles than the budget, or no closed inside. */
  notEstimated: 'too-large' | 'not-closed' | null;
}

const notEstimated = (reason: 'too-large' | 'not-closed'): ThinWalls => ({ minimumWall: MINIMUM_WALL_MM, thinPercent: null, thinnest: null, samples: 0, notEstimated: reason });

/** Thin samples whose surface points are kept for the 3D view (decision 096): 60 kB of positions. */
export const THIN_POINT_LIMIT = 5000;

/** The estimate, and where the thin samples are. */
export interface ThinWallEstimate {
  walls: ThinWalls;
  /**
   * x, y, z of the surface point of up to THIN_POINT_LIMIT thin samples, in the view's millimetres:
   * the first ones drawn, which are already a spread over the surface (samples are drawn by area at random).
   */
  points: Float32Array;
}

const noPoints = (walls: ThinWalls): ThinWallEstimate => ({ walls, points: new Float32Array(0) });

/**
 * Holds the triangles of a mesh for the estimate while it is streamed, up to the budget; past it the
 * soup is dropped at once, so a larger file costs nothing beyond a counter.
 */
export class ThinWallSoup {
  private readonly held: BoundedTriangleBuffer<Float32Array>;

  /** `expectedTriangles` (a binary STL's header) skips a file known to be over the budget and sizes the soup for one under it. */
  constructor(budget = THIN_WALL_TRIANGLE_BUDGET, expectedTriangles = 0) {
    this.held = new BoundedTriangleBuffer((length) => new Float32Array(length), 9, budget, expectedTriangles);
  }

  add(ax: number, ay: number, az: number, bx: number, by: number, bz: number, cx: number, cy: number, cz: number): void {
    const at = this.held.next();
    if (at < 0) return;
    const soup = this.held.array!;
    soup[at] = ax; soup[at + 1] = ay; soup[at + 2] = az;
    soup[at + 3] = bx; soup[at + 4] = by; soup[at + 5] = bz;
    soup[at + 6] = cx; soup[at + 7] = cy; soup[at + 8] = cz;
  }

  /**
   * The estimate. "Inward" is meaningful only for a closed, consistently wound surface: otherwise none
   * is given. `inverted` (negative signed volume) flips the normals of a file wound inside out;
   * `scale` converts file units to mm.
   */
  estimate(closed: boolean, inverted: boolean, scale: number): ThinWallEstimate {
    const soup = this.held.take();
    if (soup === null) return noPoints(notEstimated('too-large'));
    if (!closed) return noPoints(notEstimated('not-closed'));
    return estimateThinWalls(soup, this.held.count, inverted, scale);
  }
}

/** mulberry32: a fixed seed, so the same file gives the same figures every time. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function estimateThinWalls(soup: Float32Array, count: number, inverted: boolean, scale: number): ThinWallEstimate {
  const cumulative = new Float64Array(count);
  let total = 0;
  for (let t = 0; t < count; t++) {
    const s = t * 9;
    const ux = soup[s + 3]! - soup[s]!, uy = soup[s + 4]! - soup[s + 1]!, uz = soup[s + 5]! - soup[s + 2]!;
    const vx = soup[s + 6]! - soup[s]!, vy = soup[s + 7]! - soup[s + 1]!, vz = soup[s + 8]! - soup[s + 2]!;
    const nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
    total += Math.sqrt(nx * nx + ny * ny + nz * nz);
    cumulative[t] = total;
  }
  if (total === 0) return noPoints(notEstimated('not-closed'));
  const bvh = new TriangleBvh(soup, count);
  const random = seededRandom(0x33);
  const minimum = MINIMUM_WALL_MM / scale;
  const points = new Float32Array(3 * THIN_POINT_LIMIT);
  let measured = 0, thin = 0, thinnest = Infinity;
  for (let i = 0; i < THIN_WALL_SAMPLES; i++) {
    const target = random() * total;
    let lo = 0, hi = count - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    const s = lo * 9;
    // A uniform point in the triangle: reflect (r1, r2) into the lower half of the unit square.
    let r1 = random(), r2 = random();
    if (r1 + r2 > 1) { r1 = 1 - r1; r2 = 1 - r2; }
    const ux = soup[s + 3]! - soup[s]!, uy = soup[s + 4]! - soup[s + 1]!, uz = soup[s + 5]! - soup[s + 2]!;
    const vx = soup[s + 6]! - soup[s]!, vy = soup[s + 7]! - soup[s + 1]!, vz = soup[s + 8]! - soup[s + 2]!;
    let nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
    const length = Math.sqrt(nx * nx + ny * ny + nz * nz) * (inverted ? 1 : -1);
    if (length === 0) continue;
    nx /= length; ny /= length; nz /= length;
    // Only two things are asked of a ray: is the wall under the minimum, and is it the thinnest yet.
    // A far side beyond both changes neither, so the search stops there: most rays end in a leaf or two.
    const reach = Math.max(minimum, thinnest);
    const px = soup[s]! + r1 * ux + r2 * vx, py = soup[s + 1]! + r1 * uy + r2 * vy, pz = soup[s + 2]! + r1 * uz + r2 * vz;
    const distance = bvh.nearestHit(px, py, pz, nx, ny, nz, lo, reach);
    measured += 1;
    if (distance < minimum) {
      if (thin < THIN_POINT_LIMIT) {
        points[3 * thin] = px * scale;
        points[3 * thin + 1] = py * scale;
        points[3 * thin + 2] = pz * scale;
      }
      thin += 1;
    }
    if (distance < thinnest) thinnest = distance;
  }
  const walls: ThinWalls = {
    minimumWall: MINIMUM_WALL_MM,
    thinPercent: measured > 0 ? (thin / measured) * 100 : null,
    thinnest: thinnest < Infinity ? thinnest * scale : null,
    samples: measured,
    notEstimated: null,
  };
  return { walls, points: points.slice(0, 3 * Math.min(thin, THIN_POINT_LIMIT)) };
}
