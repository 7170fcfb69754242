import { EdgeTable, VertexTable } from './hash-tables';
import { MeshFormatError, type MeshAnalysis } from './mesh-analysis';

// Positions are merged at 8 decimal places, as trimesh does (tol.merge = 1e-8), so a mesh stored as
// a triangle soup (STL) is judged by the same rule as an indexed one (OBJ, PLY, glTF, 3MF).
const MERGE_SCALE = 1e8;
// Edge keys pack two vertex ids into one safe integer: ids stay below 2^26 (67 million vertices).
const ID_LIMIT = 2 ** 26;

/**
 * Takes triangles one at a time, as a parser streams them, and keeps only running sums plus the
 * vertex and edge tables watertightness needs: never the whole mesh.
 */
export class MeshAccumulator {
  private triangles = 0;
  private area = 0;
  private signedVolume = 0;
  private readonly min = [Infinity, Infinity, Infinity];
  private readonly max = [-Infinity, -Infinity, -Infinity];
  private readonly vertices = new VertexTable();
  private readonly edges = new EdgeTable();

  get triangleCount(): number {
    return this.triangles;
  }

  private vertexId(x: number, y: number, z: number): number {
    const { id, added } = this.vertices.idOf(Math.round(x * MERGE_SCALE), Math.round(y * MERGE_SCALE), Math.round(z * MERGE_SCALE));
    if (added) {
      if (id >= ID_LIMIT) throw new MeshFormatError('This mesh has more vertices than we can analyse (67 million).');
      for (let axis = 0; axis < 3; axis++) {
        const v = axis === 0 ? x : axis === 1 ? y : z;
        if (v < this.min[axis]!) this.min[axis] = v;
        if (v > this.max[axis]!) this.max[axis] = v;
      }
    }
    return id;
  }

  private countEdge(a: number, b: number): void {
    this.edges.add(a < b ? a * ID_LIMIT + b : b * ID_LIMIT + a);
  }

  addTriangle(ax: number, ay: number, az: number, bx: number, by: number, bz: number, cx: number, cy: number, cz: number): void {
    if (![ax, ay, az, bx, by, bz, cx, cy, cz].every(Number.isFinite)) {
      throw new MeshFormatError('The mesh has a vertex with a coordinate that is not a finite number.');
    }
    this.triangles += 1;
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
    if (this.triangles === 0) throw new MeshFormatError('This file contains no triangles, so there is no 3D model to show.');
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
