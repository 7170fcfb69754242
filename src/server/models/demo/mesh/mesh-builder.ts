import type { Mesh } from './mesh';

/** Collects vertices and triangles in plain arrays while a shape is generated, then packs them. */
export class MeshBuilder {
  private readonly positions: number[] = [];
  private readonly indices: number[] = [];

  get vertexCount(): number {
    return this.positions.length / 3;
  }

  vertex(x: number, y: number, z: number): number {
    this.positions.push(x, y, z);
    return this.positions.length / 3 - 1;
  }

  triangle(a: number, b: number, c: number): void {
    this.indices.push(a, b, c);
  }

  /** A quad given counter-clockwise seen from outside, split along its a–c diagonal. */
  quad(a: number, b: number, c: number, d: number): void {
    this.indices.push(a, b, c, a, c, d);
  }

  build(): Mesh {
    return { positions: new Float32Array(this.positions), indices: new Uint32Array(this.indices) };
  }
}
