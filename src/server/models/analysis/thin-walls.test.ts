import { describe, expect, it } from 'vitest';
import { MINIMUM_WALL_MM, THIN_WALL_SAMPLES, ThinWallSoup } from './thin-walls';

/** A closed box from the origin to (x, y, z), wound outward (12 triangles), optionally scaled. */
function box(x: number, y: number, z: number): number[][] {
  const c = (i: number) => [i & 1 ? x : 0, i & 2 ? y : 0, i & 4 ? z : 0];
  // Each face's corners counter-clockwise seen from outside.
  const quads = [[0, 2, 3, 1], [4, 5, 7, 6], [0, 1, 5, 4], [2, 6, 7, 3], [0, 4, 6, 2], [1, 3, 7, 5]];
  return quads.flatMap(([a, b, cc, d]) => [[...c(a!), ...c(b!), ...c(cc!)], [...c(a!), ...c(cc!), ...c(d!)]]);
}

/** The soup's estimate, without the points (tested apart). */
const wallsOf = (soup: ThinWallSoup, closed: boolean, inverted: boolean, scale: number) => soup.estimate(closed, inverted, scale).walls;

function soupOf(triangles: number[][], budget?: number): ThinWallSoup {
  const soup = new ThinWallSoup(budget);
  for (const t of triangles) soup.add(...(t as [number, number, number, number, number, number, number, number, number]));
  return soup;
}

describe('thin-wall estimate', () => {
  it('finds the big faces of a 10 × 10 × 0.5 mm plate thin, and its thinnest wall 0.5 mm', () => {
    const walls = wallsOf(soupOf(box(10, 10, 0.5)), true, false, 1);
    // The two big faces are 200 of the 220 mm² of surface.
    expect(walls.thinPercent).toBeGreaterThan(88);
    expect(walls.thinPercent).toBeLessThan(94);
    expect(walls.thinnest).toBeCloseTo(0.5, 5);
    expect(walls.samples).toBe(THIN_WALL_SAMPLES);
    expect(walls).toMatchObject({ minimumWall: MINIMUM_WALL_MM, notEstimated: null });
  });

  it('finds no thin wall in a 10 mm cube', () => {
    const walls = wallsOf(soupOf(box(10, 10, 10)), true, false, 1);
    expect(walls.thinPercent).toBe(0);
    expect(walls.thinnest).toBeCloseTo(10, 5);
  });

  it('measures in millimetres after the unit scale', () => {
    // A 1 × 1 × 0.05 cm plate, in a file whose unit is the centimetre.
    const walls = wallsOf(soupOf(box(1, 1, 0.05)), true, false, 10);
    expect(walls.thinnest).toBeCloseTo(0.5, 5);
    expect(walls.thinPercent).toBeGreaterThan(88);
    // The same plate in inches is 1.27 mm thick: nothing under 0.8 mm.
    expect(wallsOf(soupOf(box(1, 1, 0.05)), true, false, 25.4).thinPercent).toBe(0);
  });

  it('measures a surface wound inside out the same, told so by its negative volume', () => {
    const inside = box(10, 10, 0.5).map((t) => [...t.slice(0, 3), ...t.slice(6, 9), ...t.slice(3, 6)]);
    expect(wallsOf(soupOf(inside), true, true, 1)).toEqual(wallsOf(soupOf(box(10, 10, 0.5)), true, false, 1));
  });

  it('gives the same figures twice', () => {
    expect(wallsOf(soupOf(box(10, 10, 0.5)), true, false, 1)).toEqual(wallsOf(soupOf(box(10, 10, 0.5)), true, false, 1));
  });

  it('does not estimate a file over the triangle budget, nor a surface that is not closed', () => {
    expect(wallsOf(soupOf(box(10, 10, 0.5), 11), true, false, 1)).toEqual({ minimumWall: MINIMUM_WALL_MM, thinPercent: null, thinnest: null, samples: 0, notEstimated: 'too-large' });
    expect(wallsOf(soupOf(box(10, 10, 0.5), 12), true, false, 1).notEstimated).toBeNull();
    // A binary STL's header over the budget: nothing is held from the first triangle.
    expect(wallsOf(new ThinWallSoup(11, 12), true, false, 1).notEstimated).toBe('too-large');
    expect(wallsOf(soupOf(box(10, 10, 0.5).slice(1)), false, false, 1)).toMatchObject({ thinPercent: null, notEstimated: 'not-closed' });
  });

  it('holds a soup that grows past its first block', () => {
    // 3,000 stacked 10 mm cubes 20 mm apart: 36,000 triangles, none thin.
    const cubes = Array.from({ length: 3000 }, (_, i) => box(10, 10, 10).map((t) => t.map((v, k) => (k % 3 === 0 ? v + i * 20 : v)))).flat();
    const walls = wallsOf(soupOf(cubes), true, false, 1);
    expect(walls.thinPercent).toBe(0);
    expect(walls.thinnest).toBeCloseTo(10, 4);
  });
});
