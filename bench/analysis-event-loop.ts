// Issue 32 item 2: the event-loop delay of a node serving the model page (getModel at a steady
// rate) while it analyses a 250 MB binary STL, with the analysis on its event loop
// (ANALYSIS_WORKERS=0, as before the analysis pool) and in the pool's worker (ANALYSIS_WORKERS=1).
// The node is the built server in its own process, its delay read by perf_hooks inside it
// (support/loop-delay-probe.mjs); this process is the load generator. The node is warmed and
// measured under the load alone first; then the big file is put in its analysis queue and the
// window runs from the moment the node starts on it to the moment it is done. On PostgreSQL (a
// database of its own next to DATABASE_URL's): on PGlite every query runs on the node's own event
// loop, which is what such a figure would then show. Build first, then:
//   npm run -s build && DATABASE_URL=postgres://… node --import tsx bench/analysis-event-loop.ts [rate=50] [connections=10] [triangles=5240000]
// Target: p99 under 20 ms with the pool.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { newId } from '../src/server/db/new-id';
import { modelFiles, models } from '../src/server/db/schema';
import { openDatabase } from '../src/server/db/database';
import { refreshModelMedia } from '../src/server/models';
import { copyFileToStorage } from '../src/server/models/hashing-copy';
import { modelFileKey } from '../src/server/storage/keys';
import { freePort } from '../src/server/test/free-port';
import { createBenchDatabase } from './support/bench-database';
import { writeBoxesStl } from './support/boxes-stl';
import { seedOneModel, startBenchSite } from './support/bench-site';

const rate = Number(process.argv[2] ?? 50);
const connections = Number(process.argv[3] ?? 10);
const triangles = Number(process.argv[4] ?? 5_240_000);
const postgres = process.env.DATABASE_URL;
if (!postgres) throw new Error('Set DATABASE_URL to a PostgreSQL server this benchmark may create a database on.');
const root = path.resolve(import.meta.dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'meshmandi-loop-'));
const bigStl = path.join(work, 'big.stl');

/** A site with the bench model, and the big STL stored as a second file of it but not yet listed. */
async function seedSite() {
  process.env.DATABASE_URL = postgres;
  const database = await createBenchDatabase('loop');
  process.env.DATABASE_URL = database.url;
  const site = await startBenchSite();
  const modelId = await seedOneModel(site);
  const [model] = await site.services.db.select().from(models).where(eq(models.id, modelId));
  const storageKey = modelFileKey(model!.userId, modelId, `big-${newId()}.stl`);
  const { size, sha256 } = await copyFileToStorage(site.services.storage, bigStl, storageKey, 'model/stl');
  await site.app.close();
  await site.services.database.close();
  return { database, dataDir: site.dataDir, modelId, bigFile: { id: newId(), modelId, name: 'big.stl', format: 'stl', size, sha256, storageKey, position: 1 } };
}

/**
 * Puts the big file in the node's analysis queue, as a publish that left it pending would; answers
 * its status as the row has it (the page shows `running` only once it is done).
 */
async function queueBigFile(url: string, file: typeof modelFiles.$inferInsert) {
  const database = await openDatabase({ kind: 'postgres', url }, { migrate: false });
  await database.db.transaction(async (tx) => {
    await tx.insert(modelFiles).values({ ...file, analysisStatus: 'pending' });
    // The model row keeps its files' view for the page.
    await refreshModelMedia(tx, file.modelId);
  });
  return {
    status: async () => (await database.db.select({ status: modelFiles.analysisStatus }).from(modelFiles).where(eq(modelFiles.id, file.id!)))[0]!.status,
    close: () => database.close(),
  };
}

type Window = { p50: number; p99: number; max: number; samples: number };

async function measure(workers: string) {
  const { database, dataDir, modelId, bigFile } = await seedSite();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const delays = path.join(work, `delays-${workers}.jsonl`);
  const server = spawn(process.execPath, ['--import', './bench/support/loop-delay-probe.mjs', 'dist/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      ANALYSIS_WORKERS: workers,
      LOOP_DELAY_FILE: delays,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const request = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: { modelId } }) } as const;
  const load = (duration: number) => {
    let stop = () => {};
    const done = new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon({ url: `${base}/api/fn/getModel`, ...request, connections, overallRate: rate, duration }, (error, result) => (error ? reject(error) : resolve(result)));
      stop = () => instance.stop();
    });
    return { done, stop };
  };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const windows = () => (fs.existsSync(delays) ? fs.readFileSync(delays, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Window) : []);
  /** Ends the node's current window and starts the next; answers the one ended. */
  const mark = async () => {
    const seen = windows().length;
    server.kill('SIGUSR2');
    while (windows().length === seen) await pause(20);
    return windows()[seen]!;
  };
  try {
    while (!(await fetch(`${base}/readyz`).then((r) => r.ok, () => false))) await pause(100);
    await load(3).done;
    await mark();
    const alone = await load(5).done;
    const idle = await mark();
    const { status, close } = await queueBigFile(database.url, bigFile);
    // The queue looks for work every 10 s: the window starts when the node takes the file.
    while ((await status()) !== 'running') await pause(100);
    const during = load(600);
    await mark();
    const started = performance.now();
    let ended = await status();
    while (ended === 'running' || ended === 'pending') {
      await pause(250);
      ended = await status();
    }
    const analysing = await mark();
    const seconds = (performance.now() - started) / 1000;
    during.stop();
    await close();
    return { analysis: ended, seconds, analysing, idle, during: await during.done, alone };
  } finally {
    server.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

const line = (what: string, delay: Window, load: autocannon.Result) =>
  `  ${what}: event-loop delay p50 ${delay.p50} ms, p99 ${delay.p99} ms, max ${delay.max} ms; getModel ${load.requests.average.toFixed(0)} req/s, ` +
  `latency p99 ${load.latency.p99} ms, non-2xx/errors ${load.non2xx + load.errors}`;

try {
  await writeBoxesStl(bigStl, triangles);
  const mb = (fs.statSync(bigStl).size / 2 ** 20).toFixed(0);
  console.log(`${triangles} triangles (${mb} MB binary STL), getModel at ${rate} req/s over ${connections} connections, PostgreSQL, ${os.availableParallelism()} cores`);
  for (const [workers, title] of [['0', 'before: analysis on the event loop (ANALYSIS_WORKERS=0)'], ['1', 'after: analysis in the pool (ANALYSIS_WORKERS=1)']] as const) {
    const run = await measure(workers);
    console.log(`${title}: the file ${run.analysis} after ${run.seconds.toFixed(1)} s under load`);
    console.log(line('load alone, 5 s, before the file', run.idle, run.alone));
    console.log(line('while analysing', run.analysing, run.during));
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
