import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PHASE_LABELS } from './publish-status';
import type { UploadRun } from './use-upload-run';
import { UploadProgress } from '../form/upload-progress';

interface SubmitPanelProps {
  title: string;
  /** Label/value pairs summing up what will be sent. */
  summary: [string, ReactNode][];
  run: UploadRun;
  /** A check that failed before anything was sent (no files, no title…). */
  problem: string | null;
  submitLabel: string;
  busyLabel: string;
  cancelledNotice: string;
  /** Shown under the buttons while idle, e.g. a link back. */
  footer?: ReactNode;
}

/** The card beside the form (below it on phones): what will be sent, the progress bar, errors and the buttons. */
export function SubmitPanel({ title, summary, run, problem, submitLabel, busyLabel, cancelledNotice, footer }: SubmitPanelProps) {
  const busy = run.status !== null;
  return (
    <section aria-labelledby="submit-heading" className="space-y-5 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6">
      <h2 id="submit-heading" className="text-lg font-semibold text-fg">
        {title}
      </h2>
      <dl className="space-y-2 text-sm">
        {summary.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-4">
            <dt className="text-fg-muted">{label}</dt>
            <dd className="min-w-0 text-right font-medium text-fg">{value}</dd>
          </div>
        ))}
      </dl>
      {run.status && (
        <UploadProgress label="Upload progress" percent={run.status.percent} phase={PHASE_LABELS[run.status.phase]} detail={run.status.detail} />
      )}
      {problem && <Alert>{problem}</Alert>}
      {run.error && <Alert>{run.error}</Alert>}
      {run.wasCancelled && <Alert tone="info">{cancelledNotice}</Alert>}
      <div className="space-y-2">
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
        {run.canCancel && (
          <Button variant="secondary" className="w-full" onClick={() => void run.cancel()} disabled={run.cancelling}>
            <X className="size-4" aria-hidden="true" /> {run.cancelling ? 'Cancelling…' : 'Cancel upload'}
          </Button>
        )}
      </div>
      {footer && !busy && <div className="text-sm text-fg-muted">{footer}</div>}
    </section>
  );
}
