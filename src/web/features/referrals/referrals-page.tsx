import { Check, Gift, IndianRupee, Users } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { ReferredFriend } from '../../../shared/contracts/referrals/referrals';
import { ShareLinkButtons } from '../../components/share-link-buttons/share-link-buttons';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { LoadFailed } from '../../components/ui/load-failed';
import { LoadMore } from '../../components/ui/load-more';
import { LocalDate } from '../../components/ui/local-date';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { StatCard } from '../../components/ui/stat-card';
import { UserAvatar } from '../../components/ui/user-avatar';
import { formatCount } from '../../lib/indian-numbers';
import { rupees } from '../../lib/rupees';
import { usePageTitle } from '../../lib/use-page-title';
import { rewardSteps, rewardTerms, tipShareText } from './referral-progress';
import { useMyReferrals } from './referrals-api';

const STATUS_NOTE: Partial<Record<ReferredFriend['status'], string>> = {
  held: 'Waiting for a quick check by the team (a sign-up from your device or address, for example): nothing is paid until then.',
  declined: 'The team declined this referral: it earns nothing.',
};

function FriendRow({ friend }: { friend: ReferredFriend }) {
  const steps = rewardSteps(friend);
  const note = STATUS_NOTE[friend.status];
  const tipShare = tipShareText(friend);
  return (
    <li className="space-y-3 p-4">
      <div className="flex items-center gap-3">
        <UserAvatar name={friend.name} photoURL={friend.photoURL} size="md" />
        <div className="min-w-0">
          <Link to={`/profile/${friend.friendId}`} className="font-semibold text-fg hover:underline [overflow-wrap:anywhere]">
            {friend.name}
          </Link>
          <p className="text-sm text-fg-muted">
            Joined <LocalDate iso={friend.joinedAt} style="long" />
          </p>
        </div>
      </div>
      {note && <p className="text-sm text-fg-muted">{note}</p>}
      {steps.length > 0 && (
        <ul aria-label={`Rewards for ${friend.name}`} className="grid gap-2 sm:grid-cols-3">
          {steps.map((step) => (
            <li key={step.reward} className={cn('rounded-xl border p-3 text-sm', step.state.kind === 'paid' ? 'border-border bg-surface' : 'border-dashed border-border bg-surface-muted')}>
              <p className="flex items-center justify-between gap-2 font-medium text-fg">
                {step.label}
                <span className="tabular-nums">{rupees(step.amount)}</span>
              </p>
              {step.state.kind === 'paid' && (
                <p className="mt-1 flex items-center gap-1 text-success">
                  <Check className="size-4" aria-hidden="true" /> Paid <LocalDate iso={step.state.paidAt} style="long" />
                </p>
              )}
              {step.state.kind === 'reached' && <p className="mt-1 text-fg-muted">{friend.status === 'held' ? 'Reached: paid once the team has looked' : 'Reached: paid within a minute'}</p>}
              {step.state.kind === 'ahead' && (
                <>
                  <p className="mt-1 text-fg-muted">{step.state.text}</p>
                  <span
                    role="progressbar"
                    aria-label={`${friend.name}: ${step.label}`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={step.state.percent}
                    aria-valuetext={step.state.text}
                    className="mt-2 block h-1.5 overflow-hidden rounded-full bg-border"
                  >
                    <span className="block h-full rounded-full bg-brand" style={{ width: `${step.state.percent}%` }} />
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {tipShare && (
        <p className="flex items-center gap-1 text-sm text-fg">
          <IndianRupee className="size-4 text-brand" aria-hidden="true" /> {tipShare}
        </p>
      )}
    </li>
  );
}

/**
 * /referrals (SPEC §2's referral dashboard, issue 31, decision 080): the member's link to share,
 * what it pays, and each friend who joined with it, their progress and what the ledger has paid.
 */
export default function ReferralsPage() {
  usePageTitle('Referral Program');
  const linkId = useId();
  const friendsId = useId();
  const query = useMyReferrals();
  const first = query.data?.pages[0];
  const friends = query.data?.pages.flatMap((page) => page.friends) ?? [];
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <PageHeader title="Referral Program" description="Invite friends who make things. Meshmandi pays the rewards: nothing is ever taken from your friend." />
      {query.isPending && <Spinner label="Loading your referrals" />}
      {query.isError && !first && <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load your referrals." />}
      {first && (
        <div className="space-y-8">
          <Card className="space-y-4">
            <h2 id={linkId} className="flex items-center gap-2 text-lg font-semibold text-fg">
              <Gift className="size-5 text-brand" aria-hidden="true" /> Your invitation link
            </h2>
            <p aria-labelledby={linkId} className="rounded-xl bg-surface-muted px-3 py-2 font-mono text-sm break-all text-fg">
              {first.link}
            </p>
            <p className="text-sm text-fg-muted">
              Your code is <span className="font-mono font-semibold text-fg">{first.code}</span>. A friend who opens the link and signs up, by e-mail or with Google, joins as yours.
            </p>
            <ShareLinkButtons target={() => ({ url: first.link, title: 'Join me on Meshmandi, the home of 3D models made in India', image: null })} />
            <div>
              <h3 className="text-sm font-semibold text-fg">What it pays</h3>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-fg">
                {rewardTerms().map((term) => (
                  <li key={term}>{term}</li>
                ))}
              </ul>
              <p className="mt-2 text-sm text-fg-muted">Rewards go into your earnings balance, from which you withdraw as with tips. Each one is listed under Referral rewards in your <Link to="/tips?tab=referrals" className="text-brand underline">tip history</Link>.</p>
            </div>
          </Card>
          <dl className="grid grid-cols-2 gap-3">
            <StatCard label="Friends who joined" value={formatCount(first.totals.friends)} icon={Users} />
            <StatCard label="Rewards paid to you" value={rupees(first.totals.earned)} icon={IndianRupee} />
          </dl>
          <section aria-labelledby={friendsId} className="space-y-3">
            <h2 id={friendsId} className="text-lg font-semibold text-fg">
              Your friends
            </h2>
            {friends.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-border p-8 text-center text-fg-muted">No one has joined with your link yet. Share it with someone who makes things.</p>
            ) : (
              <>
                <ul aria-labelledby={friendsId} className="divide-y divide-border rounded-2xl border border-border bg-surface">
                  {friends.map((friend) => (
                    <FriendRow key={friend.friendId} friend={friend} />
                  ))}
                </ul>
                <LoadMore query={query} failedLead="Could not load more friends." />
              </>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
