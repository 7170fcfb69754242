import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import type { PublishStatus } from './publish-status';
import { UploadCancelled } from '../../../lib/tus-upload';
import { createUploadBatch, type UploadBatch } from '../api/upload-batch';

type Run<T> = (batch: UploadBatch, report: (status: PublishStatus) => void) => Promise<T>;

export interface UploadRun {
  /** Null when idle; stays at 100 % after success until the page moves on. */
  status: PublishStatus | null;
  error: string | null;
  /** True after the creator cancelled, until the next start. */
  wasCancelled: boolean;
  /** Cancel is offered while files are being sent; once the details are saving it is too late. */
  canCancel: boolean;
  cancelling: boolean;
  start<T>(run: Run<T>): Promise<T | null>;
  cancel(): Promise<void>;
}

/**
 * One publish or save at a time: its progress, its error in the server's words, Cancel, and a
 * warning before the tab is closed mid-upload. Leaving the page cancels the uploads still running.
 */
export function useUploadRun(): UploadRun {
  const [status, setStatus] = useState<PublishStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [wasCancelled, setWasCancelled] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const batchRef = useRef<UploadBatch | null>(null);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      void batchRef.current?.cancel();
    };
  }, []);

  const sending = status !== null && status.phase !== 'complete';
  useEffect(() => {
    if (!sending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [sending]);

  const start = useCallback(async <T,>(run: Run<T>): Promise<T | null> => {
    const batch = createUploadBatch();
    batchRef.current = batch;
    setError(null);
    setWasCancelled(false);
    const report = (next: PublishStatus) => {
      // From here the server is taking the uploads: deleting them now would only break the save.
      if ((next.phase === 'metadata' || next.phase === 'complete') && batchRef.current === batch) batchRef.current = null;
      if (mounted.current) setStatus(next);
    };
    try {
      return await run(batch, report);
    } catch (failure) {
      if (mounted.current) {
        setStatus(null);
        if (failure instanceof UploadCancelled) setWasCancelled(true);
        else setError(errorMessage(failure));
      }
      return null;
    } finally {
      if (batchRef.current === batch) batchRef.current = null;
      if (mounted.current) setCancelling(false);
    }
  }, []);

  const cancel = useCallback(async () => {
    const batch = batchRef.current;
    if (!batch) return;
    setCancelling(true);
    await batch.cancel();
  }, []);

  const canCancel = sending && (status.phase === 'uploading' || status.phase === 'processing' || status.phase === 'previews');
  return { status, error, wasCancelled, canCancel, cancelling, start, cancel };
}
