import { startTusUpload, UploadCancelled, type TusUpload, type UploadKind } from '../../../lib/tus-upload';

export interface BatchProgress {
  /** 0–1 over the bytes of every file in the call, so one large file moves the bar as much as it weighs. */
  fraction: number;
  /** The file being sent, for the line under the bar. */
  current: File | null;
}

export interface UploadBatch {
  /** Sends the files one after another and answers their upload ids in the same order. */
  send(files: File[], kind: UploadKind, onProgress: (progress: BatchProgress) => void): Promise<string[]>;
  /** Stops the batch and deletes everything it sent; a waiting send() rejects with UploadCancelled. */
  cancel(): Promise<void>;
  readonly cancelled: boolean;
  /** Aborted by cancel(), for work between uploads (rendering the first preview) to stop at once. */
  readonly signal: AbortSignal;
}

/** The uploads of one publish or save, so that Cancel reaches every one of them. */
export function createUploadBatch(): UploadBatch {
  const uploads: TusUpload[] = [];
  let cancelled = false;
  const controller = new AbortController();
  return {
    signal: controller.signal,
    get cancelled() {
      return cancelled;
    },
    async send(files, kind, onProgress) {
      const total = files.reduce((sum, file) => sum + file.size, 0) || 1;
      const ids: string[] = [];
      let before = 0;
      for (const file of files) {
        if (cancelled) throw new UploadCancelled();
        const upload = startTusUpload(file, kind, (sent) => onProgress({ fraction: Math.min(1, (before + sent) / total), current: file }));
        uploads.push(upload);
        ids.push(await upload.done);
        before += file.size;
      }
      onProgress({ fraction: 1, current: null });
      return ids;
    },
    async cancel() {
      cancelled = true;
      controller.abort();
      await Promise.all(uploads.map((upload) => upload.cancel()));
    },
  };
}
