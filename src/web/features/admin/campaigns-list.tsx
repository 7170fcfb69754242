import { useState } from 'react';
import type { CampaignItem } from '../../../shared/contracts/campaigns/email-campaigns';
import { LocalDateTime } from '../../components/sessions/local-date-time';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Dialog } from '../../components/ui/dialog';
import { useCancelCampaign } from './campaigns-api';
import { CAMPAIGN_STATUS_LABELS, countsText, progressPercent, segmentText } from './campaigns-view';

const STATUS_TONES: Record<CampaignItem['status'], string> = {
  draft: 'bg-surface-muted text-fg-muted',
  sending: 'bg-brand-soft text-brand',
  sent: 'bg-surface-muted text-success',
  cancelled: 'bg-surface-muted text-fg-muted',
};

function CancelDialog({ campaign, onClose }: { campaign: CampaignItem; onClose(): void }) {
  const cancel = useCancelCampaign();
  const what = campaign.status === 'draft' ? 'The draft is kept in the list as cancelled and can no longer be sent.' : 'Those not yet e-mailed are skipped; e-mails already sent stay sent.';
  return (
    <Dialog open onOpenChange={(open) => !open && !cancel.isPending && onClose()} title={campaign.status === 'draft' ? 'Discard this draft?' : 'Stop sending?'} description={what}>
      {cancel.isError && <Alert className="mb-4">{cancel.error.message}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
          Keep it
        </Button>
        <Button variant="danger" disabled={cancel.isPending} onClick={() => cancel.mutate({ campaignId: campaign.id }, { onSuccess: onClose })}>
          {campaign.status === 'draft' ? 'Discard draft' : 'Stop sending'}
        </Button>
      </div>
    </Dialog>
  );
}

function CampaignRow({ campaign, onEdit }: { campaign: CampaignItem; onEdit(campaign: CampaignItem): void }) {
  const [cancelling, setCancelling] = useState(false);
  const percent = progressPercent(campaign);
  const labelId = `campaign-${campaign.id}-subject`;
  const to = segmentText(campaign);
  return (
    <li className="space-y-3 p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1 space-y-1">
          <p id={labelId} className="font-semibold break-words text-fg">
            {campaign.subject}
          </p>
          <p className="text-sm text-fg-muted">
            {campaign.createdBy ? `By ${campaign.createdBy.displayName}` : 'By a former admin'} · {campaign.startedAt ? 'sent ' : 'saved '}
            <LocalDateTime iso={campaign.startedAt ?? campaign.updatedAt} />
            {to && ` · ${to}`}
          </p>
        </div>
        <span className={cn('inline-flex w-fit shrink-0 rounded-full px-2.5 py-0.5 text-sm font-medium', STATUS_TONES[campaign.status])}>{CAMPAIGN_STATUS_LABELS[campaign.status]}</span>
      </div>
      {campaign.status !== 'draft' && (
        <div className="space-y-1.5">
          <div
            role="progressbar"
            aria-labelledby={labelId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${percent}% done: ${countsText(campaign)}`}
            className="h-2.5 overflow-hidden rounded-full bg-surface-muted"
          >
            <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-sm text-fg-muted tabular-nums">{countsText(campaign)}</p>
        </div>
      )}
      {(campaign.status === 'draft' || campaign.status === 'sending') && (
        <div className="flex flex-wrap gap-2">
          {campaign.status === 'draft' && (
            <Button variant="secondary" size="sm" onClick={() => onEdit(campaign)} aria-describedby={labelId}>
              Edit and send
            </Button>
          )}
          <Button variant="secondary" size="sm" onClick={() => setCancelling(true)} aria-describedby={labelId}>
            {campaign.status === 'draft' ? 'Discard' : 'Cancel sending'}
          </Button>
        </div>
      )}
      {cancelling && <CancelDialog campaign={campaign} onClose={() => setCancelling(false)} />}
    </li>
  );
}

/** The latest campaigns, newest first, each with its progress and counts once it is sent. */
export function CampaignList({ campaigns, onEdit }: { campaigns: CampaignItem[]; onEdit(campaign: CampaignItem): void }) {
  if (campaigns.length === 0) return <p className="rounded-2xl border border-dashed border-border p-8 text-center text-fg-muted">No campaigns yet. Write the first one below.</p>;
  return (
    <ul aria-label="Campaigns, newest first" className="divide-y divide-border rounded-2xl border border-border bg-surface">
      {campaigns.map((campaign) => (
        <CampaignRow key={campaign.id} campaign={campaign} onEdit={onEdit} />
      ))}
    </ul>
  );
}
