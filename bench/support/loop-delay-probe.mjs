// Preloaded into a server process by a benchmark (node --import): the process's own event-loop
// delay, from perf_hooks, in windows the benchmark marks. Each SIGUSR2 writes the window since the
// last one (milliseconds) to $LOOP_DELAY_FILE as one JSON line and starts the next.
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
process.on('SIGUSR2', () => {
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  const window = { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max), samples: histogram.count };
  fs.appendFileSync(process.env.LOOP_DELAY_FILE, `${JSON.stringify(window)}\n`);
  histogram.reset();
});
