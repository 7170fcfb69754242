import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Crown, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppError } from '../../../shared/app-error';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { useRefreshSession, useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { PageHeader } from '../../components/ui/page-header';
import { SETUP_STATUS_KEY, useSetupStatus } from '../../lib/use-setup-status';
import { completeAdminSetup } from './api/complete-admin-setup';

function Outcome({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-4 text-center">
      {icon}
      <h2 className="text-xl font-semibold text-fg">{title}</h2>
      {children}
    </Card>
  );
}

export default function AdminSetupPage() {
  usePageTitle('Admin setup');
  const { account, isAdmin } = useSession();
  const queryClient = useQueryClient();
  const refreshSession = useRefreshSession();
  const status = useSetupStatus();
  const complete = useMutation({
    mutationFn: completeAdminSetup,
    onSuccess: () => refreshSession(),
    // Someone else finished first (409): show their answer and the page's new state.
    onError: (error) => {
      if (error instanceof AppError && error.code === 'already-exists') void queryClient.invalidateQueries({ queryKey: SETUP_STATUS_KEY });
    },
  });

  let body: ReactNode;
  if (complete.isSuccess) {
    body = (
      <Outcome icon={<CheckCircle2 className="size-12 text-success" aria-hidden="true" />} title="You are now the super admin">
        <p role="status" className="text-fg-muted">Setup is complete. You can manage users and make other people admins from the admin dashboard.</p>
        <Link to="/admin" className={buttonClasses('primary')}>Open the admin dashboard</Link>
      </Outcome>
    );
  } else if (status.isPending) {
    body = <Spinner />;
  } else if (status.isError) {
    body = <Alert>{errorMessage(status.error)}</Alert>;
  } else if (status.data.needsSetup) {
    body = (
      <Card className="space-y-5">
        <div className="flex items-start gap-4">
          <Crown className="mt-1 size-8 shrink-0 text-brand" aria-hidden="true" />
          <div className="space-y-2">
            <h2 className="text-xl font-semibold text-fg">Become the first super admin</h2>
            <p className="text-fg-muted">This site has no super admin yet. The first signed-in account to finish setup becomes the super admin, and setup then closes for good.</p>
          </div>
        </div>
        <ul className="list-disc space-y-1 pl-5 text-sm text-fg marker:text-brand">
          <li>A super admin can make other people admins or super admins, and remove them again.</li>
          <li>Admins can find members and delete accounts; only a super admin can act on other admins.</li>
          <li>A super admin cannot delete their own account until someone else is super admin.</li>
        </ul>
        <p className="text-sm text-fg-muted">
          You will finish setup as <strong className="text-fg [overflow-wrap:anywhere]">{account?.email}</strong>.
        </p>
        {complete.isError && <Alert>{errorMessage(complete.error)}</Alert>}
        <Button onClick={() => complete.mutate()} disabled={complete.isPending}>
          <ShieldCheck className="size-5" aria-hidden="true" />
          {complete.isPending ? 'Finishing setup…' : 'Make me the super admin'}
        </Button>
      </Card>
    );
  } else {
    body = (
      <Outcome icon={<CheckCircle2 className="size-12 text-success" aria-hidden="true" />} title="Setup is complete">
        {complete.isError && <Alert className="w-full text-left">{errorMessage(complete.error)}</Alert>}
        <p className="text-fg-muted">This site already has a super admin. If you need admin access, ask them to give it to you.</p>
        <Link to={isAdmin ? '/admin' : '/dashboard'} className={buttonClasses('secondary')}>
          {isAdmin ? 'Open the admin dashboard' : 'Back to your dashboard'}
        </Link>
      </Outcome>
    );
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <PageHeader title="Admin setup" description="First run: choose who runs this Meshmandi site." />
      <div className="mx-auto max-w-2xl">{body}</div>
    </div>
  );
}
