import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { WorkerSetup } from './analysis-task';

/** What a pool worker is started with: its setup, and its V8 heap capped at the pool's memory setting. */
export interface PoolWorkerOptions {
  workerData: WorkerSetup;
  resourceLimits: ResourceLimits;
}

/**
 * Starts a pool worker on the file beside this module: the built server's own entry
 * (scripts/server-build.mjs puts it in dist/server), or the TypeScript source when the server runs
 * from source (tests, `npm run dev`), which the worker loads through tsx as its parent does.
 */
export function startAnalysisWorker(options: PoolWorkerOptions): Worker {
  if (import.meta.url.endsWith('.ts')) {
    const source = new URL('./analysis-worker.ts', import.meta.url).href;
    return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`, { ...options, eval: true });
  }
  return new Worker(new URL('./analysis-worker.js', import.meta.url), options);
}
