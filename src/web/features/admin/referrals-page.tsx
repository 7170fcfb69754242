import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { ReferralSignal } from '../../../shared/constants/referral-rules';
import { LocalDateTime } from '../../components/sessions/local-date-time';
import { buttonClasses } from '../../components/ui/button';
import { ApproveOrDecline } from './components/approve-or-decline';
import { LoadFailed } from '../../components/ui/load-failed';
import { LoadMore } from '../../components/ui/load-more';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { usePageTitle } from '../../lib/use-page-title';
import { useHeldReferrals, useReviewReferral } from './referrals-api';

type Row = NonNullable<ReturnType<typeof useHeldReferrals>['data']>['pages'][number]['referrals'][number];

/** Each signal as an admin reads it (decisions 080, 085). */
const SIGNAL_TEXT: Record<ReferralSignal, string> = {
  same_device: 'Signed in from a device the referrer uses',
  same_address: 'Same internet address as the referrer in the last 30 days',
  referred_each_other: 'The two accounts named each other',
  many_in_a_day: 'The referrer brought more than 10 friends in a day',
  same_payout_destination: 'Has a payout UPI id or bank account that the referrer also has',
};

function Answer({ row }: { row: Row }) {
  const review = useReviewReferral();
  const who = `${row.friend.name}, referred by ${row.referrer.name}`;
  return (
    <ApproveOrDecline
      who={who}
      reasonLabel={`Why decline ${who}?`}
      reasonHint="Kept in the audit log. A declined referral never earns."
      pending={review.isPending}
      error={review.isError ? review.error.message : null}
      onApprove={() => review.mutate({ friendId: row.friend.id, approve: true })}
      onDecline={(reason) => review.mutate({ friendId: row.friend.id, approve: false, reason })}
    />
  );
}

function HeldRow({ row }: { row: Row }) {
  return (
    <li className="space-y-3 p-4">
      <p className="text-fg [overflow-wrap:anywhere]">
        <Link to={`/profile/${row.friend.id}`} className="font-semibold hover:underline">
          {row.friend.name}
        </Link>{' '}
        joined with the code of{' '}
        <Link to={`/profile/${row.referrer.id}`} className="font-semibold hover:underline">
          {row.referrer.name}
        </Link>{' '}
        <span className="text-sm text-fg-muted">
          (<LocalDateTime iso={row.createdAt} />)
        </span>
      </p>
      <ul aria-label="What was seen" className="list-disc space-y-1 pl-5 text-sm text-fg">
        {row.signals.map((signal) => (
          <li key={signal}>{SIGNAL_TEXT[signal]}</li>
        ))}
      </ul>
      <Answer row={row} />
    </li>
  );
}

/** /admin/referrals (issue 31, decision 080): referrals held because the sign-up looked farmed, approved or declined here. */
export default function ReferralsAdminPage() {
  usePageTitle('Held referrals');
  const query = useHeldReferrals();
  const rows = query.data?.pages.flatMap((page) => page.referrals) ?? [];
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <PageHeader title="Held referrals" description="Sign-ups that looked farmed earn nothing until you look. Approve, and what the friend has reached is paid within a minute; decline, and it never earns.">
        <Link to="/admin" className={buttonClasses('secondary', 'sm')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Admin dashboard
        </Link>
      </PageHeader>
      {query.isPending && <Spinner label="Loading held referrals" className="py-10" />}
      {query.isError && rows.length === 0 && <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load the held referrals." />}
      {query.isSuccess && rows.length === 0 && <p className="rounded-2xl border border-dashed border-border p-8 text-center text-fg-muted">No referral is waiting for a look.</p>}
      {rows.length > 0 && (
        <div className="space-y-4">
          <ul aria-label="Held referrals, newest first" className="divide-y divide-border rounded-2xl border border-border bg-surface">
            {rows.map((row) => (
              <HeldRow key={row.friend.id} row={row} />
            ))}
          </ul>
          <LoadMore query={query} failedLead="Could not load more held referrals." />
        </div>
      )}
    </div>
  );
}
