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

/**
 * Holds the triangles of a mesh for the estimate while it is streamed, up to the budget; past it the
 * soup is dropped at once, so a larger file costs nothing beyond a counter.
 */
export class ThinWallSoup {
  private soup: Float32Array | null;
  count = 0;

  /**
   * `expectedTriangles` (a binary STL's header) skips a file known to be over the budget and sizes
   * the soup at once for one under it; a header that lies is still stopped at the budget.
   */
  constructor(private readonly budget = THIN_WALL_TRIANGLE_BUDGET, expectedTriangles = 0) {
    this.soup = expectedTriangles > budget ? null : new Float32Array(9 * Math.max(1024, expectedTriangles));
  }

  add(ax: number, ay: number, az: number, bx: number, by: number, bz: number, cx: number, cy: number, cz: number): void {
    this.count += 1;
    let soup = this.soup;
    if (soup === null) return;
    if (this.count > this.budget) {
      this.soup = null;
      return;
    }
    const at = (this.count - 1) * 9;
    if (at + 9 > soup.length) {
      const grown = new Float32Array(Math.min(soup.length * 2, this.budget * 9));
      grown.set(soup);
      this.soup = soup = grown;
    }
    soup[at] = ax; soup[at + 1] = ay; soup[at + 2] = az;
    soup[at + 3] = bx; soup[at + 4] = by; soup[at + 5] = bz;
    soup[at + 6] = cx; soup[at + 7] = cy; soup[at + 8] = cz;
  }

  /**
   * The estimate. "Inward" is meaningful only for a closed, consistently wound surface: otherwise none
   * is given. `inverted` (negative signed volume) flips the normals of a file wound inside out;
   * `scale` converts file units to mm.
   */
  estimate(closed: boolean, inverted: boolean, scale: number): ThinWalls {
    const soup = this.soup;
    this.soup = null;
    if (soup === null) return notEstimated('too-large');
    if (!closed) return notEstimated('not-closed');
    return estimateThinWalls(soup, this.count, inverted, scale);
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

export function estimateThinWalls(soup: Float32Array, count: number, inverted: boolean, scale: number): ThinWalls {
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
  if (total === 0) return notEstimated('not-closed');
  const bvh = new TriangleBvh(soup, count);
  const random = seededRandom(0x33);
  const minimum = MINIMUM_WALL_MM / scale;
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
    const distance = bvh.nearestHit(soup[s]! + r1 * ux + r2 * vx, soup[s + 1]! + r1 * uy + r2 * vy, soup[s + 2]! + r1 * uz + r2 * vz, nx, ny, nz, lo, reach);
    measured += 1;
    if (distance < minimum) thin += 1;
    if (distance < thinnest) thinnest = distance;
  }
  return {
    minimumWall: MINIMUM_WALL_MM,
    thinPercent: measured > 0 ? (thin / measured) * 100 : null,
    thinnest: thinnest < Infinity ? thinnest * scale : null,
    samples: measured,
    notEstimated: null,
  };
}
