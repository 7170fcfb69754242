import { VertexTable } from '../analysis/hash-tables';
import type { Mesh } from '../demo/mesh/mesh';

/**
 * Past this many triangles a preview is drawn from a simplified mesh: about 11 MB of corners while
 * reading, and a render of a few seconds, however large the file (decision 057).
 */
export const PREVIEW_TRIANGLE_CAP = 300_000;

const bits = new Float32Array(1);
const bitsAsInteger = new Uint32Array(bits.buffer);
/** A float's exact 32-bit pattern as an integer key (-0 folded into 0), so equal corners merge. */
function keyOf(value: number): number {
  bits[0] = value + 0;
  return bitsAsInteger[0]!;
}

/** Cells across the model's longest side when a large mesh is first clustered (about 3 px a cell in the picture). */
const FIRST_GRID = 512;
/** One triangle's cell numbers, reused: snapping runs for every triangle of a huge file. */
const CELLS = new Float64Array(9);

/**
 * Keeps the triangles an analyser streams, for the rendered preview, within a fixed budget. While
 * they fit, all of them, exactly. When the buffer fills, the mesh is simplified by vertex
 * clustering (Rossignac and Borrel; Lindstrom's out-of-core form): every corner moves to the centre
 * of its cell in a grid, triangles left with two corners in one cell vanish, and each later triangle
 * is snapped as it arrives. Each time the buffer fills again, the cells double. Unlike keeping every
 * n-th triangle, this leaves no holes: a dense scan draws as a solid, slightly smoothed, surface.
 */
export class PreviewTriangles {
  private corners: Float32Array;
  private kept = 0;
  private seen = 0;
  /** The grid's cell size; 0 while every triangle is kept as it is. */
  private cell = 0;

  constructor(private readonly cap = PREVIEW_TRIANGLE_CAP) {
    this.corners = new Float32Array(9 * Math.min(cap, 4096));
  }

  /** How many triangles the file had, how many are kept for drawing, and the grid's cell (0: none). */
  get counts(): { seen: number; kept: number; cell: number } {
    return { seen: this.seen, kept: this.kept, cell: this.cell };
  }

  readonly add = (ax: number, ay: number, az: number, bx: number, by: number, bz: number, cx: number, cy: number, cz: number): void => {
    this.seen += 1;
    if (this.kept === this.cap) this.coarsen();
    if (9 * (this.kept + 1) > this.corners.length) this.grow();
    const c = this.corners, at = 9 * this.kept;
    c[at] = ax; c[at + 1] = ay; c[at + 2] = az;
    c[at + 3] = bx; c[at + 4] = by; c[at + 5] = bz;
    c[at + 6] = cx; c[at + 7] = cy; c[at + 8] = cz;
    if (this.cell === 0 || this.snap(at)) this.kept += 1;
  };

  private grow(): void {
    const larger = new Float32Array(9 * Math.min(this.cap, 2 * (this.corners.length / 9)));
    larger.set(this.corners);
    this.corners = larger;
  }

  /**
   * Moves the triangle at `at` to cell centres; false when two corners share a cell (it is then
   * a line or a point, and is dropped). Snapping a centre again to a cell twice the size lands it
   * on that cell's centre, so kept triangles can be coarsened in place.
   */
  private snap(at: number): boolean {
    const c = this.corners, size = this.cell;
    const cells = CELLS;
    for (let k = 0; k < 9; k++) cells[k] = Math.floor(c[at + k]! / size);
    const same = (p: number, q: number) => cells[p] === cells[q] && cells[p + 1] === cells[q + 1] && cells[p + 2] === cells[q + 2];
    if (same(0, 3) || same(3, 6) || same(0, 6)) return false;
    for (let k = 0; k < 9; k++) c[at + k] = (cells[k]! + 0.5) * size;
    return true;
  }

  /** Starts clustering (or doubles the cells) until the kept triangles fill at most three quarters of the buffer. */
  private coarsen(): void {
    do {
      this.cell = this.cell === 0 ? this.longestSide() / FIRST_GRID || 1 : this.cell * 2;
      let to = 0;
      for (let from = 0; from < this.kept; from++) {
        this.corners.copyWithin(9 * to, 9 * from, 9 * from + 9);
        if (this.snap(9 * to)) to += 1;
      }
      this.kept = to;
    } while (this.kept > this.cap * 0.75);
  }

  private longestSide(): number {
    const min = [Infinity, Infinity, Infinity], max = [-Infinity, -Infinity, -Infinity];
    for (let i = 0; i < 9 * this.kept; i++) {
      const axis = i % 3, v = this.corners[i]!;
      if (v < min[axis]!) min[axis] = v;
      if (v > max[axis]!) max[axis] = v;
    }
    return Math.max(max[0]! - min[0]!, max[1]! - min[1]!, max[2]! - min[2]!);
  }

  /**
   * The kept triangles as an indexed mesh with Z up (what the renderer draws): corners at the same
   * position become one vertex, so curved surfaces shade smoothly. Y-up files (glTF, and OBJ as DCC
   * tools write it, as the 3D view assumes) are turned upright.
   */
  toMesh(yUp: boolean): Mesh {
    const table = new VertexTable(this.kept * 1.5);
    const positions: number[] = [];
    const indices = new Uint32Array(3 * this.kept);
    const c = this.corners;
    for (let corner = 0; corner < 3 * this.kept; corner++) {
      const x = c[3 * corner]!, y = c[3 * corner + 1]!, z = c[3 * corner + 2]!;
      const found = table.idOf(keyOf(x), keyOf(y), keyOf(z));
      if (found >= 0) {
        indices[corner] = found;
        continue;
      }
      indices[corner] = -1 - found;
      if (yUp) positions.push(x, -z, y);
      else positions.push(x, y, z);
    }
    return { positions: Float32Array.from(positions), indices };
  }
}
