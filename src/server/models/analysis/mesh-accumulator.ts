import { MODEL_FILE_ERRORS } from '../../../shared/constants/model-file-errors';
import { FaceOrientation, type PairedEdges } from './face-orientation';
import { EdgeTable, VertexTable, type EdgeTally } from './hash-tables';
import { MeshFormatError, type AnalysisOptions, type MeshAnalysis, type Printability, type TriangleSink } from './mesh-analysis';
import { OverhangTally } from './overhang-tally';
import { collectProblemAreas, type HeldProblems } from './problem-edges';
import { ShellUnion } from './shell-union';
import { ThinWallSoup, type ThinWalls } from './thin-walls';

// Positions are merged at 8 decimal places, as trimesh does (tol.merge = 1e-8), so a mesh stored as
// a triangle soup (STL) is judged by the same rule as an indexed one (OBJ, PLY, glTF, 3MF).
const MERGE_SCALE = 1e8;
// Edge keys pack two vertex ids into one safe integer: ids stay below 2^26 (67 million vertices).
const ID_LIMIT = 2 ** 26;
// Tables are sized up front for at most 2 million triangles (about 136 MB); larger meshes grow into more.
const PRESIZE_LIMIT = 2_000_000;
// trimesh's tol.merge: a triangle whose height over its longest side is at most this is degenerate.
const DEGENERATE_HEIGHT = 1e-8;
const isLoopEdge = (key: number): boolean => Math.floor(key / ID_LIMIT) === key % ID_LIMIT;

/**
 * Takes triangles one at a time, as a parser streams them, and keeps only running sums plus the
 * vertex and edge tables watertightness needs: never the whole mesh. Printability (decision 088)
 * reads the same tables, plus one union-find slot a vertex and a few running sums; the thin-wall
 * estimate and the flipped-face count (decisions 094, 095) hold the triangles too, up to a budget.
 */
export class MeshAccumulator {
  private triangles = 0;
  private area = 0;
  private signedVolume = 0;
  private readonly min = new Float64Array([Infinity, Infinity, Infinity]);
  private readonly max = new Float64Array([-Infinity, -Infinity, -Infinity]);
  private readonly vertices: VertexTable;
  private readonly edges: EdgeTable;
  private readonly shells: ShellUnion | null;
  private readonly overhang = new OverhangTally();
  /** The triangles themselves, up to a budget, for the thin-wall estimate (decision 094). */
  private readonly thinWalls: ThinWallSoup | null;
  /** Each triangle's merged vertex ids, up to a budget, to count flipped faces (decision 095). */
  private readonly orientation: FaceOrientation | null;
  private degenerate = 0;

  /**
   * `expectedTriangles` (a binary STL's header says) sizes the tables up front. A closed mesh has
   * about half as many vertices and one and a half times as many edges as triangles. The hint is
   * capped, so a header that lies cannot make us reserve memory the file does not justify.
   */
  constructor(expectedTriangles = 0, private readonly sink?: TriangleSink, options: AnalysisOptions = {}) {
    const triangles = Math.min(expectedTriangles, PRESIZE_LIMIT);
    this.vertices = new VertexTable(triangles / 2);
    this.edges = new EdgeTable(triangles * 1.5);
    this.shells = options.printability === false ? null : new ShellUnion();
    this.thinWalls = options.printability === false ? null : new ThinWallSoup(options.thinWallBudget, expectedTriangles);
    this.orientation = options.printability === false ? null : new FaceOrientation(options.faceOrientationBudget, expectedTriangles);
  }

  get triangleCount(): number {
    return this.triangles;
  }

  private vertexId(x: number, y: number, z: number, zKey: number): number {
    const found = this.vertices.idOf(Math.round(x * MERGE_SCALE), Math.round(y * MERGE_SCALE), zKey);
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
    this.edges.add(a < b ? a * ID_LIMIT + b : b * ID_LIMIT + a, a < b);
  }

  private pairedEdges(): PairedEdges {
    const edges = this.edges;
    return { capacity: edges.capacity, pairSlot: (a, b) => edges.slotIfTwice(a < b ? a * ID_LIMIT + b : b * ID_LIMIT + a) };
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
    const doubleArea2 = nx * nx + ny * ny + nz * nz;
    this.area += Math.sqrt(doubleArea2) / 2;
    // Divergence theorem: the signed volumes of the tetrahedra to the origin add up to the enclosed volume.
    this.signedVolume += (ax * (by * cz - bz * cy) - ay * (bx * cz - bz * cx) + az * (bx * cy - by * cx)) / 6;
    const za = Math.round(az * MERGE_SCALE), zb = Math.round(bz * MERGE_SCALE), zc = Math.round(cz * MERGE_SCALE);
    const a = this.vertexId(ax, ay, az, za);
    const b = this.vertexId(bx, by, bz, zb);
    const c = this.vertexId(cx, cy, cz, zc);
    this.countEdge(a, b);
    this.countEdge(b, c);
    this.countEdge(c, a);
    const shells = this.shells;
    if (shells === null) return;
    shells.join(a, b);
    shells.join(b, c);
    this.overhang.add(nx, ny, nz, za, zb, zc);
    this.thinWalls?.add(ax, ay, az, bx, by, bz, cx, cy, cz);
    this.orientation?.add(a, b, c);
    if (a === b || b === c || c === a) {
      this.degenerate += 1;
      return;
    }
    // Height over the longest side, compared squared: |n|² ≤ h² · longest².
    const wx = cx - bx, wy = cy - by, wz = cz - bz;
    const longest2 = Math.max(ux * ux + uy * uy + uz * uz, vx * vx + vy * vy + vz * vz, wx * wx + wy * wy + wz * wz);
    if (doubleArea2 <= DEGENERATE_HEIGHT * DEGENERATE_HEIGHT * longest2) this.degenerate += 1;
  }

  private printability(edges: EdgeTally, flippedFaces: number | null, scale: number): Printability {
    const vertices = this.vertices.size;
    const overhangArea = this.overhang.finish(Math.round(this.min[2]! * MERGE_SCALE)) * scale * scale;
    const area = this.area * scale * scale;
    return {
      boundaryEdges: edges.boundary,
      nonManifoldEdges: edges.nonManifold,
      windingConsistent: edges.windingConflicts === 0,
      flippedFaces,
      shells: this.shells!.count(vertices),
      degenerateFaces: this.degenerate,
      eulerNumber: vertices - edges.edges + this.triangles,
      overhangArea,
      overhangPercent: area > 0 ? (overhangArea / area) * 100 : 0,
    };
  }

  /**
   * Thin walls and flipped faces (decisions 094, 095), from the triangles held up to their budgets.
   * The estimate needs a consistent winding and the count an inconsistent one, so at most one of them
   * runs, after the other has let its triangles go.
   */
  private heldFigures(windingConsistent: boolean, watertight: boolean, viewScale: number): { thinWalls: ThinWalls; flippedFaces: number | null; found: HeldProblems } {
    const orientation = this.orientation!, soup = this.thinWalls!, edges = this.pairedEdges();
    // Inward is meaningful only on a closed, consistently wound surface; a negative volume means wound inside out.
    if (windingConsistent) {
      const flipped = orientation.flippedFaces(true, edges);
      const walls = soup.estimate(watertight, this.signedVolume < 0, viewScale);
      return { flippedFaces: flipped.count, thinWalls: walls.walls, found: { flippedFaces: flipped.faces, thinPoints: walls.points } };
    }
    const walls = soup.estimate(false, this.signedVolume < 0, viewScale);
    const flipped = orientation.flippedFaces(false, edges);
    return { thinWalls: walls.walls, flippedFaces: flipped.count, found: { flippedFaces: flipped.faces, thinPoints: walls.points } };
  }

  /**
   * The analysis; a mesh with no triangle is refused. `scale` converts the file's units (e.g. inches
   * to mm); `viewScale` converts them to the millimetres the 3D view draws in, for the problem areas'
   * positions (the view draws glTF's metres as millimetres, which the figures here do not).
   */
  finish(scale = 1, viewScale = scale): MeshAnalysis {
    if (this.triangles === 0) throw new MeshFormatError(MODEL_FILE_ERRORS.noTriangles);
    const watertight = this.edges.allTwice();
    const edges = this.shells === null ? null : this.edges.tally(isLoopEdge);
    const held = edges === null ? null : this.heldFigures(edges.windingConflicts === 0, watertight, viewScale);
    const printability = edges === null ? null : this.printability(edges, held!.flippedFaces, scale);
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
      printability,
      thinWalls: held?.thinWalls ?? null,
      problemAreas:
        printability === null
          ? null
          : collectProblemAreas(this.edges, this.vertices, { open: printability.boundaryEdges, nonManifold: printability.nonManifoldEdges }, held!.found, { idLimit: ID_LIMIT, mergeScale: MERGE_SCALE, viewScale }),
    };
  }
}
