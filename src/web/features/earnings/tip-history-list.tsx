import { Gift, Send } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { useTipHistory } from './api/use-earnings';
import type { TipsTab } from './earnings-view';
import { TipRow } from './tip-row';
import { LoadMore } from '../../components/ui/load-more';

function EmptyHistory({ tab }: { tab: TipsTab }) {
  const Icon = tab === 'received' ? Gift : Send;
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-4 py-10 text-center">
      <Icon className="size-10 text-fg-muted" aria-hidden="true" />
      <p className="font-semibold text-fg">{tab === 'received' ? 'No tips received yet' : 'You have not sent a tip yet'}</p>
      <p className="max-w-md text-sm text-fg-muted">
        {tab === 'received'
          ? 'When someone tips you from one of your models or your profile, the tip shows up here with their message.'
          : 'Liked a model? Press “Tip Creator” on its page or on the creator’s profile to thank them in rupees.'}
      </p>
      <Link to={tab === 'received' ? '/upload' : '/explore'} className={buttonClasses('secondary', 'sm')}>
        {tab === 'received' ? 'Upload a model' : 'Explore models'}
      </Link>
    </div>
  );
}

/** One tab's tips, newest first, 20 at a time; a failed "Load more" keeps what is shown and offers the retry below it. */
export function TipHistoryList({ tab }: { tab: TipsTab }) {
  const query = useTipHistory(tab);
  const tips = query.data?.pages.flatMap((page) => page.tips) ?? [];
  const label = tab === 'received' ? 'Tips received' : 'Tips sent';

  if (query.isPending) return <Spinner label="Loading tips" className="py-10" />;
  if (query.isError && tips.length === 0) {
    return <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead={`Could not load your ${tab} tips.`} />;
  }
  if (tips.length === 0) return <EmptyHistory tab={tab} />;

  return (
    <div className="space-y-4">
      <ul aria-label={label} className="divide-y divide-border rounded-2xl border border-border bg-surface">
        {tips.map((tip) => (
          <TipRow key={tip.paymentId} tip={tip} tab={tab} />
        ))}
      </ul>
      <LoadMore query={query} failedLead="Could not load more tips." />
    </div>
  );
}
