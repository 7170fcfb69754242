import { useId, useState, type FormEvent } from 'react';
import { MODERATION_MESSAGE_MAX, MODERATOR_NOTES_MAX, REPORT_ACTION_LABELS, type ReportAction } from '../../../shared/constants/moderation-rules';
import { REASON_LABELS } from '../../../shared/constants/report-rules';
import type { ReportItem } from '../../../shared/contracts/reports/moderation';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextAreaField } from '../../components/ui/field';
import { SelectField } from '../../components/ui/select-field';
import { errorMessage } from '../../lib/api-client';
import { useProcessReport } from './reports-api';
import { actionsFor, messageProblem, needsMessage, settledText, targetLabel } from './reports-view';

interface ReviewDialogProps {
  report: ReportItem;
  onClose(): void;
  returnFocusTo(): HTMLElement | null;
}

/**
 * Settles one report (SPEC §4): only the actions that apply to what was reported, the message the
 * person is shown when the action touches them, and notes that stay with the moderators. The
 * server's refusal is shown as it words it ('Failed to process report: …'); after success the
 * dialog stays open to say how many reports the action settled, since one hide can answer several.
 */
export function ReportsReviewDialog({ report, onClose, returnFocusTo }: ReviewDialogProps) {
  const actions = actionsFor(report.targetKind);
  const [action, setAction] = useState<ReportAction>(actions[0]!);
  const [message, setMessage] = useState('');
  const [notes, setNotes] = useState('');
  const [checked, setChecked] = useState(false);
  const process = useProcessReport();
  const messageId = useId();
  const messageErrorId = `${messageId}-error`;
  const problem = messageProblem(action, message);
  const done = process.isSuccess ? process.data : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (problem) return;
    try {
      await process.mutateAsync({
        reportId: report.id,
        action,
        ...(needsMessage(action) ? { message: message.trim() } : {}),
        ...(notes.trim() ? { notes: notes.trim() } : {}),
      });
    } catch {
      // Shown from process.error below.
    }
  }

  const what = `${report.reference}: ${REASON_LABELS[report.reason]}, about ${targetLabel(report.targetKind, report.target.label, report.target.exists)}.`;

  return (
    <Dialog open onOpenChange={(next) => !next && !process.isPending && onClose()} title="Review report" description={what} returnFocusTo={returnFocusTo}>
      {done ? (
        <div className="space-y-4">
          <Alert tone="success">{settledText(done.report.status, done.settled)}</Alert>
          <div className="flex justify-end">
            <Button onClick={onClose} autoFocus>
              Close
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <SelectField
            label="Action"
            value={action}
            disabled={process.isPending}
            onChange={(e) => {
              setAction(e.target.value as ReportAction);
              process.reset();
            }}
          >
            {actions.map((option) => (
              <option key={option} value={option}>
                {REPORT_ACTION_LABELS[option]}
              </option>
            ))}
          </SelectField>
          {needsMessage(action) && (
            <div>
              <TextAreaField
                label="Message to the person"
                hint={`Shown to whoever answers for it, with the action. ${message.trim().length} / ${MODERATION_MESSAGE_MAX} characters.`}
                rows={4}
                maxLength={MODERATION_MESSAGE_MAX}
                required
                value={message}
                disabled={process.isPending}
                id={messageId}
                aria-invalid={checked && problem ? true : undefined}
                aria-describedby={checked && problem ? `${messageId}-hint ${messageErrorId}` : `${messageId}-hint`}
                onChange={(e) => setMessage(e.target.value)}
              />
              {checked && problem && (
                <p id={messageErrorId} className="mt-1.5 text-sm text-danger">
                  {problem}
                </p>
              )}
            </div>
          )}
          <TextAreaField
            label="Internal notes"
            hint="Only admins see these."
            rows={2}
            maxLength={MODERATOR_NOTES_MAX}
            value={notes}
            disabled={process.isPending}
            onChange={(e) => setNotes(e.target.value)}
          />
          {process.isError && <Alert>{errorMessage(process.error)}</Alert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={process.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant={action === 'ban_user' ? 'danger' : 'primary'} disabled={process.isPending}>
              {process.isPending ? 'Working…' : REPORT_ACTION_LABELS[action]}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
