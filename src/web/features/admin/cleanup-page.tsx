import { ArrowLeft, Eraser } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { UNVERIFIED_DAYS_DEFAULT, UNVERIFIED_DAYS_MIN } from '../../../shared/contracts/accounts/cleanup';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { useCleanupPreview, useRunCleanup } from './cleanup-api';
import { taskViews, type TaskView } from './cleanup-view';
import { SuperAdminOnlyNotice } from './components/super-admin-only-notice';

/** The run is asked once more, with the count the dry run found: it is what the server will hold the run to. */
function RunDialog({ view, unverifiedDays, onClose, onDone }: { view: TaskView; unverifiedDays: number; onClose(): void; onDone(text: string): void }) {
  const run = useRunCleanup();
  async function confirm() {
    try {
      const answer = await run.mutateAsync({ task: view.task, expected: view.count, unverifiedDays });
      onDone(`${view.title}: ${answer.removed.toLocaleString('en-IN')} removed.`);
    } catch {
      // Shown from run.error below.
    }
  }
  return (
    <Dialog open onOpenChange={(next) => !next && !run.isPending && onClose()} title={`Remove ${view.summary}?`} description={`${view.what} This cannot be undone.`}>
      {run.isError && <Alert className="mb-4">{errorMessage(run.error)}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={run.isPending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={run.isPending}>
          {run.isPending ? 'Removing…' : 'Remove'}
        </Button>
      </div>
    </Dialog>
  );
}

function TaskCard({ view, onRun }: { view: TaskView; onRun(): void }) {
  return (
    <li className="space-y-3 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h2 className="font-semibold text-fg">{view.title}</h2>
          <p className="text-sm text-fg-muted">{view.what}</p>
          <p className="text-sm font-medium text-fg">Dry run: {view.count === 0 ? 'nothing to remove.' : `${view.summary} would be removed.`}</p>
        </div>
        <Button variant="danger" size="sm" className="shrink-0" disabled={view.count === 0} onClick={onRun}>
          Remove {view.count === 0 ? '' : view.count.toLocaleString('en-IN')}
        </Button>
      </div>
      {view.sample.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-brand">The first {view.sample.length} of them</summary>
          <ul className="mt-2 space-y-1 font-mono text-xs break-all text-fg-muted">
            {view.sample.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

function CleanupTasks({ unverifiedDays }: { unverifiedDays: number }) {
  const preview = useCleanupPreview(unverifiedDays);
  const [running, setRunning] = useState<TaskView | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (preview.isPending) return <Spinner label="Running the dry run" className="py-10" />;
  if (preview.isError) return <LoadFailed error={preview.error} onRetry={() => void preview.refetch()} lead="Could not run the dry run." />;
  const views = taskViews(preview.data.preview, unverifiedDays);
  return (
    <div className="space-y-4">
      {done && <Alert tone="success">{done}</Alert>}
      <ul aria-label="Cleanup tasks" className="divide-y divide-border rounded-2xl border border-border bg-surface">
        {views.map((view) => (
          <TaskCard key={view.task} view={view} onRun={() => setRunning(view)} />
        ))}
      </ul>
      {running && (
        <RunDialog
          view={running}
          unverifiedDays={unverifiedDays}
          onClose={() => setRunning(null)}
          onDone={(text) => {
            setRunning(null);
            setDone(text);
          }}
        />
      )}
    </div>
  );
}

/**
 * /admin/cleanup (issue 16 item 9): a dry run of every task first, then each task on its own, held
 * by the server to what the dry run found. For super admins: it deletes for good.
 */
export default function CleanupPage() {
  usePageTitle('Cleanup');
  const { isSuperAdmin } = useSession();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const unverifiedDays = Number.isInteger(asked) && asked >= UNVERIFIED_DAYS_MIN && asked <= 3650 ? asked : UNVERIFIED_DAYS_DEFAULT;
  const [draft, setDraft] = useState(String(unverifiedDays));
  const draftDays = Number(draft);
  const draftError = Number.isInteger(draftDays) && draftDays >= UNVERIFIED_DAYS_MIN && draftDays <= 3650 ? undefined : `A whole number of days from ${UNVERIFIED_DAYS_MIN} to 3650.`;

  function apply(event: FormEvent) {
    event.preventDefault();
    if (!draftError) setParams(draftDays === UNVERIFIED_DAYS_DEFAULT ? {} : { days: String(draftDays) }, { replace: true });
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <PageHeader title="Cleanup" description="What no one needs any more: files nothing claims, abandoned uploads and accounts never verified. A dry run first; nothing goes until you say so.">
        <Link to="/admin" className={buttonClasses('secondary', 'sm')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Admin dashboard
        </Link>
      </PageHeader>
      {isSuperAdmin ? (
        <div className="space-y-6">
          <form onSubmit={apply} aria-label="Dry run settings" className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 sm:flex-row sm:items-end">
            <Field label="Unverified for at least (days)" inputMode="numeric" value={draft} onChange={(e) => setDraft(e.target.value)} error={draftError} className="sm:w-64" />
            <Button type="submit" variant="secondary" disabled={!!draftError} className="sm:mb-0.5">
              <Eraser className="size-4" aria-hidden="true" />
              Dry run again
            </Button>
          </form>
          <CleanupTasks key={unverifiedDays} unverifiedDays={unverifiedDays} />
        </div>
      ) : (
        <SuperAdminOnlyNotice>Only super admins can clean up.</SuperAdminOnlyNotice>
      )}
    </div>
  );
}
