import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pino from 'pino';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { createLocalStorage } from '../../storage/local-storage';
import { FIXTURES_DIR } from '../../test/model-factories';
import { noisyStlBytes } from '../../test/noisy-stl';
import { analyseLocalFile } from '../analyse-local-file';
import { analyseStoredFile } from '../analyse-stored-file';
import { MeshFormatError } from '../analysis/mesh-analysis';
import { onAnalysisFinished, type AnalysisFinished } from './analysis-finished';
import { createAnalysisPool, type AnalysisPoolSettings } from './analysis-pool';
import { AnalysisWorkerError } from './analysis-worker-error';
import type { PoolWorkerOptions } from './start-analysis-worker';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'meshmandi-pool-'));
const storageConfig = { driver: 'local', root: path.join(root, 'files') } as const;
const storage = createLocalStorage(storageConfig.root);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function poolOf(settings: Partial<AnalysisPoolSettings>, startWorker?: (options: PoolWorkerOptions) => Worker) {
  const pool = createAnalysisPool({
    settings: { workers: 1, memoryMb: 512, timeoutMs: 60_000, nice: 0, ...settings },
    storage,
    storageConfig,
    tempDir: path.join(root, 'tmp'),
    log: pino({ level: 'silent' }),
    ...(startWorker ? { startWorker } : {}),
  });
  onTestFinished(() => pool.close());
  return pool;
}

/**
 * A stand-in worker that misbehaves as a file's name says (the pool is what is tested here): it
 * exits, throws where nothing catches, fills its heap, never answers, or answers after 150 ms.
 */
const MISBEHAVING = `
const { parentPort } = require('node:worker_threads');
const answer = (id) => parentPort.postMessage({ id, value: { triangles: 12, size: { x: 1, y: 1, z: 1 }, surfaceArea: 6, volume: 1, watertight: true } });
parentPort.on('message', ({ id, task }) => {
  if (task.path === 'exits') process.exit(3);
  if (task.path === 'throws') return void setImmediate(() => { throw new Error('broken'); });
  if (task.path === 'fills-heap') { const kept = []; for (;;) kept.push(new Array(100000).fill(kept.length)); }
  if (task.path === 'hangs') return;
  if (task.path.startsWith('slow')) return void setTimeout(() => answer(id), 150);
  answer(id);
});`;
const misbehaving = (options: PoolWorkerOptions) => new Worker(MISBEHAVING, { ...options, eval: true });
const fileTask = (name: string) => ({ kind: 'analyse-file', path: name, format: 'stl' }) as const;

describe('the analysis pool', () => {
  it('measures files exactly as the analysers do in process, from disk and from storage', async () => {
    const pool = poolOf({ workers: 2 });
    const files: [string, string][] = [['20mm-xyz-cube.stl', 'stl'], ['teapot.stl', 'stl'], ['box.obj', 'obj'], ['fuze.ply', 'ply'], ['Duck.glb', 'glb'], ['core_cube_gears.3mf', '3mf']];
    for (const [name, format] of files) {
      const file = path.join(FIXTURES_DIR, name);
      await storage.put(`models/u/m/${name}`, fs.readFileSync(file));
      expect(await pool.run({ kind: 'analyse-file', path: file, format })).toEqual(await analyseLocalFile(file, format));
      expect(await pool.run({ kind: 'analyse-stored', key: `models/u/m/${name}`, format })).toEqual(await analyseStoredFile(storage, `models/u/m/${name}`, format));
    }
  });

  it.runIf(process.platform === 'linux')("runs its workers at the niceness it is given, leaving the event loop's thread as it was", async () => {
    // Each thread's niceness is field 19 of /proc/self/task/<tid>/stat (counted after the name in brackets).
    const threadNiceness = () =>
      fs.readdirSync('/proc/self/task').map((tid) => Number(fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]));
    const before = os.getPriority();
    expect(threadNiceness()).not.toContain(before + 7);
    const pool = poolOf({ nice: before + 7 });
    const file = path.join(FIXTURES_DIR, '20mm-xyz-cube.stl');
    expect(await pool.run({ kind: 'analyse-file', path: file, format: 'stl' })).toEqual(await analyseLocalFile(file, 'stl'));
    expect(threadNiceness()).toContain(before + 7);
    expect(os.getPriority()).toBe(before);
  });

  it("hands back the analyser's refusal as it was thrown, and a missing file with its code", async () => {
    const pool = poolOf({});
    fs.writeFileSync(path.join(root, 'empty.stl'), '');
    await expect(pool.run({ kind: 'analyse-file', path: path.join(root, 'empty.stl'), format: 'stl' })).rejects.toBeInstanceOf(MeshFormatError);
    await expect(pool.run({ kind: 'analyse-file', path: path.join(root, 'gone.stl'), format: 'stl' })).rejects.toMatchObject({ code: 'ENOENT', syscall: 'open' });
    expect(pool.depth()).toMatchObject({ workers: 1, busy: 0, waiting: 0 });
  });

  it('fails a file whose tables outgrow the memory cap, replaces the worker, and measures the next file', async () => {
    const pool = poolOf({ memoryMb: 128 });
    // 600,000 triangles whose corners are all different: about 150 MB of vertex and edge tables.
    fs.writeFileSync(path.join(root, 'noise.stl'), noisyStlBytes(600_000));
    const failed = pool.run({ kind: 'analyse-file', path: path.join(root, 'noise.stl'), format: 'stl' });
    const next = pool.run({ kind: 'analyse-file', path: path.join(FIXTURES_DIR, 'teapot.stl'), format: 'stl' });
    await expect(failed).rejects.toEqual(new AnalysisWorkerError('memory', 'This file needs more memory to analyse than the server allows one analysis (128 MB).'));
    expect((await next).triangles).toBe((await analyseLocalFile(path.join(FIXTURES_DIR, 'teapot.stl'), 'stl')).triangles);
  });

  // Only the hanging worker meets the short time limit: filling 128 MB took over 2 s on CI's loaded cores.
  it.each([
    ['exits', 'crash', 'The analysis of this file stopped unexpectedly.', 60_000],
    ['throws', 'crash', 'The analysis of this file stopped unexpectedly.', 60_000],
    ['fills-heap', 'memory', 'This file needs more memory to analyse than the server allows one analysis (128 MB).', 60_000],
    ['hangs', 'timeout', 'This file took longer to analyse than the server allows one analysis (2 s).', 2000],
  ])('fails only the file whose worker %s, then takes the next file on a new worker', async (name, reason, message, timeoutMs) => {
    const pool = poolOf({ memoryMb: 128, timeoutMs }, misbehaving);
    const failed = pool.run(fileTask(name)).catch((caught: unknown) => caught);
    const next = pool.run(fileTask('fine'));
    const error = await failed;
    expect(error).toBeInstanceOf(AnalysisWorkerError);
    expect(error).toMatchObject({ reason, message });
    expect(await next).toMatchObject({ triangles: 12 });
    expect(pool.depth()).toEqual({ workers: 1, busy: 0, waiting: 0 });
  });

  it('runs as many files at once as it has workers; the rest wait their turn in order', async () => {
    // The order files are handed to workers in, seen at the hand-over: when each ends is the loaded machine's.
    const handedOver: string[] = [];
    const watched = (options: PoolWorkerOptions) => {
      const worker = misbehaving(options);
      const post = worker.postMessage.bind(worker);
      worker.postMessage = (message: { task: { path: string } }) => {
        handedOver.push(message.task.path);
        post(message);
      };
      return worker;
    };
    const pool = poolOf({ workers: 2 }, watched);
    let mostBusy = 0;
    let mostWorkers = 0;
    const watch = setInterval(() => {
      mostBusy = Math.max(mostBusy, pool.depth().busy);
      mostWorkers = Math.max(mostWorkers, pool.depth().workers);
    }, 5);
    onTestFinished(() => clearInterval(watch));
    const runs = [0, 1, 2, 3, 4].map((n) => pool.run(fileTask(`slow-${n}`)));
    expect(pool.depth()).toEqual({ workers: 2, busy: 2, waiting: 3 });
    expect(handedOver).toEqual(['slow-0', 'slow-1']);
    await Promise.all(runs);
    expect([mostBusy, mostWorkers]).toEqual([2, 2]);
    // First come, first served.
    expect(handedOver).toEqual(['slow-0', 'slow-1', 'slow-2', 'slow-3', 'slow-4']);
  });

  it('with no workers, measures on the event loop, one file at a time', async () => {
    const pool = poolOf({ workers: 0 });
    const file = path.join(FIXTURES_DIR, 'box.obj');
    const [a, b] = [pool.run({ kind: 'analyse-file', path: file, format: 'obj' }), pool.run({ kind: 'analyse-file', path: file, format: 'obj' })];
    expect(pool.depth()).toEqual({ workers: 0, busy: 1, waiting: 1 });
    expect(await a).toEqual(await analyseLocalFile(file, 'obj'));
    expect(await b).toEqual(await a);
  });

  it('tells who listens how long each file took, and how it ended', async () => {
    const pool = poolOf({ memoryMb: 128, timeoutMs: 2000 }, misbehaving);
    const seen: AnalysisFinished[] = [];
    onTestFinished(onAnalysisFinished((finished) => seen.push(finished)));
    await pool.run(fileTask('slow'));
    await pool.run(fileTask('exits')).catch(() => undefined);
    expect(seen).toMatchObject([
      { kind: 'analyse-file', format: 'stl', outcome: 'done' },
      { kind: 'analyse-file', format: 'stl', outcome: 'failed' },
    ]);
    expect(seen[0]!.seconds).toBeGreaterThanOrEqual(0.14);
  });

  it('on close, refuses what waits (not as the file’s fault) and ends its workers', async () => {
    const pool = poolOf({}, misbehaving);
    const ended = [pool.run(fileTask('hangs')), pool.run(fileTask('fine'))].map((run) => run.catch((caught: unknown) => caught));
    await pool.close();
    for (const error of await Promise.all(ended)) {
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(AnalysisWorkerError);
    }
    expect(pool.depth()).toEqual({ workers: 0, busy: 0, waiting: 0 });
    await expect(pool.run(fileTask('fine'))).rejects.toThrow(/closed/);
  });
});
