// Throughput and memory of the streaming STL analysis on a generated binary STL (a grid of
// closed boxes, so the watertight check does real work). The file is written to disk first and the
// analysis reads it as the server does, from a file stream, so only the analysis is timed. Run by hand:
//   node --import tsx bench/mesh-analysis.ts [triangles=1000000]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyseStl } from '../src/server/models/analysis/analyse-stl';
import { writeBoxesStl } from './support/boxes-stl';

const target = Number(process.argv[2] ?? 1_000_000);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meshmandi-bench-'));
const file = path.join(dir, 'boxes.stl');
try {
  await writeBoxesStl(file, target);
  const bytes = fs.statSync(file).size;
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const result = await analyseStl(fs.createReadStream(file, { highWaterMark: 1 << 20 }));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  const mb = (n: number) => (n / 2 ** 20).toFixed(0);
  console.log(`${result.triangles} triangles (${mb(bytes)} MB), watertight ${result.watertight}, volume ${result.volume}`);
  console.log(
    `${seconds.toFixed(2)} s: ${(bytes / 2 ** 20 / seconds).toFixed(1)} MB/s, ${(result.triangles / seconds / 1e6).toFixed(2)} M triangles/s; ` +
      `RSS ${mb(baseline)} MB before, ${mb(peak)} MB peak`,
  );
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
