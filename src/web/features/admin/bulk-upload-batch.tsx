import { ArrowLeft } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { LocalDateTime } from '../../components/sessions/local-date-time';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { useBulkUploadBatch, usePublishBulkUploadBatch } from './bulk-upload-api';
import { BulkFilePicker, ProgressBar } from './bulk-upload-files';
import { BulkUploadRow } from './bulk-upload-row';
import { batchSummary, isPublishable, overallPercent, planUploads } from './bulk-upload-view';
import { useBulkFileUploads } from './use-bulk-file-uploads';

/** One batch: choose its files, watch them arrive, publish what is ready. Everything here survives a reload. */
export function BulkUploadBatchPanel({ batchId }: { batchId: string }) {
  const query = useBulkUploadBatch(batchId);
  const uploads = useBulkFileUploads(batchId);
  const [files, setFiles] = useState<File[]>([]);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [report, setReport] = useState<string | null>(null);
  const publish = usePublishBulkUploadBatch(batchId, () => void query.refetch());
  const items = useMemo(() => query.data?.items ?? [], [query.data]);
  const plan = useMemo(() => planUploads(items, files), [items, files]);

  if (query.isPending) return <Spinner label="Loading the batch" className="py-10" />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load this bulk upload." />;
  const { batch } = query.data;
  const ready = items.filter(isPublishable);
  const busy = uploads.running || publish.isPending;
  const overall = overallPercent(uploads.plan, uploads.sent);

  function addFiles(more: File[]) {
    setFiles((previous) => [...previous.filter((file) => !more.some((m) => m.name === file.name)), ...more]);
  }
  function publishWith(choice: Parameters<typeof publish.mutate>[0]) {
    setReport(null);
    publish.mutate(choice, {
      onSuccess: ({ failed }) => {
        setChosen(new Set());
        // What was chosen has been sent; a row that failed now waits for a corrected file, not the same one again.
        setFiles([]);
        setReport(failed.length > 0 ? `${failed.length} ${failed.length === 1 ? 'row' : 'rows'} could not be published; the reason is shown on each.` : 'Published.');
      },
    });
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-fg">
            Batch of <LocalDateTime iso={batch.createdAt} />
          </h2>
          <p className="text-sm text-fg-muted">
            {batch.createdBy ? `Started by ${batch.createdBy.displayName} · ` : ''}
            {batchSummary(batch)}
            {batch.status === 'done' && ' · finished'}
          </p>
        </div>
        <Link to="/admin/bulk-upload" className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" /> All batches
        </Link>
      </div>

      {batch.status === 'open' && (
        <section aria-labelledby="bulk-files-heading" className="space-y-4 rounded-2xl border border-border bg-surface p-4">
          <h2 id="bulk-files-heading" className="text-lg font-semibold text-fg">
            Files
          </h2>
          <BulkFilePicker onFiles={addFiles} disabled={uploads.running} />
          <p className="text-sm text-fg-muted">
            {files.length} {files.length === 1 ? 'file' : 'files'} chosen · {plan.uploads.length} to send
            {plan.unmatched.length > 0 && ` · still needed: ${plan.unmatched.slice(0, 6).join(', ')}${plan.unmatched.length > 6 ? ` and ${plan.unmatched.length - 6} more` : ''}`}
          </p>
          {uploads.plan.length > 0 && (
            <div className="space-y-1">
              <p className="text-sm text-fg" aria-live="polite">
                {uploads.running ? `Uploading: ${overall}%` : `Sent ${uploads.done.size} of ${uploads.plan.length} ${uploads.plan.length === 1 ? 'file' : 'files'}${uploads.errors.size > 0 ? `, ${uploads.errors.size} failed` : ''}.`}
              </p>
              <ProgressBar percent={overall} label="Overall upload progress" />
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            <Button disabled={busy || plan.uploads.length === 0} onClick={() => void uploads.run(plan.uploads)}>
              {plan.uploads.length > 0 ? `Upload ${plan.uploads.length} ${plan.uploads.length === 1 ? 'file' : 'files'}` : 'Upload files'}
            </Button>
            {uploads.running && (
              <Button variant="secondary" onClick={uploads.stop}>
                Stop
              </Button>
            )}
          </div>
        </section>
      )}

      {batch.status === 'open' && (
        <section aria-labelledby="bulk-publish-heading" className="space-y-3 rounded-2xl border border-border bg-surface p-4">
          <h2 id="bulk-publish-heading" className="text-lg font-semibold text-fg">
            Publish
          </h2>
          <p className="text-sm text-fg-muted">Rows publish as platform models owned by the admin who started the batch, with no revenue share. Ready rows (score 70 or more) without a duplicate flag publish together; choose rows below to publish others.</p>
          <div className="flex flex-wrap gap-2">
            {ready.length > 0 ? (
              <Button disabled={busy} onClick={() => publishWith({ ready: true })}>
                Publish {ready.length} ready {ready.length === 1 ? 'row' : 'rows'}
              </Button>
            ) : (
              <p className="self-center text-sm text-fg-muted">No row is ready and free of duplicates right now.</p>
            )}
            {chosen.size > 0 && (
              <Button variant="secondary" disabled={busy} onClick={() => publishWith({ itemIds: [...chosen] })}>
                Publish {chosen.size} chosen
              </Button>
            )}
            {ready.length === 0 && (
              <Button variant="secondary" disabled={busy} onClick={() => publishWith({ closeBatch: true })}>
                Skip the rest and finish
              </Button>
            )}
          </div>
          {publish.isPending && <Spinner label="Publishing" />}
          {publish.isError && <Alert>{publish.error.message}</Alert>}
          {report && <Alert tone={report === 'Published.' ? 'success' : 'info'}>{report}</Alert>}
        </section>
      )}

      <ul aria-label="Rows of the manifest" className="divide-y divide-border rounded-2xl border border-border bg-surface">
        {items.map((item) => (
          <BulkUploadRow
            key={item.id}
            item={item}
            uploads={uploads}
            chosen={chosen.has(item.id)}
            disabled={busy}
            onChoose={(on) => setChosen((previous) => {
              const next = new Set(previous);
              if (on) next.add(item.id);
              else next.delete(item.id);
              return next;
            })}
          />
        ))}
      </ul>
    </div>
  );
}
