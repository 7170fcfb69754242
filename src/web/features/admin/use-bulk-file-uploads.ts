import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { startTusUpload, UploadCancelled, type TusUpload } from '../../lib/tus-upload';
import { attachBulkUploadFile, bulkUploadKeys } from './bulk-upload-api';
import { uploadKey, type PlannedUpload } from './bulk-upload-view';

export interface BulkFileUploads {
  plan: PlannedUpload[];
  /** Bytes sent per upload (uploadKey), for the per-file and overall bars. */
  sent: ReadonlyMap<string, number>;
  /** Uploads that arrived and were attached to their row. */
  done: ReadonlySet<string>;
  errors: ReadonlyMap<string, string>;
  running: boolean;
  run(uploads: PlannedUpload[]): Promise<void>;
  stop(): void;
}

/**
 * Sends a batch's files one at a time over tus and attaches each to its row as soon as it arrives,
 * so a closed tab loses at most the file in flight: the batch on the server knows what came.
 */
export function useBulkFileUploads(batchId: string): BulkFileUploads {
  const client = useQueryClient();
  const [plan, setPlan] = useState<PlannedUpload[]>([]);
  const [sent, setSent] = useState<Map<string, number>>(new Map());
  const [done, setDone] = useState<Set<string>>(new Set());
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [running, setRunning] = useState(false);
  const stopped = useRef(false);
  const current = useRef<TusUpload | null>(null);

  const run = useCallback(
    async (uploads: PlannedUpload[]) => {
      stopped.current = false;
      setPlan(uploads);
      setSent(new Map());
      setDone(new Set());
      setErrors(new Map());
      setRunning(true);
      for (const upload of uploads) {
        if (stopped.current) break;
        const key = uploadKey(upload);
        try {
          const tus = startTusUpload(upload.file, upload.kind, (bytes) => setSent((prev) => new Map(prev).set(key, bytes)), { reuseFinished: false });
          current.current = tus;
          const uploadId = await tus.done;
          await attachBulkUploadFile({ itemId: upload.itemId, uploadId });
          setDone((prev) => new Set(prev).add(key));
          await client.invalidateQueries({ queryKey: bulkUploadKeys.batch(batchId) });
        } catch (error) {
          if (error instanceof UploadCancelled) break;
          setErrors((prev) => new Map(prev).set(key, errorMessage(error)));
        }
      }
      current.current = null;
      setRunning(false);
      void client.invalidateQueries({ queryKey: bulkUploadKeys.all });
    },
    [batchId, client],
  );

  const stop = useCallback(() => {
    stopped.current = true;
    void current.current?.cancel();
  }, []);

  return { plan, sent, done, errors, running, run, stop };
}
