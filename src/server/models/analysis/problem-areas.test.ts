import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLIPPED_FACE_LIMIT } from './face-orientation';
import { MeshAccumulator } from './mesh-accumulator';
import { analyseFixture } from './printability-fixture-files';
import { referencePrintability, triangleCollector } from './printability-reference';
import { fixtures } from './stream-fixtures';
import { THIN_POINT_LIMIT } from './thin-walls';

/** A closed box from `at` to `at` + (x, y, z), wound outward: 12 triangles of nine numbers. */
function box(x: number, y: number, z: number, [ox, oy, oz] = [0, 0, 0]): number[][] {
  const c = (i: number) => [ox + (i & 1 ? x : 0), oy + (i & 2 ? y : 0), oz + (i & 4 ? z : 0)];
  const quads = [[0, 2, 3, 1], [4, 5, 7, 6], [0, 1, 5, 4], [2, 6, 7, 3], [0, 4, 6, 2], [1, 3, 7, 5]];
  return quads.flatMap(([a, b, cc, d]) => [[...c(a!), ...c(b!), ...c(cc!)], [...c(a!), ...c(cc!), ...c(d!)]]);
}

const flip = (t: number[]): number[] => [...t.slice(0, 3), ...t.slice(6, 9), ...t.slice(3, 6)];

function analyse(triangles: number[][], scale = 1, viewScale = scale) {
  const mesh = new MeshAccumulator();
  for (const t of triangles) mesh.addTriangle(...(t as [number, number, number, number, number, number, number, number, number]));
  return mesh.finish(scale, viewScale);
}

/** The positions as faces of nine numbers each. */
const facesOf = (positions: Float32Array): number[][] => Array.from({ length: positions.length / 9 }, (_, i) => [...positions.subarray(9 * i, 9 * i + 9)]);

/** Which triangle of `soup` a kept face is: the same corners in the same turn (same winding), to float32 precision. */
function indexIn(soup: number[][], face: number[]): number {
  const turns = [face, [...face.slice(3), ...face.slice(0, 3)], [...face.slice(6), ...face.slice(0, 6)]];
  return soup.findIndex((t) => turns.some((turn) => turn.every((v, k) => Math.abs(v - t[k]!) <= 1e-5 * Math.max(1, Math.abs(t[k]!)))));
}

describe('flipped faces kept for the 3D view (decision 096)', () => {
  it('keeps the one flipped triangle of a cube, corners in its own winding', () => {
    const triangles = box(1, 1, 1).map((t, i) => (i === 5 ? flip(t) : t));
    const { problemAreas, printability } = analyse(triangles);
    expect(printability!.flippedFaces).toBe(1);
    expect([...problemAreas!.flipped]).toEqual(triangles[5]);
    expect(problemAreas!.thin).toHaveLength(0);
  });

  it('keeps both triangles of a flipped square, in the unit scale and the glTF view scale', () => {
    const triangles = box(1, 1, 1).map((t, i) => (i === 10 || i === 11 ? flip(t) : t));
    const inches = analyse(triangles, 25.4).problemAreas!.flipped;
    expect(facesOf(inches).map((f) => indexIn(triangles.map((t) => t.map((v) => v * 25.4)), f)).sort()).toEqual([10, 11]);
    const gltf = analyse(triangles, 1, 1000).problemAreas!.flipped;
    expect(facesOf(gltf).map((f) => indexIn(triangles.map((t) => t.map((v) => v * 1000)), f)).sort()).toEqual([10, 11]);
  });

  it('keeps none for a consistent file, nor for a shell wound wholly inside out', () => {
    expect(analyse(box(1, 1, 1)).problemAreas!.flipped).toHaveLength(0);
    expect(analyse([...box(1, 1, 1), ...box(1, 1, 1, [3, 0, 0]).map(flip)]).problemAreas!.flipped).toHaveLength(0);
  });

  it('keeps the 6 faces of multibody.stl that disagree with their box: turning them back leaves nothing flipped', async () => {
    const { soup, sink } = triangleCollector();
    const analysis = await analyseFixture(path.join(fixtures, 'multibody.stl'), sink);
    const triangles = Array.from({ length: soup.length / 9 }, (_, i) => soup.slice(9 * i, 9 * i + 9));
    const kept = facesOf(analysis.problemAreas!.flipped).map((f) => indexIn(triangles, f));
    expect(analysis.printability!.flippedFaces).toBe(6);
    expect(new Set(kept).size).toBe(6);
    expect(kept).not.toContain(-1);
    const turned = triangles.map((t, i) => (kept.includes(i) ? flip(t) : t));
    expect(referencePrintability(turned.flat())).toMatchObject({ windingConsistent: true, flippedFaces: 0 });
  });

  it(`keeps ${FLIPPED_FACE_LIMIT} of more, spread from the file's first part to its last`, () => {
    // 6,000 separate boxes 2 mm apart along x, each with one triangle flipped.
    const triangles = Array.from({ length: 6000 }, (_, i) => box(1, 1, 1, [2 * i, 0, 0]).map((t, k) => (k === 4 ? flip(t) : t))).flat();
    const { problemAreas, printability } = analyse(triangles);
    expect(printability!.flippedFaces).toBe(6000);
    const faces = facesOf(problemAreas!.flipped);
    expect(faces).toHaveLength(FLIPPED_FACE_LIMIT);
    const xs = faces.map((f) => f[0]!);
    expect(Math.min(...xs)).toBeLessThan(2 * 10);
    expect(Math.max(...xs)).toBeGreaterThanOrEqual(2 * 5990);
    // One face a box, never two from one.
    expect(new Set(xs.map((x) => Math.floor(x / 2))).size).toBe(FLIPPED_FACE_LIMIT);
  });
});

describe('thin-wall samples kept for the 3D view (decision 096)', () => {
  it(`keeps ${THIN_POINT_LIMIT} of a 20 × 20 × 0.4 mm plate's thin samples, each on one of its big faces`, () => {
    const { problemAreas, thinWalls } = analyse(box(20, 20, 0.4));
    const thin = Math.round((thinWalls!.thinPercent! * thinWalls!.samples) / 100);
    expect(thin).toBeGreaterThan(THIN_POINT_LIMIT);
    const points = problemAreas!.thin;
    expect(points).toHaveLength(3 * THIN_POINT_LIMIT);
    for (let i = 0; i < points.length; i += 3) {
      expect(Math.min(Math.abs(points[i + 2]!), Math.abs(points[i + 2]! - 0.4))).toBeLessThan(1e-6);
      expect(points[i]).toBeGreaterThanOrEqual(0);
      expect(points[i]).toBeLessThanOrEqual(20);
    }
    expect(problemAreas!.flipped).toHaveLength(0);
  });

  it('keeps every thin sample when there are fewer than the cap, all on the thin part, in the view\'s millimetres', () => {
    // A 10 × 10 × 0.5 plate beside a 20 mm cube: about 8 % of the surface is thin.
    const triangles = [...box(10, 10, 0.5), ...box(20, 20, 20, [30, 0, 0])];
    // In millimetres; in inches (a 3MF unit: figures and view both scaled); in glTF's metres (figures as read, the view ×1000).
    for (const [unit, scale, viewScale] of [[1, 1, 1], [25.4, 25.4, 25.4], [1000, 1, 1000]] as const) {
      const { problemAreas, thinWalls } = analyse(triangles.map((t) => t.map((v) => v / unit)), scale, viewScale);
      const points = problemAreas!.thin;
      expect(points.length / 3).toBe(Math.round((thinWalls!.thinPercent! * thinWalls!.samples) / 100));
      expect(points.length / 3).toBeGreaterThan(400);
      expect(points.length / 3).toBeLessThan(1200);
      for (let i = 0; i < points.length; i += 3) expect(points[i]).toBeLessThanOrEqual(10 + 1e-4);
    }
  });

  it('keeps none where no wall is thin, nor where none is estimated (an open surface)', () => {
    expect(analyse(box(10, 10, 10)).problemAreas!.thin).toHaveLength(0);
    expect(analyse(box(10, 10, 0.5).slice(1)).problemAreas!.thin).toHaveLength(0);
  });
});
