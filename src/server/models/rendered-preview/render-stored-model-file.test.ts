import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import pino from 'pino';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { createAnalysisPool } from '../analysis-pool/analysis-pool';
import { createLocalStorage } from '../../storage/local-storage';
import { FIXTURES_DIR } from '../../test/model-factories';
import { analyseMeshStream } from '../analyse-mesh-stream';
import { drawingCost } from './drawing-cost';
import { drawnShare } from './drawn-share';
import { PreviewTriangles } from './preview-triangles';
import { MAX_DRAWING_COST } from './draw-mesh-preview';
import { renderStoredModelFile } from './render-stored-model-file';
import { noisyStlBytes } from '../../test/noisy-stl';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'meshmandi-render-'));
const storage = createLocalStorage(path.join(root, 'store'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function render(name: string, format: string): Promise<Buffer> {
  const key = `models/u/m/${name}`;
  await storage.put(key, fs.readFileSync(path.join(FIXTURES_DIR, name)));
  return renderStoredModelFile(storage, { storageKey: key, format }, path.join(root, 'tmp'));
}

/** An ASCII STL whose only triangle has its corners on one line: readable, but nothing to see. */
const FLAT_STL = Buffer.from('solid flat\nfacet normal 0 0 0\nouter loop\nvertex 0 0 0\nvertex 1 1 1\nvertex 2 2 2\nendloop\nendfacet\nendsolid flat\n');


describe('renderStoredModelFile', () => {
  it.each([
    ['20mm-xyz-cube.stl', 'stl'],
    ['teapot.stl', 'stl'],
    ['box.obj', 'obj'],
    ['core_cube_gears.3mf', '3mf'],
    ['fuze.ply', 'ply'],
    ['Duck.glb', 'glb'],
    ['monkey.glb', 'glb'],
  ])('draws %s from storage, filling a good part of a 1600 × 1200 picture', async (name, format) => {
    const png = await render(name, format);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1600, height: 1200 });
    expect(await drawnShare(png)).toBeGreaterThan(0.1);
  });

  it('refuses a file with no triangles, and one whose triangles have no area (nothing would show)', async () => {
    await expect(render('empty.stl', 'stl')).rejects.toThrow();
    await storage.put('models/u/m/flat.stl', FLAT_STL);
    await expect(renderStoredModelFile(storage, { storageKey: 'models/u/m/flat.stl', format: 'stl' }, path.join(root, 'tmp'))).rejects.toThrow(/nothing to draw/);
  });

  it('draws in an analysis pool worker: the event loop keeps answering while a costly model is drawn', async () => {
    // 900 random triangles cost most of what a drawing may (MAX_DRAWING_COST): about a second of a
    // core. Drawn on the event loop, a timer due every 5 ms would not fire until the picture was done.
    await storage.put('models/u/m/costly.stl', noisyStlBytes(900));
    const pool = createAnalysisPool({
      settings: { workers: 1, memoryMb: 512, timeoutMs: 60_000, nice: 0 },
      storage,
      storageConfig: { driver: 'local', root: path.join(root, 'store') },
      tempDir: path.join(root, 'tmp'),
      log: pino({ level: 'silent' }),
    });
    onTestFinished(() => pool.close());
    let ticks = 0;
    let drawn = false;
    const drawing = pool.run({ kind: 'render-stored', key: 'models/u/m/costly.stl', format: 'stl' }).finally(() => (drawn = true));
    const timer = setInterval(() => (ticks += drawn ? 0 : 1), 5);
    const picture = await drawing;
    clearInterval(timer);
    expect(await drawnShare(picture)).toBeGreaterThan(0.1);
    expect(ticks).toBeGreaterThan(40);
  });

  it('refuses noise at once rather than hold the event loop for minutes drawing it', async () => {
    // 20,000 random triangles cost about 1,400 pictures: some 20 s of a blocked event loop if drawn.
    await storage.put('models/u/m/noisy.stl', noisyStlBytes(20_000));
    const started = Date.now();
    await expect(renderStoredModelFile(storage, { storageKey: 'models/u/m/noisy.stl', format: 'stl' }, path.join(root, 'tmp'))).rejects.toThrow(/overlapping each other/);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('drawingCost', () => {
  it('is a few pictures for ordinary models and thousands for noise', async () => {
    const costOf = async (bytes: Buffer) => {
      const triangles = new PreviewTriangles();
      await analyseMeshStream(Readable.from([bytes]), 'stl', triangles.add);
      return drawingCost(triangles.toMesh(false), 1600, 1200) / (1600 * 1200);
    };
    for (const name of ['20mm-xyz-cube.stl', 'teapot.stl', 'cylinder.stl']) expect(await costOf(fs.readFileSync(path.join(FIXTURES_DIR, name)))).toBeLessThan(MAX_DRAWING_COST / 5);
    expect(await costOf(noisyStlBytes(2000))).toBeGreaterThan(MAX_DRAWING_COST);
  });
});

describe('PreviewTriangles', () => {
  it('keeps every triangle up to its cap, then a clustered mesh that still covers the whole surface', () => {
    const small = new PreviewTriangles(100);
    for (let i = 0; i < 100; i++) small.add(i, 0, 0, i + 1, 0, 0, i, 1, 0);
    expect(small.counts).toEqual({ seen: 100, kept: 100, cell: 0 });
    // A 100 × 100 square in 20,000 triangles, kept in at most 1,000.
    const large = new PreviewTriangles(1000);
    for (let x = 0; x < 100; x++) {
      for (let y = 0; y < 100; y++) {
        large.add(x, y, 0, x + 1, y, 0, x + 1, y + 1, 0);
        large.add(x, y, 0, x + 1, y + 1, 0, x, y + 1, 0);
      }
    }
    expect(large.counts.seen).toBe(20_000);
    expect(large.counts.kept).toBeLessThanOrEqual(1000);
    expect(large.counts.cell).toBeGreaterThan(1);
    // No holes: the kept triangles' areas still add up to the square's (within a cell along its edges).
    const { positions: p, indices: ix } = large.toMesh(false);
    let area = 0;
    for (let t = 0; t < ix.length; t += 3) {
      const [a, b, c] = [3 * ix[t]!, 3 * ix[t + 1]!, 3 * ix[t + 2]!];
      area += Math.abs((p[b]! - p[a]!) * (p[c + 1]! - p[a + 1]!) - (p[c]! - p[a]!) * (p[b + 1]! - p[a + 1]!)) / 2;
    }
    expect(area).toBeGreaterThan(10_000 * 0.85);
    expect(area).toBeLessThan(10_000 * 1.15);
  });

  it('merges corners at the same position into one vertex and turns Y-up files upright', () => {
    const triangles = new PreviewTriangles();
    triangles.add(0, 0, 0, 1, 0, 0, 0, 1, 0);
    triangles.add(1, 0, 0, 1, 1, 0, 0, 1, 0);
    const mesh = triangles.toMesh(true);
    expect(mesh.positions.length).toBe(4 * 3);
    expect([...mesh.indices]).toEqual([0, 1, 2, 1, 3, 2]);
    // Y up (0, 1, 0) becomes Z up (0, 0, 1).
    expect([...mesh.positions.slice(6, 9)]).toEqual([0, -0, 1]);
  });
});
