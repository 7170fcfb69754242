import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { INACTIVE_DAYS_DEFAULT, type CampaignItem } from '../../../shared/contracts/campaigns/email-campaigns';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { usePageTitle } from '../../lib/use-page-title';
import { useCampaignList, useSegmentSizes } from './campaigns-api';
import { CampaignComposer } from './campaigns-compose';
import { CampaignList } from './campaigns-list';

/**
 * /admin/campaigns (issue 16 item 7): write a campaign in Markdown, preview it as it will arrive,
 * send it to a segment, and watch it go out with its delivered and failed counts.
 */
export default function CampaignsPage() {
  usePageTitle('E-mail campaigns');
  const [inactiveDays, setInactiveDays] = useState(INACTIVE_DAYS_DEFAULT);
  const list = useCampaignList();
  const segments = useSegmentSizes(inactiveDays);
  // Which draft the composer holds (null: a new one); a key per draft gives the form fresh fields.
  const [draftId, setDraftId] = useState<string | null>(null);
  const [composerKey, setComposerKey] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const campaigns = list.data?.campaigns ?? [];
  const draft = campaigns.find((c) => c.id === draftId && c.status === 'draft') ?? null;

  function edit(campaign: CampaignItem) {
    setNotice(null);
    setDraftId(campaign.id);
    setComposerKey((k) => k + 1);
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <PageHeader title="E-mail campaigns" description="Announcements to members by e-mail, sent at a steady rate; each person at most once, never to those who unsubscribed.">
        <Link to="/admin" className={buttonClasses('secondary', 'sm')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Admin dashboard
        </Link>
      </PageHeader>
      {list.isError && !list.data ? (
        <LoadFailed error={list.error} onRetry={() => void list.refetch()} lead="Could not load the campaigns." />
      ) : segments.isError && !segments.data ? (
        <LoadFailed error={segments.error} onRetry={() => void segments.refetch()} lead="Could not count the segments." />
      ) : !list.data || !segments.data ? (
        <Spinner label="Loading campaigns" className="py-10" />
      ) : (
        <div className="space-y-6">
          {notice && <Alert tone="success">{notice}</Alert>}
          <CampaignList campaigns={campaigns} onEdit={edit} />
          <CampaignComposer
            key={composerKey}
            draft={draft}
            segments={segments.data}
            inactiveDays={inactiveDays}
            onInactiveDays={setInactiveDays}
            ratePerMinute={list.data.ratePerMinute}
            onSaved={(saved) => {
              setNotice(null);
              setDraftId(saved.id);
            }}
            onSent={() => {
              setNotice('The campaign is sending. Its progress shows in the list.');
              setDraftId(null);
              setComposerKey((k) => k + 1);
            }}
          />
        </div>
      )}
    </div>
  );
}
