import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { createStorage } from '../../storage/create-storage';
import type { WorkerAnswer, WorkerRequest, WorkerSetup } from './analysis-task';
import { watchMemory } from './memory-watch';
import { runAnalysisTask } from './run-analysis-task';
import { sendableError } from './sent-error';

/**
 * A pool worker's entry (start-analysis-worker.ts): opens storage as the server does, then does
 * the tasks it is sent, one at a time, answering each. It lives until the pool ends it.
 */
const setup = workerData as WorkerSetup;
const storage = createStorage(setup.storage);
watchMemory(setup.memoryMb);
// Linux gives each thread its own niceness, so this lowers the worker's thread and not the event
// loop's (elsewhere it would lower the whole process, so it is left alone there).
if (process.platform === 'linux') os.setPriority(setup.nice);

parentPort!.on('message', ({ id, task }: WorkerRequest) => {
  storage
    .then((opened) => runAnalysisTask(task, { storage: opened, tempDir: setup.tempDir }))
    .then(
      (value) => {
        // A picture's bytes are handed over rather than copied.
        const transfer = value instanceof Uint8Array ? [value.buffer as ArrayBuffer] : [];
        parentPort!.postMessage({ id, value } satisfies WorkerAnswer, transfer);
      },
      (error: unknown) => parentPort!.postMessage({ id, error: sendableError(error) } satisfies WorkerAnswer),
    );
});
