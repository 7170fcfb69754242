import { KeyRound, Mail, ShieldAlert } from 'lucide-react';
import type { RecentSignIn } from '../../../shared/contracts/accounts/security';
import { LocalDateTime } from '../../components/sessions/local-date-time';
import { Button } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { useRecentSignIns } from './api/list-recent-sign-ins';

const METHODS: Record<RecentSignIn['method'], string> = { password: 'Password', otp: 'E-mailed code', google: 'Google' };

function SignInRow({ signIn }: { signIn: RecentSignIn }) {
  const Icon = signIn.method === 'otp' ? Mail : KeyRound;
  return (
    <li className="flex gap-3 rounded-xl border border-border bg-surface p-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-fg-muted" aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium text-fg">
          {signIn.device}
          {signIn.thisDevice && <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand">This device</span>}
          {signIn.newDevice && (
            <span className="inline-flex items-center gap-1 rounded-full bg-danger-soft px-2 py-0.5 text-xs font-semibold text-danger">
              <ShieldAlert className="size-3.5" aria-hidden="true" />
              New device
            </span>
          )}
        </p>
        <p className="text-fg-muted">
          <LocalDateTime iso={signIn.at} /> · {METHODS[signIn.method]}
          {signIn.ip && <> · IP {signIn.ip}</>}
        </p>
      </div>
    </li>
  );
}

/** Every sign-in to the account, newest first, with "Load more". */
export function RecentSignIns() {
  const query = useRecentSignIns();
  const signIns = query.data?.pages.flatMap((page) => page.signIns) ?? [];
  if (query.isPending) return <Spinner />;
  if (query.isError && signIns.length === 0) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load your sign-ins." />;
  if (signIns.length === 0) return <p className="text-sm text-fg-muted">No sign-ins recorded yet.</p>;
  return (
    <div className="space-y-4">
      <ul aria-label="Recent sign-ins" className="space-y-2">
        {signIns.map((signIn) => (
          <SignInRow key={signIn.id} signIn={signIn} />
        ))}
      </ul>
      {query.isFetchNextPageError && <p role="alert" className="text-sm text-danger">Could not load more. {errorMessage(query.error)}</p>}
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  );
}
