import { ModelFileError } from './model-file-error';
import type { ModelFormat } from './model-format';
import type { PreviewRequest, PreviewResponse } from './preview-worker';

export interface RenderPreviewOptions {
  width?: number;
  height?: number;
  /** Gives up after this long (parse and draw together) and ends the worker. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

const MAX_SIDE = 4096;
/** Long enough for a large but ordinary model on software WebGL; past it the creator is kept waiting for a picture they can add themselves. */
export const PREVIEW_TIME_BUDGET_MS = 20_000;

const side = (value: number | undefined, fallback: number): number => Math.min(MAX_SIDE, Math.max(16, Math.round(value ?? fallback)));

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * Renders one 3/4 view of a model file to an image with a transparent background (WebP where the
 * browser can encode it, else PNG), for the upload page to use as the first preview when the creator
 * gave none. Parses and draws in a worker with the viewer's stage, so the picture matches the model
 * page and the page stays responsive; rejects on timeout, abort or failure, ending the worker.
 */
export function renderPreview(file: File | Blob, format: ModelFormat, options: RenderPreviewOptions = {}): Promise<Blob> {
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(abortReason(signal));
  return new Promise<Blob>((resolve, reject) => {
    const worker = new Worker(new URL('./preview-worker.ts', import.meta.url), { type: 'module', name: 'model-preview' });
    const finish = (): void => {
      worker.terminate();
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    const fail = (error: unknown): void => {
      finish();
      reject(error);
    };
    const onAbort = (): void => fail(abortReason(signal!));
    const budget = options.timeoutMs ?? PREVIEW_TIME_BUDGET_MS;
    const timer = setTimeout(() => fail(new ModelFileError(`Drawing the preview took longer than ${Math.round(budget / 1000)} seconds.`)), budget);
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (event: MessageEvent<PreviewResponse>) => {
      finish();
      if (event.data.ok) resolve(event.data.image);
      else reject(new ModelFileError(event.data.message));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      fail(new ModelFileError('The preview renderer stopped before it finished.', event.message || undefined));
    };
    file.arrayBuffer().then((buffer) => {
      // Aborted or timed out while the file was being read: the worker is already gone.
      if (signal?.aborted) return;
      const request: PreviewRequest = { buffer, format, width: side(options.width, 1200), height: side(options.height, 900) };
      worker.postMessage(request, [buffer]);
    }, fail);
  });
}
