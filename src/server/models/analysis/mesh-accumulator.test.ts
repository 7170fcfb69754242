import { describe, expect, it } from 'vitest';
import { MeshAccumulator } from './mesh-accumulator';
import { MeshFormatError } from './mesh-analysis';

type V = [number, number, number];
type Triangle = [V, V, V];

/** A cube's 12 triangles, wound counter-clockwise seen from outside; the first two are its bottom (z = oz). */
function cubeTriangles(size: number, [ox, oy, oz]: V = [0, 0, 0]): Triangle[] {
  const p = (x: number, y: number, z: number): V => [ox + x * size, oy + y * size, oz + z * size];
  const quads: V[][] = [
    [p(0, 0, 0), p(0, 1, 0), p(1, 1, 0), p(1, 0, 0)],
    [p(0, 0, 1), p(1, 0, 1), p(1, 1, 1), p(0, 1, 1)],
    [p(0, 0, 0), p(1, 0, 0), p(1, 0, 1), p(0, 0, 1)],
    [p(0, 1, 0), p(0, 1, 1), p(1, 1, 1), p(1, 1, 0)],
    [p(0, 0, 0), p(0, 0, 1), p(0, 1, 1), p(0, 1, 0)],
    [p(1, 0, 0), p(1, 1, 0), p(1, 1, 1), p(1, 0, 1)],
  ];
  return quads.flatMap(([a, b, c, d]) => [[a!, b!, c!], [a!, c!, d!]] as Triangle[]);
}

function accumulate(triangles: Triangle[]): MeshAccumulator {
  const mesh = new MeshAccumulator();
  for (const [a, b, c] of triangles) mesh.addTriangle(...a, ...b, ...c);
  return mesh;
}

const cube = (size: number, drop = 0) => accumulate(cubeTriangles(size).slice(drop));

/** The triangles with those at `indices` wound the other way. */
const flipAt = (triangles: Triangle[], ...indices: number[]): Triangle[] =>
  triangles.map(([a, b, c], i) => (indices.includes(i) ? [a, c, b] : [a, b, c]));

describe('MeshAccumulator', () => {
  it('measures a closed cube: 12 triangles, size, area, volume, watertight', () => {
    expect(cube(2).finish()).toMatchObject({ triangles: 12, size: { x: 2, y: 2, z: 2 }, surfaceArea: 24, volume: expect.closeTo(8, 9), watertight: true });
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

describe('MeshAccumulator printability', () => {
  it('finds a closed cube printable: no open or shared edges, Euler number 2, one shell, bottom on the bed', () => {
    expect(cube(2).finish().printability).toEqual({
      boundaryEdges: 0, nonManifoldEdges: 0, windingConsistent: true, flippedFaces: 0, shells: 1, degenerateFaces: 0, eulerNumber: 2, overhangArea: 0, overhangPercent: 0,
    });
  });

  it('counts the 4 rim edges of a cube with its top face removed, and Euler number 1', () => {
    const open = accumulate(cubeTriangles(1).filter((_, i) => i !== 2 && i !== 3)).finish();
    expect(open.printability).toMatchObject({ boundaryEdges: 4, nonManifoldEdges: 0, eulerNumber: 1, shells: 1, windingConsistent: true });
    expect(open.watertight).toBe(false);
  });

  it('counts two disjoint cubes as two shells, Euler number 4; the upper bottom is overhang', () => {
    const two = accumulate([...cubeTriangles(1), ...cubeTriangles(1, [0, 0, 3])]).finish(10);
    expect(two.printability).toMatchObject({ shells: 2, eulerNumber: 4, boundaryEdges: 0, windingConsistent: true });
    // The upper cube's 1 × 1 bottom, at scale 10: 100 mm² of 1200.
    expect(two.printability!.overhangArea).toBeCloseTo(100, 9);
    expect(two.printability!.overhangPercent).toBeCloseTo(100 / 12, 9);
  });

  it('finds the bed only once the lowest face is seen, whatever the order of triangles', () => {
    const upperFirst = accumulate([...cubeTriangles(1, [0, 0, 3]), ...cubeTriangles(1)]).finish();
    expect(upperFirst.printability!.overhangArea).toBeCloseTo(1, 9);
  });

  it('notices a flipped triangle: winding inconsistent, still closed, one face flipped', () => {
    const flipped = accumulate(flipAt(cubeTriangles(1), 5)).finish();
    expect(flipped.printability).toMatchObject({ windingConsistent: false, flippedFaces: 1, boundaryEdges: 0, nonManifoldEdges: 0 });
  });

  it('counts both triangles of a square face flipped as 2: they agree with each other, not with their 4 neighbours', () => {
    // Triangles 10 and 11 are the x = 1 face, sharing its diagonal.
    expect(accumulate(flipAt(cubeTriangles(1), 10, 11)).finish().printability).toMatchObject({ windingConsistent: false, flippedFaces: 2 });
  });

  it('counts nothing flipped in a cube wound wholly inside out beside a right one: each shell agrees with itself', () => {
    const inverted = flipAt(cubeTriangles(1, [0, 0, 3]), ...cubeTriangles(1).keys());
    expect(accumulate([...cubeTriangles(1), ...inverted]).finish().printability).toMatchObject({ windingConsistent: true, flippedFaces: 0, shells: 2 });
    // One triangle of the right cube flipped: that one, not the inverted cube's 12.
    expect(accumulate([...flipAt(cubeTriangles(1), 0), ...inverted]).finish().printability).toMatchObject({ windingConsistent: false, flippedFaces: 1 });
  });

  it('leaves the flipped faces uncounted over the budget, and 0 when the winding is consistent', () => {
    const within = (triangles: Triangle[], budget: number) => {
      const mesh = new MeshAccumulator(0, undefined, { faceOrientationBudget: budget });
      for (const [a, b, c] of triangles) mesh.addTriangle(...a, ...b, ...c);
      return mesh.finish().printability!;
    };
    expect(within(flipAt(cubeTriangles(1), 5), 12)).toMatchObject({ windingConsistent: false, flippedFaces: 1 });
    expect(within(flipAt(cubeTriangles(1), 5), 11)).toMatchObject({ windingConsistent: false, flippedFaces: null });
    expect(within(cubeTriangles(1), 11)).toMatchObject({ windingConsistent: true, flippedFaces: 0 });
  });

  it('counts an edge shared by three triangles as non-manifold', () => {
    const fin: Triangle = [[0, 0, 0], [1, 0, 0], [0.5, -1, 0.5]];
    expect(accumulate([...cubeTriangles(1), fin]).finish().printability).toMatchObject({ nonManifoldEdges: 1, boundaryEdges: 2, shells: 1 });
  });

  it('counts degenerate faces: two corners in one place, and three corners on a line', () => {
    const mesh = accumulate([
      [[0, 0, 0], [1, 0, 0], [1, 0, 0]],
      [[0, 0, 0], [1, 1, 1], [2, 2, 2]],
      [[0, 0, 0], [1, 0, 0], [0, 1, 0]],
    ]);
    expect(mesh.finish().printability!.degenerateFaces).toBe(2);
  });

  it('leaves printability out when asked to, for the benchmark', () => {
    const mesh = new MeshAccumulator(0, undefined, { printability: false });
    for (const [a, b, c] of cubeTriangles(1)) mesh.addTriangle(...a, ...b, ...c);
    expect(mesh.finish()).toMatchObject({ watertight: true, printability: null });
  });
});
