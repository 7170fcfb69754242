import { describe, expect, it } from 'vitest';
import { MeshAccumulator } from './mesh-accumulator';
import { MeshFormatError } from './mesh-analysis';

type V = [number, number, number];
function cube(size: number, drop = 0): MeshAccumulator {
  const p = (x: number, y: number, z: number): V => [x * size, y * size, z * size];
  const quads: V[][] = [
    [p(0, 0, 0), p(0, 1, 0), p(1, 1, 0), p(1, 0, 0)],
    [p(0, 0, 1), p(1, 0, 1), p(1, 1, 1), p(0, 1, 1)],
    [p(0, 0, 0), p(1, 0, 0), p(1, 0, 1), p(0, 0, 1)],
    [p(0, 1, 0), p(0, 1, 1), p(1, 1, 1), p(1, 1, 0)],
    [p(0, 0, 0), p(0, 0, 1), p(0, 1, 1), p(0, 1, 0)],
    [p(1, 0, 0), p(1, 1, 0), p(1, 1, 1), p(1, 0, 1)],
  ];
  const mesh = new MeshAccumulator();
  const tris = quads.flatMap(([a, b, c, d]) => [[a!, b!, c!], [a!, c!, d!]]);
  for (const [a, b, c] of tris.slice(drop)) mesh.addTriangle(...a!, ...b!, ...c!);
  return mesh;
}

describe('MeshAccumulator', () => {
  it('measures a closed cube: 12 triangles, size, area, volume, watertight', () => {
    expect(cube(2).finish()).toEqual({ triangles: 12, size: { x: 2, y: 2, z: 2 }, surfaceArea: 24, volume: expect.closeTo(8, 9), watertight: true });
  });

  it('calls a cube with a missing triangle open, with no volume', () => {
    expect(cube(1, 1).finish()).toMatchObject({ triangles: 11, watertight: false, volume: null });
  });

  it('applies a unit scale to size, area and volume', () => {
    expect(cube(1).finish(25.4)).toMatchObject({ size: { x: 25.4 }, surfaceArea: expect.closeTo(6 * 25.4 ** 2, 6), volume: expect.closeTo(25.4 ** 3, 6) });
  });

  it('refuses a mesh with no triangles, and non-finite coordinates', () => {
    expect(() => new MeshAccumulator().finish()).toThrow(MeshFormatError);
    expect(() => new MeshAccumulator().addTriangle(0, 0, 0, 1, 0, 0, Number.NaN, 1, 0)).toThrow(MeshFormatError);
  });
});
