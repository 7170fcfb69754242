import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { LoadFailed } from '../../components/ui/load-failed';
import { LoadMore } from '../../components/ui/load-more';
import { LocalDate } from '../../components/ui/local-date';
import { Spinner } from '../../components/ui/spinner';
import { UserAvatar } from '../../components/ui/user-avatar';
import { useReferralRewards } from './api/use-earnings';
import { rupees } from './earnings-view';
import { referralRewardText } from './referral-reward-text';

/**
 * The history's third tab: each referral reward the ledger paid into the member's earnings, newest
 * first, with the friend it came from; a share a refund took back is a row of its own, in minus.
 */
export function ReferralRewardList() {
  const query = useReferralRewards();
  const rewards = query.data?.pages.flatMap((page) => page.rewards) ?? [];

  if (query.isPending) return <Spinner label="Loading referral rewards" className="py-10" />;
  if (query.isError && rewards.length === 0) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load your referral rewards." />;
  if (rewards.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-4 py-10 text-center">
        <Gift className="size-10 text-fg-muted" aria-hidden="true" />
        <p className="font-semibold text-fg">No referral rewards yet</p>
        <p className="max-w-md text-sm text-fg-muted">Invite friends who make things: Meshmandi pays you when they publish, when their models are downloaded, and a share of their tips.</p>
        <Link to="/referrals" className={buttonClasses('secondary', 'sm')}>
          Your invitation link
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <ul aria-label="Referral rewards" className="divide-y divide-border rounded-2xl border border-border bg-surface">
        {rewards.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-4">
            <UserAvatar name={item.person.name} photoURL={item.person.photoURL} size="md" />
            <div className="min-w-0 flex-1 basis-48">
              <p className="text-fg [overflow-wrap:anywhere]">{referralRewardText(item, item.person.name)}</p>
              <p className="mt-1 text-xs text-fg-muted">
                <LocalDate iso={item.createdAt} style="short" />
              </p>
            </div>
            <p className={cn('ml-auto shrink-0 text-lg font-bold tabular-nums', item.amount < 0 ? 'text-danger' : 'text-fg')}>
              {item.amount < 0 ? `−${rupees(-item.amount)}` : `+${rupees(item.amount)}`}
            </p>
          </li>
        ))}
      </ul>
      <LoadMore query={query} failedLead="Could not load more referral rewards." />
    </div>
  );
}
