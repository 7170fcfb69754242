import { ModelFileError } from './model-file-error';
import type { ModelFormat, ParsedModel, ParseRequest, ParseResponse } from './model-format';

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * Parses a model file in a dedicated worker so a large file never freezes the page. The buffer is
 * moved to the worker (it is unusable here afterwards) and the meshes are moved back. One worker
 * per file: it is ended as soon as it answers, fails, or the caller aborts.
 */
export function parseInWorker(buffer: ArrayBuffer, format: ModelFormat, signal?: AbortSignal): Promise<ParsedModel> {
  if (signal?.aborted) return Promise.reject(abortReason(signal));
  return new Promise<ParsedModel>((resolve, reject) => {
    const worker = new Worker(new URL('./parse-worker.ts', import.meta.url), { type: 'module', name: 'model-parser' });
    const finish = (): void => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = (): void => {
      finish();
      reject(abortReason(signal!));
    };
    worker.onmessage = (event: MessageEvent<ParseResponse>) => {
      finish();
      const answer = event.data;
      if (answer.ok) resolve(answer.model);
      else reject(new ModelFileError(answer.message, answer.detail));
    };
    worker.onerror = (event) => {
      // Also what a worker that ran out of memory or failed to load reports.
      event.preventDefault();
      finish();
      reject(new ModelFileError('The 3D reader stopped before it finished. The file may be too large for this device.', event.message || undefined, true));
    };
    worker.onmessageerror = () => {
      finish();
      reject(new ModelFileError('The 3D reader sent back data this page could not read.'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.postMessage({ buffer, format } satisfies ParseRequest, [buffer]);
  });
}
