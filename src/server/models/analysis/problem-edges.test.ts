import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLIPPED_FACE_LIMIT } from './face-orientation';
import { EdgeTable } from './hash-tables';
import { MeshAccumulator } from './mesh-accumulator';
import { PROBLEM_EDGE_LIMIT, type MeshAnalysis } from './mesh-analysis';
import { analyseFixture, meshFixtures } from './printability-fixture-files';
import { CUBE_QUADS } from '../../test/cube-stl';
import { triangleCollector } from './printability-reference';
import { THIN_POINT_LIMIT } from './thin-walls';

type V = [number, number, number];

function accumulate(quads: V[][], extra: V[][] = []): MeshAccumulator {
  const mesh = new MeshAccumulator();
  for (const [a, b, c, d] of quads) {
    mesh.addTriangle(...a!, ...b!, ...c!);
    mesh.addTriangle(...a!, ...c!, ...d!);
  }
  for (const [a, b, c] of extra) mesh.addTriangle(...a!, ...b!, ...c!);
  return mesh;
}

/** Segments as sorted strings of their two ends, so the order of ends and of edges does not matter. */
function segments(positions: Float32Array): string[] {
  const out: string[] = [];
  for (let i = 0; i < positions.length; i += 6) {
    const a = [...positions.subarray(i, i + 3)].join(',');
    const b = [...positions.subarray(i + 3, i + 6)].join(',');
    out.push([a, b].sort().join(' '));
  }
  return out.sort();
}

const openTop = () => accumulate(CUBE_QUADS.slice(0, 5));

describe('problem edges: where the open and non-manifold edges are', () => {
  it('finds the 4 rim edges of a cube with its top removed, all at z = 1', () => {
    const { problemAreas, printability } = openTop().finish();
    expect(printability!.boundaryEdges).toBe(4);
    expect(problemAreas!.nonManifold).toHaveLength(0);
    expect(segments(problemAreas!.open)).toEqual(['0,0,1 1,0,1', '0,0,1 0,1,1', '0,1,1 1,1,1', '1,0,1 1,1,1'].sort());
  });

  it('finds none on a closed cube', () => {
    const { problemAreas } = accumulate(CUBE_QUADS).finish();
    expect(problemAreas).toEqual({ open: new Float32Array(0), nonManifold: new Float32Array(0), flipped: new Float32Array(0), thin: new Float32Array(0) });
  });

  it('finds the edge a fin shares with the cube as non-manifold, and the fin\'s own two edges as open', () => {
    const { problemAreas } = accumulate(CUBE_QUADS, [[[0, 0, 0], [1, 0, 0], [0.5, -1, 0]]]).finish();
    expect(segments(problemAreas!.nonManifold)).toEqual(['0,0,0 1,0,0']);
    expect(segments(problemAreas!.open)).toEqual(['0,0,0 0.5,-1,0', '0.5,-1,0 1,0,0']);
  });

  it('gives positions in the view\'s millimetres: the unit scale, or the glTF scale when it differs', () => {
    expect(openTop().finish(25.4).problemAreas!.open.filter((_, i) => i % 3 === 2)).toEqual(new Float32Array(8).fill(25.4));
    const gltf = openTop().finish(1, 1000);
    expect(gltf.size.z).toBe(1);
    expect(gltf.problemAreas!.open.filter((_, i) => i % 3 === 2)).toEqual(new Float32Array(8).fill(1000));
  });

  it(`keeps at most ${PROBLEM_EDGE_LIMIT} of each kind, and counts them all`, () => {
    const mesh = new MeshAccumulator();
    // 2,000 separate triangles: 6,000 open edges.
    for (let i = 0; i < 2000; i++) mesh.addTriangle(i * 3, 0, 0, i * 3 + 1, 0, 0, i * 3, 1, 0);
    const { problemAreas, printability } = mesh.finish();
    expect(printability!.boundaryEdges).toBe(6000);
    expect(problemAreas!.open).toHaveLength(PROBLEM_EDGE_LIMIT * 6);
    const table = new EdgeTable();
    for (const key of [1, 2, 3]) table.add(key);
    for (const key of [4, 4, 4, 5, 5, 5]) table.add(key);
    const keys = table.problemKeys(2, 2);
    expect([keys.open.length, keys.nonManifold.length]).toEqual([2, 2]);
    expect(table.problemKeys(5, 5)).toEqual({ open: expect.arrayContaining([1, 2, 3]), nonManifold: expect.arrayContaining([4, 5]) });
  });

  it('is left out with printability', () => {
    const mesh = new MeshAccumulator(0, undefined, { printability: false });
    mesh.addTriangle(0, 0, 0, 1, 0, 0, 0, 1, 0);
    expect(mesh.finish().problemAreas).toBeNull();
  });
});

/** The open and non-manifold edges of a triangle soup, as trimesh finds them: merged at 8 decimals. */
function referenceEdges(soup: number[]): { open: number[][]; nonManifold: number[][] } {
  const round = (v: number) => Math.round(v * 1e8);
  const counts = new Map<string, { count: number; ends: number[] }>();
  for (let t = 0; t < soup.length; t += 9) {
    for (const [p, q] of [[0, 3], [3, 6], [6, 0]] as const) {
      const a = soup.slice(t + p, t + p + 3), b = soup.slice(t + q, t + q + 3);
      const ka = a.map(round).join(','), kb = b.map(round).join(',');
      const key = ka < kb ? `${ka} ${kb}` : `${kb} ${ka}`;
      const entry = counts.get(key) ?? { count: 0, ends: [...a, ...b] };
      entry.count += 1;
      counts.set(key, entry);
    }
  }
  const all = [...counts.values()];
  return { open: all.filter((e) => e.count === 1).map((e) => e.ends), nonManifold: all.filter((e) => e.count > 2).map((e) => e.ends) };
}

/** Each streamed segment is one of the reference's (either way round, within `tolerance`), and there are as many. */
function expectSameSegments(streamed: Float32Array, reference: number[][], scale: number, tolerance: number, what: string): void {
  expect(streamed.length / 6, what).toBe(Math.min(reference.length, PROBLEM_EDGE_LIMIT));
  const near = (s: number, r: number) => Math.abs(s - r * scale) <= tolerance;
  for (let i = 0; i < streamed.length; i += 6) {
    const s = streamed.subarray(i, i + 6);
    const found = reference.some((r) =>
      [0, 1, 2, 3, 4, 5].every((k) => near(s[k]!, r[k]!)) || [0, 1, 2, 3, 4, 5].every((k) => near(s[k]!, r[(k + 3) % 6]!)),
    );
    expect(found, `${what}: segment ${[...s].join(', ')}`).toBe(true);
  }
}

describe('problem edges on the fixtures', () => {
  it.each(meshFixtures().map((file) => [path.basename(file), file] as const))('%s', async (name, file) => {
    const { soup, sink } = triangleCollector();
    const analysis: MeshAnalysis = await analyseFixture(file, sink);
    const { boundaryEdges, nonManifoldEdges } = analysis.printability!;
    let low = Infinity, high = -Infinity;
    for (let i = 0; i < soup.length; i += 3) [low, high] = [Math.min(low, soup[i]!), Math.max(high, soup[i]!)];
    const extent = high - low;
    // The sink sees file units after transforms; the view draws glTF ×1000 and 3MF in its unit's mm.
    const scale = name.endsWith('.glb') ? 1000 : extent > 0 ? analysis.size.x / extent : 1;
    const reference = referenceEdges(soup);
    expect([reference.open.length, reference.nonManifold.length]).toEqual([boundaryEdges, nonManifoldEdges]);
    const tolerance = Math.max(extent * scale * 1e-6, 1e-6);
    expectSameSegments(analysis.problemAreas!.open, reference.open, scale, tolerance, `${name} open`);
    expectSameSegments(analysis.problemAreas!.nonManifold, reference.nonManifold, scale, tolerance, `${name} non-manifold`);
    // Flipped faces and thin samples (decision 096): as many as counted, up to their caps.
    const { flippedFaces } = analysis.printability!;
    expect(analysis.problemAreas!.flipped.length, `${name} flipped`).toBe(9 * Math.min(flippedFaces ?? 0, FLIPPED_FACE_LIMIT));
    const walls = analysis.thinWalls!;
    const thin = walls.thinPercent === null ? 0 : Math.round((walls.thinPercent * walls.samples) / 100);
    expect(analysis.problemAreas!.thin.length, `${name} thin`).toBe(3 * Math.min(thin, THIN_POINT_LIMIT));
  }, 60_000);
});
