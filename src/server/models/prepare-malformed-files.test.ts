import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { AppError } from '../../shared/app-error';
import { createLocalStorage } from '../storage/local-storage';
import { fixture } from '../test/model-factories';
import { createAnalysisPool, type AnalysisPool } from './analysis-pool/analysis-pool';
import { prepareModelFiles } from './store-model-files';

/**
 * The class behind issue 9 item 13: every damaged copy of a real file must either be measured or
 * be refused with a 400 at publish time. Anything else (a crash in a parser, left for the
 * background worker) would publish a model whose analysis then fails.
 */
const SOURCES = [
  '20mm-xyz-cube.stl', // binary STL
  'cylinder.stl',
  'fuji_obj.stl', // ASCII STL
  'box.obj',
  'two_objects.obj',
  'BoxTextured.ply',
  'fuze.ply', // binary PLY
  'fuze_ascii.ply',
  'cube.glb',
  'Mesh_PrimitiveMode_04.gltf',
  'core_box.3mf',
  'core_cylinder.3mf',
];

/** A fixed pseudo-random sequence, so a failure names a case that can be run again. */
function* numbers(seed: number): Generator<number> {
  let state = seed;
  for (;;) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    yield state;
  }
}

function damagedCopies(bytes: Buffer, seed: number): [string, Buffer][] {
  const copies: [string, Buffer][] = [];
  for (const fraction of [0.1, 0.5, 0.9]) copies.push([`cut at ${fraction * 100} %`, bytes.subarray(0, Math.floor(bytes.length * fraction))]);
  copies.push(['last byte missing', bytes.subarray(0, bytes.length - 1)]);
  const random = numbers(seed);
  for (let round = 0; round < 6; round += 1) {
    const copy = Buffer.from(bytes);
    // Spare the first 8 bytes, so the copy is still recognised as its format and reaches the analyser.
    for (let flips = 0; flips < 4; flips += 1) copy[8 + (random.next().value as number) % (copy.length - 8)] = (random.next().value as number) % 256;
    copies.push([`bytes changed (round ${round})`, copy]);
  }
  return copies;
}

let dir = '';
let pool: AnalysisPool;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'meshmandi-malformed-'));
  // In a worker, as the server measures them: an error must come back as the one thrown in there.
  const storage = { driver: 'local', root: path.join(dir, 'files') } as const;
  pool = createAnalysisPool({
    settings: { workers: 1, memoryMb: 512, timeoutMs: 60_000, nice: 0 },
    storage: createLocalStorage(storage.root),
    storageConfig: storage,
    tempDir: path.join(dir, 'tmp'),
    log: pino({ level: 'silent' }),
  });
});
afterAll(async () => {
  await pool.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('prepareModelFiles on damaged copies of real files', () => {
  it.each(SOURCES)('measures or refuses every damaged copy of %s', async (name) => {
    const bytes = fixture(name);
    const outcomes: string[] = [];
    for (const [what, copy] of damagedCopies(bytes, bytes.length)) {
      const file = path.join(dir, `${what.replace(/\W+/g, '-')}-${name}`);
      await fs.writeFile(file, copy);
      try {
        const [checked] = await prepareModelFiles(pool, [{ path: file, fileName: name, size: copy.length }]);
        // Accepted: then it was measured now, not left for the worker to fail on.
        if (checked!.analysed && !checked!.analysis) outcomes.push(`${what}: published unmeasured`);
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'invalid-argument') outcomes.push(`${what}: ${String(error)}`);
        else expect(error.message.startsWith(name)).toBe(true);
      }
    }
    expect(outcomes).toEqual([]);
  });
});
