import { describe, expect, it } from 'vitest';
import { edgeReport } from './edge-report';
import { extrude } from './extrude';
import { meshBounds, signedVolume, type Mesh, type Vec2 } from './mesh';
import { circle, convexHull, offsetOutline, roundedRect, star } from './outlines';
import { box, cone, cylinder, sphere, torus } from './primitives';
import { revolve } from './revolve';
import { sweepTube } from './sweep-tube';
import { merge, rotate, scale, translate } from './transform';
import { triangulatePolygon } from './triangulate-polygon';

function expectClosed(mesh: Mesh): void {
  expect(edgeReport(mesh)).toEqual({ open: 0, bad: 0, degenerate: 0 });
  expect(signedVolume(mesh)).toBeGreaterThan(0);
}

const area = (ring: Vec2[]) => ring.reduce((sum, a, i) => {
  const b = ring[(i + 1) % ring.length]!;
  return sum + a[0] * b[1] - b[0] * a[1];
}, 0) / 2;

describe('primitives', () => {
  it.each([
    ['box', box(10, 20, 30), 6000],
    ['cylinder', cylinder(5, 10, 256), Math.PI * 250],
    ['cone', cone(6, 0, 9, 256), (Math.PI * 36 * 9) / 3],
    ['frustum', cone(6, 3, 9, 256), (Math.PI * 9 * (36 + 18 + 9)) / 3],
    ['sphere', sphere(10, 256, 128), (4 / 3) * Math.PI * 1000],
    ['torus', torus(20, 5, 256, 128), 2 * Math.PI ** 2 * 20 * 25],
  ] as const)('%s is closed, wound outwards and has the right volume', (_name, mesh, volume) => {
    expectClosed(mesh);
    expect(signedVolume(mesh)).toBeCloseTo(volume, -Math.floor(Math.log10(volume)) + 2);
  });

  it('stands solids on z = 0 and centres the sphere on the origin', () => {
    expect(meshBounds(cylinder(5, 10)).min[2]).toBe(0);
    expect(meshBounds(box(2, 2, 2)).max).toEqual([1, 1, 2]);
    expect(meshBounds(sphere(3)).min[2]).toBeCloseTo(-3, 5);
  });
});

describe('revolve', () => {
  it('caps a partial turn of a closed section and of an open profile', () => {
    const half = revolve([[15, -3], [21, -3], [21, 3], [15, 3]], { segments: 20, closed: true, sweep: Math.PI });
    expectClosed(half);
    expect(signedVolume(half)).toBeCloseTo((Math.PI * (21 ** 2 - 15 ** 2) * 6) / 2, -2);
    expectClosed(revolve([[0, 0], [10, 0], [10, 5], [0, 5]], { segments: 10, sweep: Math.PI / 2 }));
  });

  it('accepts a profile wound either way and one that changes with the angle', () => {
    expectClosed(revolve([[0, 5], [10, 5], [10, 0], [0, 0]], { segments: 12 }));
    expectClosed(revolve((a) => [[0, 0], [10 + Math.cos(6 * a), 0], [8, 10], [0, 10]], { segments: 36 }));
  });

  it('refuses an open profile that does not end on the axis', () => {
    expect(() => revolve([[1, 0], [10, 0], [10, 5]], { segments: 8 })).toThrow(/axis/);
  });
});

describe('extrude and triangulate', () => {
  it('extrudes a plate with three holes into one closed solid of the right volume', () => {
    const outline = roundedRect(60, 30, 5);
    const holes = [circle(3, 24, -20, 0), circle(3, 24, 0, 0), circle(3, 24, 20, 0)];
    const plate = extrude(outline, 4, holes);
    expectClosed(plate);
    expect(signedVolume(plate)).toBeCloseTo(4 * (area(outline) - holes.reduce((s, h) => s + area(h), 0)), 3);
  });

  it('covers exactly the polygon, holes left open, whatever the rings winding', () => {
    const outer = star(5, 30, 12).reverse();
    const hole = star(5, 20, 8);
    const points = [...outer, ...hole];
    const tris = triangulatePolygon(outer, [hole]);
    let sum = 0;
    for (let t = 0; t < tris.length; t += 3) {
      const [a, b, c] = [points[tris[t]!]!, points[tris[t + 1]!]!, points[tris[t + 2]!]!];
      const twice = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
      expect(twice).toBeGreaterThan(0);
      sum += twice / 2;
    }
    expect(sum).toBeCloseTo(Math.abs(area(outer)) - area(hole), 6);
  });

  it('refuses an outline that crosses itself', () => {
    expect(() => triangulatePolygon([[0, 0], [10, 10], [10, 0], [0, 10]])).toThrow(/crosses itself/);
  });

  it('offsets outlines and finds hulls', () => {
    const square: Vec2[] = [[0, 0], [10, 0], [10, 10], [0, 10]];
    expect(area(offsetOutline(square, 1))).toBeCloseTo(144, 6);
    expect(convexHull([...square, [5, 5], [5, 2]])).toHaveLength(4);
  });
});

describe('transforms', () => {
  it('keeps solids wound outwards through rotation, translation, mirroring and merging', () => {
    const part = translate(rotate(box(4, 6, 8), 'y', 30), 5, 0, 1);
    expectClosed(part);
    const mirrored = scale(part, -1, 1, 1);
    expectClosed(mirrored);
    expect(signedVolume(mirrored)).toBeCloseTo(192, 3);
    expectClosed(merge(part, translate(sphere(3), 20, 0, 0)));
  });

  it('sweeps a closed tube along a knot without a seam', () => {
    const knot = sweepTube((t) => {
      const a = 2 * Math.PI * t, r = 30 + 12 * Math.cos(3 * a);
      return [r * Math.cos(2 * a), r * Math.sin(2 * a), 12 * Math.sin(3 * a)];
    }, 300, 5);
    expectClosed(knot);
  });
});
