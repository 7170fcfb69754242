import { LogOut, Monitor } from 'lucide-react';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { LoadFailed } from '../ui/load-failed';
import { Spinner } from '../ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { LocalDateTime } from './local-date-time';
import { useEndSession, useMySessions, useRevokeOtherSessions, type MySessions } from './sessions-api';

type Session = MySessions['sessions'][number];

function SessionRow({ session }: { session: Session }) {
  const end = useEndSession();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-3 sm:flex-row sm:items-center">
      <Monitor className="hidden size-5 shrink-0 text-fg-muted sm:block" aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium text-fg">
          {session.device}
          {session.current && <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand">This device</span>}
        </p>
        <p className="text-fg-muted">
          Signed in <LocalDateTime iso={session.createdAt} />
          {session.ip && <> · IP {session.ip}</>}
        </p>
        <p className="text-fg-muted">
          Last active <LocalDateTime iso={session.lastActiveAt} />
        </p>
        {end.isError && <p role="alert" className="mt-1 text-danger">{errorMessage(end.error)}</p>}
      </div>
      {!session.current && (
        <Button variant="secondary" size="sm" onClick={() => end.mutate(session.id)} disabled={end.isPending} aria-label={`End session on ${session.device}`}>
          {end.isPending ? 'Ending…' : 'End session'}
        </Button>
      )}
    </li>
  );
}

/** The account's signed-in browsers and devices: end one, or every one but this. */
export function SessionsSection() {
  const sessions = useMySessions();
  const revoke = useRevokeOtherSessions();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((s) => !s.current).length;
  return (
    <div className="space-y-4">
      {sessions.isPending ? (
        <Spinner />
      ) : sessions.isError ? (
        <LoadFailed error={sessions.error} onRetry={() => void sessions.refetch()} lead="Could not load your sessions." />
      ) : (
        <ul aria-label="Signed-in devices" className="space-y-2">
          {list.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
      <Button variant="secondary" onClick={() => revoke.mutate()} disabled={revoke.isPending || (sessions.isSuccess && others === 0)}>
        <LogOut className="size-4" aria-hidden="true" />
        {revoke.isPending ? 'Signing out…' : 'Sign out of all other devices'}
      </Button>
      {revoke.isError && <Alert>{errorMessage(revoke.error)}</Alert>}
      {revoke.isSuccess && <Alert tone="success">Done. Every other browser and device is signed out; this one stays signed in.</Alert>}
    </div>
  );
}
