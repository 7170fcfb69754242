import { Eye, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { CAMPAIGN_BODY_MAX, CAMPAIGN_SUBJECT_MAX, INACTIVE_DAYS_MAX, type CampaignItem, type CampaignSegment, type SegmentSize } from '../../../shared/contracts/campaigns/email-campaigns';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, TextAreaField } from '../../components/ui/field';
import { usePreviewCampaign, useSaveCampaign, useSendCampaign } from './campaigns-api';
import { confirmSendText, parseInactiveDays, rateText, segmentOptionText } from './campaigns-view';

interface SendPanelProps {
  draft: CampaignItem;
  segments: SegmentSize[];
  inactiveDays: number;
  onInactiveDays(days: number): void;
  ratePerMinute: number;
  onSent(): void;
}

/** Who gets it, with each segment's size now, and a Send that says how many before anything goes out. */
function SendPanel({ draft, segments, inactiveDays, onInactiveDays, ratePerMinute, onSent }: SendPanelProps) {
  const send = useSendCampaign();
  const [segment, setSegment] = useState<CampaignSegment>('all');
  const [daysText, setDaysText] = useState(String(inactiveDays));
  const [confirming, setConfirming] = useState(false);
  const chosen = segments.find((s) => s.segment === segment);
  const daysValid = parseInactiveDays(daysText) !== null;
  return (
    <fieldset className="space-y-3 rounded-xl border border-border p-4">
      <legend className="px-1 font-semibold text-fg">Send “{draft.subject}”</legend>
      <div role="radiogroup" aria-label="Recipients" className="space-y-2">
        {segments.map((option) => (
          <label key={option.segment} className="flex items-center gap-2 text-fg">
            <input type="radio" name="segment" value={option.segment} checked={segment === option.segment} onChange={() => setSegment(option.segment)} className="size-4 accent-brand" />
            {segmentOptionText(option)}
          </label>
        ))}
      </div>
      {segment === 'inactive' && (
        <Field
          label="Days without a sign-in"
          inputMode="numeric"
          value={daysText}
          onChange={(e) => {
            setDaysText(e.target.value);
            const days = parseInactiveDays(e.target.value);
            if (days !== null) onInactiveDays(days);
          }}
          error={daysValid ? undefined : `A whole number from 1 to ${INACTIVE_DAYS_MAX}.`}
          className="max-w-xs"
        />
      )}
      <p className="text-sm text-fg-muted">Only verified, active members who have not turned off announcements are counted. {rateText(ratePerMinute)}</p>
      {send.isError && <Alert>{send.error.message}</Alert>}
      <Button disabled={!chosen || chosen.size === 0 || !daysValid || send.isPending} onClick={() => setConfirming(true)}>
        <Send className="size-4" aria-hidden="true" />
        Send…
      </Button>
      {confirming && chosen && (
        <Dialog open onOpenChange={(open) => !open && !send.isPending && setConfirming(false)} title={`Send to ${chosen.size.toLocaleString('en-IN')} ${chosen.size === 1 ? 'person' : 'people'}?`} description={confirmSendText(draft.subject, chosen)}>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={send.isPending}>
              Not yet
            </Button>
            <Button
              disabled={send.isPending}
              onClick={async () => {
                // Awaited rather than given to mutate: the reread list shows the campaign sending, no
                // longer a draft, which can unmount this panel first, and mutate's callbacks do not
                // run for an unmounted component.
                try {
                  await send.mutateAsync({ campaignId: draft.id, recipients: segment, ...(segment === 'inactive' ? { inactiveDays } : {}) });
                  onSent();
                } catch {
                  // Shown from send.error above.
                } finally {
                  setConfirming(false);
                }
              }}
            >
              {send.isPending ? 'Sending…' : 'Send now'}
            </Button>
          </div>
        </Dialog>
      )}
    </fieldset>
  );
}

interface ComposerProps extends Omit<SendPanelProps, 'draft'> {
  /** The draft being edited; null for a new one. */
  draft: CampaignItem | null;
  onSaved(campaign: CampaignItem): void;
}

/** Subject and Markdown, saved as a draft; the preview is the server's rendering, shown in a sandbox that runs nothing. */
export function CampaignComposer({ draft, onSaved, ...sendProps }: ComposerProps) {
  const save = useSaveCampaign();
  const preview = usePreviewCampaign();
  const [subject, setSubject] = useState(draft?.subject ?? '');
  const [body, setBody] = useState(draft?.body ?? '');
  const changed = !draft || subject.trim() !== draft.subject || body.trim() !== draft.body;
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ ...(draft ? { campaignId: draft.id } : {}), subject, body }, { onSuccess: (answer) => onSaved(answer.campaign) });
  }
  return (
    <section aria-labelledby="compose-heading" className="space-y-4 rounded-2xl border border-border bg-surface p-4">
      <h2 id="compose-heading" className="text-lg font-semibold text-fg">
        {draft ? 'Edit the draft' : 'Write a campaign'}
      </h2>
      <form onSubmit={submit} className="space-y-4">
        <Field label="Subject" value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={CAMPAIGN_SUBJECT_MAX} required />
        <TextAreaField
          label="Message (Markdown)"
          hint="**bold**, _italic_, # headings, - lists, [links](https://…). HTML is shown as text; an unsubscribe link is added at the end."
          value={body}
          onChange={(e) => setBody(e.target.value)}
          maxLength={CAMPAIGN_BODY_MAX}
          rows={10}
          required
        />
        {save.isError && <Alert>{save.error.message}</Alert>}
        {preview.isError && <Alert>{preview.error.message}</Alert>}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending || !changed}>
            {save.isPending ? 'Saving…' : draft ? 'Save changes' : 'Save draft'}
          </Button>
          <Button type="button" variant="secondary" disabled={preview.isPending} onClick={() => preview.mutate({ subject, body })}>
            <Eye className="size-4" aria-hidden="true" />
            Preview
          </Button>
        </div>
      </form>
      {preview.data && (
        <div className="space-y-2">
          <h3 className="font-semibold text-fg">Preview: {preview.data.subject}</h3>
          <iframe title="E-mail preview" sandbox="" srcDoc={preview.data.html} className="h-[28rem] w-full rounded-xl border border-border bg-white" />
        </div>
      )}
      {draft && !changed ? <SendPanel draft={draft} {...sendProps} /> : draft && <p className="text-sm text-fg-muted">Save your changes to send the draft.</p>}
    </section>
  );
}
