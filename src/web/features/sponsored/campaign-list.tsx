import { Link } from 'react-router';
import type { SponsoredCampaign } from '../../../shared/contracts/sponsored/sponsored-placements';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { CampaignFigures } from '../../components/campaign-figures/campaign-figures';
import { LocalDate } from '../../components/ui/local-date';
import { errorMessage } from '../../lib/api-client';
import { rupees } from '../../lib/rupees';
import { AUDIENCE_LABELS, campaignNote, PLACEMENT_LABELS, STATUS_LABELS } from '../../lib/sponsored-text';
import { useEndSponsored } from './sponsored-api';

const OPEN = new Set<SponsoredCampaign['status']>(['pending', 'active', 'paused']);

/** One campaign: where and how it runs, what it has spent and done, and End while it is open. */
function CampaignRow({ campaign }: { campaign: SponsoredCampaign }) {
  const end = useEndSponsored();
  const note = campaignNote(campaign);
  return (
    <li className="space-y-3 p-4" aria-label={campaign.title}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-fg [overflow-wrap:anywhere]">{campaign.title}</p>
          <p className="text-sm text-fg-muted">
            {campaign.modelId ? (
              <Link to={campaign.targetUrl} className="hover:underline">
                {campaign.modelTitle}
              </Link>
            ) : (
              'A deleted model'
            )}{' '}
            · {PLACEMENT_LABELS[campaign.placement]} · {AUDIENCE_LABELS[campaign.targetAudience]}
          </p>
        </div>
        <span className={cn('rounded-full px-2.5 py-0.5 text-sm font-medium', campaign.status === 'active' ? 'border border-success/40 text-success' : 'border border-border text-fg')}>{STATUS_LABELS[campaign.status]}</span>
      </div>
      <CampaignFigures campaign={campaign} />
      {campaign.endsAt && OPEN.has(campaign.status) && (
        <p className="text-sm text-fg-muted">
          Runs until <LocalDate iso={campaign.endsAt} style="long" />
        </p>
      )}
      {note && <p className="text-sm text-fg-muted">{note}</p>}
      {campaign.returned !== null && campaign.returned > 0 && <p className="text-sm text-fg">{rupees(campaign.returned)} went back to your earnings.</p>}
      {end.isError && <Alert>{errorMessage(end.error)}</Alert>}
      {OPEN.has(campaign.status) && (
        <Button size="sm" variant="secondary" disabled={end.isPending} onClick={() => end.mutate(campaign.id)}>
          {end.isPending ? 'Ending…' : `End it and return ${rupees(campaign.budget - campaign.spent)}`}
        </Button>
      )}
    </li>
  );
}

export function CampaignList({ campaigns, labelledBy }: { campaigns: SponsoredCampaign[]; labelledBy: string }) {
  return (
    <ul aria-labelledby={labelledBy} className="divide-y divide-border rounded-2xl border border-border bg-surface">
      {campaigns.map((campaign) => (
        <CampaignRow key={campaign.id} campaign={campaign} />
      ))}
    </ul>
  );
}
