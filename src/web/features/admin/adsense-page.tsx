import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '../../../shared/constants/sponsored-rules';
import type { SponsoredCampaign } from '../../../shared/contracts/sponsored/sponsored-placements';
import { CampaignFigures } from '../../components/campaign-figures/campaign-figures';
import { LocalDateTime } from '../../components/sessions/local-date-time';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { TextAreaField } from '../../components/ui/field';
import { LoadFailed } from '../../components/ui/load-failed';
import { LoadMore } from '../../components/ui/load-more';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { rupees } from '../../lib/rupees';
import { AUDIENCE_LABELS, PLACEMENT_LABELS, STATUS_LABELS } from '../../lib/sponsored-text';
import { usePageTitle } from '../../lib/use-page-title';
import { useEndSponsoredAsAdmin, useReviewSponsored, useSponsoredByStatus } from './adsense-api';
import { AdsenseHouseAdsSection } from './adsense-house-ads';
import { AdsenseNetworkSection } from './adsense-network-form';
import { ApproveOrDecline } from './components/approve-or-decline';

const TAB_LABELS: Record<CampaignStatus, string> = { pending: 'Waiting', active: 'Running', paused: 'Paused', ended: 'Ended', declined: 'Declined' };

/** Pause or resume, and End… which first asks why: the creator is told, and the rest of the budget returns. */
function RunningActions({ campaign }: { campaign: SponsoredCampaign }) {
  const review = useReviewSponsored();
  const end = useEndSponsoredAsAdmin();
  const [ending, setEnding] = useState(false);
  const [reason, setReason] = useState('');
  const failure = review.error ?? end.error;
  const busy = review.isPending || end.isPending;
  return (
    <div className="space-y-3">
      {ending ? (
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            end.mutate({ campaignId: campaign.id, reason });
          }}
        >
          <TextAreaField label={`Why end “${campaign.title}”?`} hint="The creator is told, and it is kept in the audit log." value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} required />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" size="sm" disabled={busy || reason.trim() === ''}>
              End it and return {rupees(campaign.budget - campaign.spent)}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setEnding(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => review.mutate({ campaignId: campaign.id, decision: campaign.status === 'active' ? 'pause' : 'resume' })}>
            {campaign.status === 'active' ? 'Pause' : 'Resume'}
            <span className="sr-only"> {campaign.title}</span>
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => setEnding(true)}>
            End…<span className="sr-only"> {campaign.title}</span>
          </Button>
        </div>
      )}
      {failure && <Alert>{errorMessage(failure)}</Alert>}
    </div>
  );
}

function Answer({ campaign }: { campaign: SponsoredCampaign }) {
  const review = useReviewSponsored();
  return (
    <ApproveOrDecline
      who={campaign.title}
      reasonLabel={`Why decline “${campaign.title}”?`}
      reasonHint="The creator is shown it, and its whole budget returns to their earnings."
      pending={review.isPending}
      error={review.isError ? errorMessage(review.error) : null}
      onApprove={() => review.mutate({ campaignId: campaign.id, decision: 'approve' })}
      onDecline={(reason) => review.mutate({ campaignId: campaign.id, decision: 'decline', reason })}
    />
  );
}

function CampaignRow({ campaign }: { campaign: SponsoredCampaign }) {
  return (
    <li className="space-y-3 p-4" aria-label={campaign.title}>
      <div className="space-y-1">
        <p className="font-semibold text-fg [overflow-wrap:anywhere]">{campaign.title}</p>
        {campaign.description && <p className="text-sm text-fg [overflow-wrap:anywhere]">{campaign.description}</p>}
        <p className="text-sm text-fg-muted [overflow-wrap:anywhere]">
          <Link to={`/profile/${campaign.creatorId}`} className="font-medium text-fg hover:underline">
            {campaign.creatorName}
          </Link>{' '}
          sponsors{' '}
          {campaign.modelId ? (
            <Link to={campaign.targetUrl} className="font-medium text-fg hover:underline">
              {campaign.modelTitle}
            </Link>
          ) : (
            'a deleted model'
          )}{' '}
          · {PLACEMENT_LABELS[campaign.placement]} · {AUDIENCE_LABELS[campaign.targetAudience]} · {campaign.campaignType === 'cpc' ? 'per click' : 'per 1,000 views'} for {campaign.durationDays} days ·
          made <LocalDateTime iso={campaign.createdAt} />
        </p>
      </div>
      <CampaignFigures campaign={campaign} />
      {campaign.reviewReason && <p className="text-sm text-fg-muted">Reason given: {campaign.reviewReason}</p>}
      {campaign.status === 'pending' && <Answer campaign={campaign} />}
      {(campaign.status === 'active' || campaign.status === 'paused') && <RunningActions campaign={campaign} />}
    </li>
  );
}

/**
 * /admin/adsense (issue 31 item 4, decisions 082 and 084): the ad network's settings and the house
 * ads that fill what sponsored cards leave, then the sponsored placements by status. The waiting
 * ones first (oldest first, approve or decline); the running and paused ones paused, resumed or
 * ended with the rest returned; each with its spend and click-through. Every change is audited.
 */
export default function AdsenseAdminPage() {
  usePageTitle('Sponsored placements and ads');
  const [status, setStatus] = useState<CampaignStatus>('pending');
  const query = useSponsoredByStatus(status);
  const rows = query.data?.pages.flatMap((page) => page.campaigns) ?? [];
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <PageHeader title="Sponsored placements and ads" description="Creators pay from their earnings to show a model, marked Sponsored; where none fills a placement, the ad network or your house ads do, marked Ad.">
        <Link to="/admin" className={buttonClasses('secondary', 'sm')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Admin dashboard
        </Link>
      </PageHeader>
      <div className="mb-10 space-y-6">
        <AdsenseNetworkSection />
        <AdsenseHouseAdsSection />
      </div>
      <h2 className="mb-1 text-lg font-semibold text-fg">Sponsored placements</h2>
      <p className="mb-4 text-sm text-fg-muted">Nothing runs until you approve it; a decline or an end returns what is left.</p>
      <div role="group" aria-label="Which placements" className="mb-4 flex flex-wrap gap-2">
        {CAMPAIGN_STATUSES.map((each) => (
          <button key={each} type="button" aria-pressed={status === each} onClick={() => setStatus(each)} className={cn(buttonClasses(status === each ? 'primary' : 'secondary', 'sm'))}>
            {TAB_LABELS[each]}
          </button>
        ))}
      </div>
      {query.isPending && <Spinner label="Loading sponsored placements" className="py-10" />}
      {query.isError && rows.length === 0 && <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load the sponsored placements." />}
      {query.isSuccess && rows.length === 0 && <p className="rounded-2xl border border-dashed border-border p-8 text-center text-fg-muted">No placement is {STATUS_LABELS[status].toLowerCase()}.</p>}
      {rows.length > 0 && (
        <div className="space-y-4">
          <ul aria-label={`${TAB_LABELS[status]} placements`} className="divide-y divide-border rounded-2xl border border-border bg-surface">
            {rows.map((campaign) => (
              <CampaignRow key={campaign.id} campaign={campaign} />
            ))}
          </ul>
          <LoadMore query={query} failedLead="Could not load more placements." />
        </div>
      )}
    </div>
  );
}
