import { ArrowLeft, FileSpreadsheet } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MANIFEST_COLUMNS } from '../../../shared/bulk-upload/manifest';
import { LocalDateTime } from '../../components/sessions/local-date-time';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { usePageTitle } from '../../lib/use-page-title';
import { useBulkUploadBatches, useCreateBulkUploadBatch } from './bulk-upload-api';
import { BulkUploadBatchPanel } from './bulk-upload-batch';
import { batchSummary, manifestFormatOf } from './bulk-upload-view';

function StartBatch({ onCreated }: { onCreated(batchId: string): void }) {
  const inputId = useId();
  const create = useCreateBulkUploadBatch();
  const [problem, setProblem] = useState<string | null>(null);
  async function choose(file: File | undefined) {
    setProblem(null);
    if (!file) return;
    const format = manifestFormatOf(file.name);
    if (!format) return setProblem(`${file.name} is not a manifest: choose a .csv or .json file.`);
    create.mutate({ manifest: await file.text(), format }, { onSuccess: (answer) => onCreated(answer.batch.id) });
  }
  return (
    <section aria-labelledby="bulk-start-heading" className="space-y-3 rounded-2xl border border-border bg-surface p-4">
      <h2 id="bulk-start-heading" className="text-lg font-semibold text-fg">
        Start a batch
      </h2>
      <p className="text-sm text-fg-muted">
        A CSV with a header row, or a JSON array, one model a row. Fields: {MANIFEST_COLUMNS.join(', ')}. In a CSV, separate tags and image names with semicolons. Each row is scored for quality (70 or more is ready) and checked for duplicates before any file is sent.
      </p>
      <input
        id={inputId}
        type="file"
        accept=".csv,.json,text/csv,application/json"
        className="peer sr-only"
        disabled={create.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          void choose(file);
        }}
      />
      <label htmlFor={inputId} className={buttonClasses('primary', 'md', 'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring')}>
        <FileSpreadsheet className="size-4" aria-hidden="true" />
        {create.isPending ? 'Reading the manifest…' : 'Choose a manifest'}
      </label>
      {problem && <Alert>{problem}</Alert>}
      {create.isError && <Alert>{create.error.message}</Alert>}
    </section>
  );
}

function UnfinishedBatches() {
  const query = useBulkUploadBatches('open');
  return (
    <section aria-labelledby="bulk-open-heading" className="space-y-3">
      <h2 id="bulk-open-heading" className="text-lg font-semibold text-fg">
        Unfinished batches
      </h2>
      {query.isPending && <Spinner label="Loading batches" className="py-6" />}
      {query.isError && <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load the batches." />}
      {query.data?.length === 0 && <p className="rounded-2xl border border-dashed border-border p-6 text-center text-fg-muted">No batch is waiting. Start one above.</p>}
      {query.data && query.data.length > 0 && (
        <ul className="divide-y divide-border rounded-2xl border border-border bg-surface">
          {query.data.map((batch) => (
            <li key={batch.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium text-fg">
                  {batch.format.toUpperCase()} batch of <LocalDateTime iso={batch.createdAt} />
                </p>
                <p className="text-sm text-fg-muted">
                  {batch.createdBy ? `${batch.createdBy.displayName} · ` : ''}
                  {batchSummary(batch)}
                </p>
              </div>
              <Link to={`/admin/bulk-upload?batch=${batch.id}`} className={buttonClasses('secondary', 'sm', 'shrink-0')}>
                Resume
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /admin/bulk-upload (issue 16 item 8): many platform models from a manifest and their files. The
 * batch lives on the server, its id in the address, so a closed tab resumes where it stopped.
 */
export default function BulkUploadPage() {
  usePageTitle('Bulk upload');
  const [params, setParams] = useSearchParams();
  const batchId = params.get('batch');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <PageHeader title="Bulk upload" description="Many platform models at once, from a CSV or JSON manifest and their files.">
        <Link to="/admin" className={buttonClasses('secondary', 'sm')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Admin dashboard
        </Link>
      </PageHeader>
      {batchId ? (
        <BulkUploadBatchPanel key={batchId} batchId={batchId} />
      ) : (
        <div className="space-y-8">
          <StartBatch onCreated={(id) => setParams({ batch: id })} />
          <UnfinishedBatches />
        </div>
      )}
    </div>
  );
}
