// Throughput and memory of the streaming STL analysis, with and without printability (decision 088),
// on a generated binary STL: a grid of closed boxes (so the watertight check does real work), or a
// closed 1.3M-triangle UV sphere, or a 499,800-triangle one within the thin-wall and flipped-face
// budgets. The file is written to disk first and the analysis reads it as the server does, from a file
// stream, so only the analysis is timed. Each mode runs in a fresh process so peak memory is its own.
// Run by hand:
//   node --expose-gc --import tsx bench/mesh-analysis.ts [triangles=1000000 | sphere | small-sphere] [with | no-walls | no-flips | without] [flipped]
// "no-walls" is printability without the thin-wall estimate (decision 094), "no-flips" without the
// flipped-face count (decision 095): each isolates its cost. "flipped" turns every 7th triangle of
// the file the other way, so the winding is inconsistent and the count is made rather than known to be 0.
// 5,240,000 boxes triangles make a 250 MB file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyseStl } from '../src/server/models/analysis/analyse-stl';
import { writeBoxesStl } from './support/boxes-stl';
import { writeSphereStl } from './support/sphere-stl';

/** Swaps the second and third corners of every 7th triangle of a binary STL, in place. */
function flipEvery7th(file: string): void {
  const fd = fs.openSync(file, 'r+');
  try {
    // Whole triangles a chunk (50 bytes each: normal, three corners, attribute), after the 84-byte header.
    const chunk = Buffer.alloc(50 * 20_000);
    for (let offset = 84, index = 0; ; ) {
      const read = fs.readSync(fd, chunk, 0, chunk.length, offset);
      if (read < 50) break;
      for (let at = 0; at + 50 <= read; at += 50, index++) {
        if (index % 7 !== 3) continue;
        const b = Buffer.from(chunk.subarray(at + 24, at + 36));
        chunk.copy(chunk, at + 24, at + 36, at + 48);
        b.copy(chunk, at + 36);
      }
      fs.writeSync(fd, chunk, 0, read, offset);
      offset += read;
    }
  } finally {
    fs.closeSync(fd);
  }
}

const shape = process.argv[2] ?? '1000000';
const mode = process.argv[3] ?? 'with';
const printability = mode !== 'without';
const flipped = process.argv[4] === 'flipped';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meshmandi-bench-'));
const file = path.join(dir, 'bench.stl');
try {
  if (shape === 'sphere') await writeSphereStl(file);
  else if (shape === 'small-sphere') await writeSphereStl(file, 700, 358);
  else await writeBoxesStl(file, Number(shape));
  if (flipped) flipEvery7th(file);
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
  // CPU time as well as wall time: on a shared machine the wall time mostly measures the other processes.
  const cpuStarted = process.cpuUsage();
  const options = { printability, ...(mode === 'no-walls' ? { thinWallBudget: 0 } : {}), ...(mode === 'no-flips' ? { faceOrientationBudget: 0 } : {}) };
  const result = await analyseStl(fs.createReadStream(file, { highWaterMark: 1 << 20 }), undefined, options);
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStarted);
  clearInterval(timer);
  sample();
  const mb = (n: number) => (n / 2 ** 20).toFixed(0);
  console.log(`${shape} ${mode}${flipped ? ' flipped' : ''}: ${result.triangles} triangles (${mb(bytes)} MB), watertight ${result.watertight}`);
  if (result.printability) console.log(JSON.stringify(result.printability));
  if (result.thinWalls) console.log(JSON.stringify(result.thinWalls));
  console.log(
    `${seconds.toFixed(2)} s (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s): ${(bytes / 2 ** 20 / seconds).toFixed(1)} MB/s, ${(result.triangles / seconds / 1e6).toFixed(2)} M triangles/s; ` +
      `RSS ${mb(baseline)} MB before, ${mb(peak)} MB peak (maxRSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB), array buffers ${mb(peakArrays)} MB peak`,
  );
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
