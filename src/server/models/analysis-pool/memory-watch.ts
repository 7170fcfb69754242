/** The exit code of a worker that stopped itself for holding more than its memory cap. */
export const OVER_MEMORY_EXIT_CODE = 86;
const EVERY_MS = 50;

/**
 * The worker's V8 heap is capped by its resourceLimits, but the analysers keep their vertex and
 * edge tables in typed arrays, whose bytes live outside that heap and under no limit. So the worker
 * also looks at what its own isolate holds (heap and array buffers, both per thread) every 50 ms
 * and stops itself past the cap. The analysers stream in 1 MB chunks, so the timer gets its turn;
 * a table doubling can overshoot the cap by one table for up to that long.
 */
export function watchMemory(capMb: number): void {
  const cap = capMb * 1024 * 1024;
  const timer = setInterval(() => {
    const { heapUsed, external } = process.memoryUsage();
    if (heapUsed + external > cap) process.exit(OVER_MEMORY_EXIT_CODE);
  }, EVERY_MS);
  timer.unref();
}
