import { MODEL_FILE_ERRORS } from '../../../shared/constants/model-file-errors';
import { EdgeTable, VertexTable } from './hash-tables';
import { MeshFormatError, type MeshAnalysis, type TriangleSink } from './mesh-analysis';

// Positions are merged at 8 decimal places, as trimesh does (tol.merge = 1e-8), so a mesh stored as
// a triangle soup (STL) is judged by the same rule as an indexed one (OBJ, PLY, glTF, 3MF).
const MERGE_SCALE = 1e8;
// Edge keys pack two vertex ids into one safe integer: ids stay below 2^26 (67 million vertices).
const ID_LIMIT = 2 ** 26;
// Tables are sized up front for at most 2 million triangles (about 130 MB); larger meshes grow into more.
const PRESIZE_LIMIT = 2_000_000;

/**
 * Takes triangles one at a time, as a parser streams them, and keeps only running sums plus the
 * vertex and edge tables watertightness needs: never the whole mesh.
 */
export class MeshAccumulator {
  private triangles = 0;
  private area = 0;
  private signedVolume = 0;
  private readonly min = new Float64Array([Infinity, Infinity, Infinity]);
  private readonly max = new Float64Array([-Infinity, -Infinity, -Infinity]);
  private readonly vertices: VertexTable;
  private readonly edges: EdgeTable;

  /**
   * `expectedTriangles` (a binary STL's header says) sizes the tables up front. A closed mesh has
   * about half as many vertices and one and a half times as many edges as triangles. The hint is
   * capped, so a header that lies cannot make us reserve memory the file does not justify.
   */
  constructor(expectedTriangles = 0, private readonly sink?: TriangleSink) {
    const triangles = Math.min(expectedTriangles, PRESIZE_LIMIT);
    this.vertices = new VertexTable(triangles / 2);
    this.edges = new EdgeTable(triangles * 1.5);
  }

  get triangleCount(): number {
    return this.triangles;
  }

  private vertexId(x: number, y: number, z: number): number {
    const found = this.vertices.idOf(Math.round(x * MERGE_SCALE), Math.round(y * MERGE_SCALE), Math.round(z * MERGE_SCALE));
    if (found >= 0) return found;
    const id = -1 - found;
    if (id >= ID_LIMIT) throw new MeshFormatError('This mesh has more vertices than we can analyse (67 million).');
    const { min, max } = this;
    if (x < min[0]!) min[0] = x;
    if (x > max[0]!) max[0] = x;
    if (y < min[1]!) min[1] = y;
    if (y > max[1]!) max[1] = y;
    if (z < min[2]!) min[2] = z;
    if (z > max[2]!) max[2] = z;
    return id;
  }

  private countEdge(a: number, b: number): void {
    this.edges.add(a < b ? a * ID_LIMIT + b : b * ID_LIMIT + a);
  }

  addTriangle(ax: number, ay: number, az: number, bx: number, by: number, bz: number, cx: number, cy: number, cz: number): void {
    // v - v is 0 for a finite number and NaN for NaN or ±Infinity; checked without an array per triangle.
    if (ax - ax + (ay - ay) + (az - az) + (bx - bx) + (by - by) + (bz - bz) + (cx - cx) + (cy - cy) + (cz - cz) !== 0) {
      throw new MeshFormatError(MODEL_FILE_ERRORS.nonFiniteCoordinate);
    }
    this.triangles += 1;
    this.sink?.(ax, ay, az, bx, by, bz, cx, cy, cz);
    const ux = bx - ax, uy = by - ay, uz = bz - az;
    const vx = cx - ax, vy = cy - ay, vz = cz - az;
    const nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
    this.area += Math.sqrt(nx * nx + ny * ny + nz * nz) / 2;
    // Divergence theorem: the signed volumes of the tetrahedra to the origin add up to the enclosed volume.
    this.signedVolume += (ax * (by * cz - bz * cy) - ay * (bx * cz - bz * cx) + az * (bx * cy - by * cx)) / 6;
    const a = this.vertexId(ax, ay, az);
    const b = this.vertexId(bx, by, bz);
    const c = this.vertexId(cx, cy, cz);
    this.countEdge(a, b);
    this.countEdge(b, c);
    this.countEdge(c, a);
  }

  /** The analysis; a mesh with no triangle is refused. `scale` converts the file's units (e.g. inches to mm). */
  finish(scale = 1): MeshAnalysis {
    if (this.triangles === 0) throw new MeshFormatError(MODEL_FILE_ERRORS.noTriangles);
    const watertight = this.edges.allTwice();
    return {
      triangles: this.triangles,
      size: {
        x: (this.max[0]! - this.min[0]!) * scale,
        y: (this.max[1]! - this.min[1]!) * scale,
        z: (this.max[2]! - this.min[2]!) * scale,
      },
      surfaceArea: this.area * scale * scale,
      volume: watertight ? Math.abs(this.signedVolume) * scale ** 3 : null,
      watertight,
    };
  }
}
