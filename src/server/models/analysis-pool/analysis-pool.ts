import type { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { StorageConfig } from '../../storage/create-storage';
import type { Storage } from '../../storage/storage';
import { MeshFormatError, type MeshAnalysis } from '../analysis/mesh-analysis';
import { publishAnalysisFinished } from './analysis-finished';
import type { AnalysisTask, TaskResult, WorkerAnswer, WorkerRequest, WorkerSetup } from './analysis-task';
import { AnalysisWorkerError } from './analysis-worker-error';
import { OVER_MEMORY_EXIT_CODE } from './memory-watch';
import { runAnalysisTask } from './run-analysis-task';
import { revivedError } from './sent-error';
import { startAnalysisWorker, type PoolWorkerOptions } from './start-analysis-worker';

export interface AnalysisPoolSettings {
  /** Worker threads at most; 0 runs every task on the event loop, one at a time. */
  workers: number;
  memoryMb: number;
  timeoutMs: number;
  /** The workers' threads' niceness (0–19): analysis yields the cores to the event loop. */
  nice: number;
}

export interface AnalysisPool {
  /** Runs a task on the next free worker; tasks wait their turn in the order they came. */
  run<T extends AnalysisTask>(task: T): Promise<TaskResult<T>>;
  /** Workers alive, tasks in hand, tasks waiting (for /metrics). */
  depth(): { workers: number; busy: number; waiting: number };
  /** Refuses what waits, ends every worker; a task in hand is rejected (not as the file's fault). */
  close(): Promise<void>;
}

interface Job {
  id: number;
  task: AnalysisTask;
  queuedAt: number;
  startedAt: number;
  resolve(value: MeshAnalysis | Buffer): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job?: Job;
  timer?: NodeJS.Timeout;
  /** Why the worker is ending (set before its exit), so the job in hand is failed with the reason. */
  ending?: Error;
}

const YOUNG_GENERATION_MB = 32;
/** A worker left idle this long is ended, so the memory a large file made it grow returns to the system. */
const IDLE_MS = 60_000;

/**
 * Mesh analysis and preview drawing in worker threads (issue 32, decision 086), so a 250 MB file
 * never holds the event loop that answers every request. Workers start when work comes, take one
 * task at a time, and are replaced after a crash, their memory cap or a timeout, which fails only
 * the task they held, with the reason (AnalysisWorkerError).
 */
export function createAnalysisPool(deps: {
  settings: AnalysisPoolSettings;
  storage: Storage;
  storageConfig: StorageConfig;
  tempDir: string;
  log: FastifyBaseLogger;
  /** The worker to start: the analysis worker, unless a test needs one that misbehaves. */
  startWorker?: (options: PoolWorkerOptions) => Worker;
}): AnalysisPool {
  const { settings, log } = deps;
  const setup: WorkerSetup = { storage: deps.storageConfig, tempDir: deps.tempDir, memoryMb: settings.memoryMb, nice: settings.nice };
  // The heap's share of the cap; the young generation is the analysers' short-lived chunks and strings.
  const resourceLimits = { maxOldGenerationSizeMb: settings.memoryMb, maxYoungGenerationSizeMb: Math.min(YOUNG_GENERATION_MB, settings.memoryMb / 4) };
  const start = deps.startWorker ?? startAnalysisWorker;
  const waiting: Job[] = [];
  const slots = new Set<Slot>();
  let inProcess = 0;
  let nextId = 1;
  let closed = false;

  function finish(job: Job, result: { value: MeshAnalysis | Uint8Array } | { error: Error }): void {
    const outcome = 'value' in result ? 'done' : result.error instanceof MeshFormatError ? 'refused' : 'failed';
    const now = performance.now();
    publishAnalysisFinished({ kind: job.task.kind, format: job.task.format, outcome, waitedSeconds: (job.startedAt - job.queuedAt) / 1000, seconds: (now - job.startedAt) / 1000 });
    if ('error' in result) return job.reject(result.error);
    const { value } = result;
    job.resolve(value instanceof Uint8Array && !Buffer.isBuffer(value) ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : (value as MeshAnalysis | Buffer));
  }

  function endedBy(code: number): Error {
    if (code === OVER_MEMORY_EXIT_CODE) return overMemory();
    return new AnalysisWorkerError('crash', 'The analysis of this file stopped unexpectedly.');
  }

  function overMemory(): AnalysisWorkerError {
    return new AnalysisWorkerError('memory', `This file needs more memory to analyse than the server allows one analysis (${settings.memoryMb} MB).`);
  }

  function startSlot(): Slot {
    const slot: Slot = { worker: start({ workerData: setup, resourceLimits }) };
    const { worker } = slot;
    slots.add(slot);
    worker.on('message', (answer: WorkerAnswer) => {
      const job = slot.job;
      if (!job || job.id !== answer.id) return;
      release(slot);
      finish(job, 'error' in answer ? { error: revivedError(answer.error) } : { value: answer.value });
      pump();
    });
    // An uncaught error in the worker, or its V8 heap full: the exit follows.
    worker.on('error', (error: Error & { code?: string }) => {
      if (slot.job) log.error({ err: error, task: slot.job.task }, 'an analysis worker failed');
      slot.ending ??= error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? overMemory() : new AnalysisWorkerError('crash', 'The analysis of this file stopped unexpectedly.');
    });
    worker.on('exit', (code) => {
      slots.delete(slot);
      clearTimeout(slot.timer);
      const job = slot.job;
      slot.job = undefined;
      if (job) {
        const error = slot.ending ?? endedBy(code);
        log.warn({ task: job.task, exitCode: code, reason: error.message }, 'an analysis worker ended with a file in hand: that file fails, a new worker takes the next');
        finish(job, { error });
      }
      pump();
    });
    return slot;
  }

  function release(slot: Slot): void {
    slot.job = undefined;
    clearTimeout(slot.timer);
    // Idle, the worker must not keep the process alive; it is ended after a while to return its memory.
    slot.worker.unref();
    slot.timer = setTimeout(() => retire(slot, new Error('idle')), IDLE_MS);
    slot.timer.unref();
  }

  function retire(slot: Slot, why: Error): void {
    slot.ending ??= why;
    void slot.worker.terminate();
  }

  function assign(slot: Slot, job: Job): void {
    clearTimeout(slot.timer);
    slot.job = job;
    job.startedAt = performance.now();
    slot.worker.ref();
    slot.timer = setTimeout(
      () => retire(slot, new AnalysisWorkerError('timeout', `This file took longer to analyse than the server allows one analysis (${Math.round(settings.timeoutMs / 1000)} s).`)),
      settings.timeoutMs,
    );
    slot.worker.postMessage({ id: job.id, task: job.task } satisfies WorkerRequest);
  }

  function runHere(job: Job): void {
    inProcess += 1;
    job.startedAt = performance.now();
    runAnalysisTask(job.task, { storage: deps.storage, tempDir: deps.tempDir })
      .then(
        (value) => finish(job, { value }),
        (error: unknown) => finish(job, { error: error instanceof Error ? error : new Error(String(error)) }),
      )
      .finally(() => {
        inProcess -= 1;
        pump();
      });
  }

  function pump(): void {
    while (waiting.length > 0 && !closed) {
      if (settings.workers === 0) {
        if (inProcess > 0) return;
        runHere(waiting.shift()!);
        continue;
      }
      let free: Slot | undefined;
      for (const slot of slots) if (!slot.job && !slot.ending) free = slot;
      if (!free && slots.size >= settings.workers) return;
      assign(free ?? startSlot(), waiting.shift()!);
    }
  }

  return {
    run<T extends AnalysisTask>(task: T): Promise<TaskResult<T>> {
      if (closed) return Promise.reject(new Error('The analysis pool is closed.'));
      return new Promise((resolve, reject) => {
        const now = performance.now();
        waiting.push({ id: nextId++, task, queuedAt: now, startedAt: now, resolve: resolve as Job['resolve'], reject });
        pump();
      });
    },
    depth() {
      let busy = inProcess;
      for (const slot of slots) if (slot.job) busy += 1;
      return { workers: slots.size, busy, waiting: waiting.length };
    },
    async close() {
      closed = true;
      const closing = new Error('The server stopped before this file was analysed.');
      for (const job of waiting.splice(0)) job.reject(closing);
      await Promise.all(
        [...slots].map((slot) => {
          slot.ending ??= closing;
          return slot.worker.terminate();
        }),
      );
    },
  };
}
