// Throughput and memory of the streaming STL analysis, with and without printability (decision 088),
// on a generated binary STL: a grid of closed boxes (so the watertight check does real work), or a
// closed 1.3M-triangle UV sphere. The file is written to disk first and the analysis reads it as the
// server does, from a file stream, so only the analysis is timed. Each mode runs in a fresh process
// so peak memory is its own. Run by hand:
//   node --import tsx bench/mesh-analysis.ts [triangles=1000000 | sphere] [with | no-walls | without]
// "no-walls" is printability without the thin-wall estimate (decision 094), whose cost it isolates.
// 5,240,000 boxes triangles make a 250 MB file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyseStl } from '../src/server/models/analysis/analyse-stl';
import { writeBoxesStl } from './support/boxes-stl';
import { writeSphereStl } from './support/sphere-stl';

const shape = process.argv[2] ?? '1000000';
const mode = process.argv[3] ?? 'with';
const printability = mode !== 'without';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meshmandi-bench-'));
const file = path.join(dir, 'bench.stl');
try {
  if (shape === 'sphere') await writeSphereStl(file);
  else await writeBoxesStl(file, Number(shape));
  const bytes = fs.statSync(file).size;
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  // Typed-array bytes (the vertex, edge and shell tables) are what printability adds; RSS also moves with GC.
  let peakArrays = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    peak = Math.max(peak, usage.rss);
    peakArrays = Math.max(peakArrays, usage.arrayBuffers);
  };
  const timer = setInterval(sample, 20);
  const started = performance.now();
  const result = await analyseStl(fs.createReadStream(file, { highWaterMark: 1 << 20 }), undefined, { printability, ...(mode === 'no-walls' ? { thinWallBudget: 0 } : {}) });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  sample();
  const mb = (n: number) => (n / 2 ** 20).toFixed(0);
  console.log(`${shape} ${mode}: ${result.triangles} triangles (${mb(bytes)} MB), watertight ${result.watertight}`);
  if (result.printability) console.log(JSON.stringify(result.printability));
  if (result.thinWalls) console.log(JSON.stringify(result.thinWalls));
  console.log(
    `${seconds.toFixed(2)} s: ${(bytes / 2 ** 20 / seconds).toFixed(1)} MB/s, ${(result.triangles / seconds / 1e6).toFixed(2)} M triangles/s; ` +
      `RSS ${mb(baseline)} MB before, ${mb(peak)} MB peak (maxRSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB), array buffers ${mb(peakArrays)} MB peak`,
  );
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
