import { MeshFormatError } from './mesh-analysis';

/**
 * The vertex positions of an indexed mesh (OBJ, PLY), which faces refer to by number. Kept in one
 * growable Float64Array (24 bytes a vertex) rather than an array of objects, and grown by doubling
 * rather than sized from a header count, which a hostile file could set to billions.
 */
export class VertexList {
  private data = new Float64Array(3 * 1024);
  private length = 0;

  get count(): number {
    return this.length;
  }

  push(x: number, y: number, z: number): void {
    if (3 * this.length + 3 > this.data.length) {
      const grown = new Float64Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[3 * this.length] = x;
    this.data[3 * this.length + 1] = y;
    this.data[3 * this.length + 2] = z;
    this.length += 1;
  }

  /** Writes vertex `index` (0-based) into `out` at `at`; an index outside the list is the file's fault. */
  copy(index: number, out: number[], at: number, what: string): void {
    if (!Number.isInteger(index) || index < 0 || index >= this.length) {
      throw new MeshFormatError(`This ${what} file has a face that refers to a vertex that does not exist.`);
    }
    out[at] = this.data[3 * index]!;
    out[at + 1] = this.data[3 * index + 1]!;
    out[at + 2] = this.data[3 * index + 2]!;
  }
}

/**
 * Turns a polygon into triangles as a fan from its first corner, as trimesh does; the caller passes
 * corners one at a time so a polygon of any size needs no storage beyond three corners.
 */
export class FanTriangulator {
  private readonly corners: number[] = new Array<number>(9).fill(0);
  private seen = 0;

  constructor(
    private readonly vertices: VertexList,
    private readonly emit: (c: number[]) => void,
    private readonly what: string,
  ) {}

  start(): void {
    this.seen = 0;
  }

  corner(index: number): void {
    // Slot 0 holds the first corner for the whole polygon; slots 1 and 2 hold the last edge.
    if (this.seen >= 3) {
      for (let i = 0; i < 3; i++) this.corners[3 + i] = this.corners[6 + i]!;
    }
    this.vertices.copy(index, this.corners, Math.min(this.seen, 2) * 3, this.what);
    this.seen += 1;
    if (this.seen >= 3) this.emit(this.corners);
  }
}
