import { Megaphone } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { UNIT_PRICE_TEXT } from '../../../shared/constants/sponsored-rules';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadFailed } from '../../components/ui/load-failed';
import { LoadMore } from '../../components/ui/load-more';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { usePageTitle } from '../../lib/use-page-title';
import { CampaignList } from './campaign-list';
import { SponsorForm } from './sponsor-form';
import { useMySponsored, usePinSet, useSponsorableModels } from './sponsored-api';

/**
 * /sponsored (issue 31 item 2, decision 082): a creator sponsors one of their public models in a
 * placement, paid from their earnings, and follows each campaign's spend, impressions and clicks.
 * `?model=` picks the model (My Models links here with it).
 */
export default function SponsoredPage() {
  usePageTitle('Sponsored placements');
  const [params] = useSearchParams();
  const formId = useId();
  const listId = useId();
  const [made, setMade] = useState<string | null>(null);
  const models = useSponsorableModels();
  const pinSet = usePinSet();
  const query = useMySponsored();
  const campaigns = query.data?.pages.flatMap((page) => page.campaigns) ?? [];
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <PageHeader
        title="Sponsored placements"
        description={`Show one of your models where people look, marked Sponsored. Pay ${UNIT_PRICE_TEXT.cpc} or ${UNIT_PRICE_TEXT.cpm} from your earnings; what is not spent comes back.`}
      />
      <div className="space-y-8">
        <Card className="space-y-4">
          <h2 id={formId} className="flex items-center gap-2 text-lg font-semibold text-fg">
            <Megaphone className="size-5 text-brand" aria-hidden="true" /> Sponsor a model
          </h2>
          {made && <Alert tone="success">{made}</Alert>}
          {(models.isPending || pinSet.isPending) && <Spinner label="Loading your models" />}
          {models.isError && <LoadFailed error={models.error} onRetry={() => void models.refetch()} lead="Could not load your models." />}
          {pinSet.isError && <LoadFailed error={pinSet.error} onRetry={() => void pinSet.refetch()} lead="Could not load your payout settings." />}
          {models.data && pinSet.data !== undefined && models.data.length === 0 && (
            <div className="space-y-3">
              <p className="text-fg-muted">Only a public model can be sponsored, and you have none yet.</p>
              <Link to="/upload" className={buttonClasses('primary', 'sm')}>
                Upload a model
              </Link>
            </div>
          )}
          {models.data && models.data.length > 0 && pinSet.data !== undefined && <SponsorForm models={models.data} pinSet={pinSet.data} initialModelId={params.get('model')} onMade={setMade} />}
        </Card>
        <section aria-labelledby={listId} className="space-y-3">
          <h2 id={listId} className="text-lg font-semibold text-fg">
            Your placements
          </h2>
          {query.isPending && <Spinner label="Loading your placements" />}
          {query.isError && campaigns.length === 0 && <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load your placements." />}
          {query.isSuccess && campaigns.length === 0 && <p className="rounded-2xl border border-dashed border-border p-8 text-center text-fg-muted">You have not sponsored a model yet.</p>}
          {campaigns.length > 0 && (
            <>
              <CampaignList campaigns={campaigns} labelledBy={listId} />
              <LoadMore query={query} failedLead="Could not load more placements." />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
