import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw, Stethoscope } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-client';
import { SESSION_KEY, useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { PageHeader } from '../../components/ui/page-header';
import { adminStatusOptions } from './api/admin-status';

function Value({ children }: { children: ReactNode }) {
  if (typeof children === 'boolean') return <span className={children ? 'font-semibold text-success' : 'font-semibold text-danger'}>{String(children)}</span>;
  return <span className="[overflow-wrap:anywhere]">{children ?? <em className="text-fg-muted">none</em>}</span>;
}

export default function AuthTestPage() {
  usePageTitle('Auth test');
  const queryClient = useQueryClient();
  const { account, isAdmin, isSuperAdmin, isLoading } = useSession();
  const admin = useQuery({ ...adminStatusOptions(account?.uid ?? null), enabled: !isLoading });
  const sessionFetching = useIsFetching({ queryKey: SESSION_KEY });
  const refreshing = admin.isFetching || sessionFetching > 0;

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    await admin.refetch();
  };

  const rows: [string, ReactNode][] = [
    ['Signed in', !!account],
    ['uid', account?.uid],
    ['E-mail', account?.email],
    ['Role', account?.role],
    ['isAdmin', isAdmin],
    ['isSuperAdmin', isSuperAdmin],
    ['isVerified', account ? account.isVerified : null],
    ['Provider', account?.provider],
  ];

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <PageHeader title="Auth test" description="A diagnostic page: what this browser's session looks like to the server.">
        <Button variant="secondary" size="sm" onClick={() => void refresh()} disabled={refreshing}>
          <RefreshCw className={refreshing ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" /> Refresh
        </Button>
      </PageHeader>
      <Alert tone="info" className="mb-6 flex items-start gap-2">
        <Stethoscope className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>For troubleshooting sign-in only. Nothing here can be changed, and the server checks your access again on every request.</span>
      </Alert>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="session-heading" className="rounded-2xl border border-border bg-surface p-5">
          <h2 id="session-heading" className="mb-3 font-semibold text-fg">
            Session (getSession)
          </h2>
          {isLoading ? (
            <p className="text-sm text-fg-muted">Loading…</p>
          ) : (
            <dl className="divide-y divide-border text-sm">
              {rows.map(([label, value]) => (
                <div key={label} className="grid grid-cols-[8rem_1fr] gap-3 py-2">
                  <dt className="text-fg-muted">{label}</dt>
                  <dd className="min-w-0 font-mono text-fg">
                    <Value>{value}</Value>
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </section>
        <section aria-labelledby="admin-heading" className="min-w-0 rounded-2xl border border-border bg-surface p-5">
          <h2 id="admin-heading" className="mb-3 font-semibold text-fg">
            Raw checkAdminStatus result
          </h2>
          {admin.isError ? (
            <Alert>{errorMessage(admin.error)}</Alert>
          ) : (
            <pre className="overflow-x-auto rounded-lg bg-surface-muted p-4 font-mono text-sm text-fg">{admin.data ? JSON.stringify(admin.data, null, 2) : 'Loading…'}</pre>
          )}
        </section>
      </div>
    </div>
  );
}
