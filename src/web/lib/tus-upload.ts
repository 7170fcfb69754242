import { Upload, type DetailedError } from 'tus-js-client';
import { AppError } from '../../shared/app-error';
import { cleanUploadFileName } from '../../shared/constants/upload-file-names';

export type UploadKind = 'model' | 'preview';

const CHUNK_SIZE = 8 * 1024 * 1024;
/** A dropped connection is retried for about a minute, each time from the offset the server holds. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000];

/**
 * Upload URLs of files this tab has finished sending. A retry after a refused publish (one bad file
 * among good ones) asks the server for these first and sends nothing again when they are still
 * there; the server discards only the files it refused, and those are sent afresh.
 */
const finishedUrls = new WeakMap<Blob, string>();

/** Thrown into a running publish when the creator presses Cancel. */
export class UploadCancelled extends Error {
  override name = 'UploadCancelled';
  constructor() {
    super('The upload was cancelled.');
  }
}

export interface TusUpload {
  /** Resolves with the upload id createModel/updateModel take. */
  done: Promise<string>;
  /** Stops sending and deletes what reached the server (tus termination). */
  cancel(): Promise<void>;
}

/** The id is the last part of the Location the server answered with. */
function idOf(url: string): string {
  return new URL(url).pathname.split('/').pop() ?? '';
}

function statusOf(error: DetailedError): number {
  return error.originalResponse?.getStatus() ?? 0;
}

/** The server's refusal in its own words (e.g. "big.stl is too large…"), else a plain account of what went wrong. */
function toAppError(error: Error | DetailedError, name: string): AppError {
  const detailed = error as DetailedError;
  const status = detailed.originalResponse ? statusOf(detailed) : 0;
  const body = detailed.originalResponse?.getBody()?.trim() ?? '';
  if (status === 401) return new AppError('unauthenticated', 'Your session has ended. Please log in again.');
  if (status >= 400 && status < 500 && body && body.length < 500) return new AppError(status === 413 ? 'payload-too-large' : 'invalid-argument', body);
  if (status === 0) return new AppError('unavailable', `The upload of ${name} stopped: Meshmandi could not be reached. Check your connection and publish again to continue where it stopped.`);
  return new AppError('internal', `The upload of ${name} failed (the server answered ${status}). Please try again.`);
}

/**
 * Sends one file over tus (resumable, in 8 MB chunks). An interrupted upload of the same file is
 * found again by its fingerprint and continues from where it stopped, even after a reload.
 */
export function startTusUpload(file: File, kind: UploadKind, onProgress: (bytesSent: number) => void, options: { reuseFinished?: boolean } = {}): TusUpload {
  // A bulk upload sends one file once per row that names it: each row needs an upload of its own.
  const reuse = options.reuseFinished ?? true;
  let upload: Upload | null = null;
  let cancelled = false;
  // Set once start() has sent the creating POST. Until its answer names the upload there is nothing
  // to delete, yet the server may already hold it: Cancel then waits for the name and deletes it.
  let creating = false;
  let created: () => void = () => undefined;
  const named = new Promise<void>((resolve) => (created = resolve));
  let fail: (error: Error) => void = () => undefined;
  const done = new Promise<string>((resolve, reject) => {
    fail = reject;
    upload = new Upload(file, {
      endpoint: new URL('/api/uploads', window.location.origin).href,
      uploadUrl: reuse ? (finishedUrls.get(file) ?? null) : null,
      chunkSize: CHUNK_SIZE,
      retryDelays: RETRY_DELAYS,
      // Bidirectional controls stripped and a long name shortened (extension kept), as the server would.
      metadata: { filename: cleanUploadFileName(file.name), kind },
      // The kind is part of the fingerprint: the server keeps it with the upload and checks it on publish.
      fingerprint: async (f: File) => ['meshmandi', kind, f.name, f.type, f.size, f.lastModified].join('-'),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      // tus-js-client gives up at once while the browser reports itself offline; a phone between
      // networks does that for a moment, so only the server's own refusals (4xx) end the upload.
      onShouldRetry: (error) => {
        const status = statusOf(error);
        const passing = status === 0 || status >= 500 || status === 409 || status === 423;
        // After Cancel only the deletion is tried again: a chunk that was on its way when Cancel was
        // pressed can hold the upload's lock for a moment (423), and giving up then left the upload
        // on the server until the nightly sweep (CI, stop 36's run).
        if (cancelled) return passing && error.originalRequest?.getMethod() === 'DELETE';
        return passing;
      },
      onUploadUrlAvailable: () => {
        creating = false;
        if (!cancelled) return created();
        void started
          .abort(true)
          .catch(() => undefined)
          .then(created);
      },
      onProgress: (sent) => onProgress(sent),
      onSuccess: () => {
        const url = upload?.url;
        if (!url) return reject(new AppError('internal', `The upload of ${file.name} did not return an address.`));
        finishedUrls.set(file, url);
        resolve(idOf(url));
      },
      onError: (error) => {
        // A creation that failed named nothing, so a waiting Cancel has nothing to delete.
        creating = false;
        created();
        reject(toAppError(error, file.name));
      },
    });
    const started = upload;
    const resume = reuse && finishedUrls.has(file) ? Promise.resolve([]) : started.findPreviousUploads();
    void resume
      .then((previous) => {
        const latest = [...previous].sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
        if (latest) started.resumeFromPreviousUpload(latest);
      })
      .catch(() => undefined)
      .then(() => {
        if (cancelled) return;
        creating = started.url == null;
        started.start();
      });
  });
  return {
    done,
    async cancel() {
      cancelled = true;
      finishedUrls.delete(file);
      // An aborted tus upload reports nothing more, so the waiting publish is told here.
      fail(new UploadCancelled());
      // Aborting the creating POST would leave what the server made unnamed and undeletable; its
      // answer is short, and onUploadUrlAvailable deletes the upload as soon as it is named.
      if (creating) return named;
      await (upload as Upload | null)?.abort(true).catch(() => undefined);
    },
  };
}
