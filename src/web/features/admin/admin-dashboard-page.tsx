import { Bell, Flag, PiggyBank, Rocket, ScrollText, ShieldAlert, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { PageHeader } from '../../components/ui/page-header';
import { ROLE_LABELS } from './components/role-rules';
import { UsersSection } from './components/users-section';
import { useSetupStatus } from '../../lib/use-setup-status';
import { useModerationStats } from './reports-api';
import { useUnreadAlertCount } from './alerts-api';

export default function AdminDashboardPage() {
  usePageTitle('Admin dashboard');
  const { account, isSuperAdmin } = useSession();
  const setup = useSetupStatus();
  const moderation = useModerationStats();
  const pending = moderation.data?.stats.pending;
  const unreadAlerts = useUnreadAlertCount().data;
  if (!account) return <Spinner />;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <PageHeader title="Admin dashboard" description="Find members, change their roles and status, remove accounts, and moderate reported content. Every change is checked by the server and logged.">
        <span className="inline-flex items-center rounded-full bg-brand-soft px-3 py-1 text-sm font-medium text-brand">Signed in as {ROLE_LABELS[account.role]}</span>
      </PageHeader>
      {setup.data?.needsSetup && (
        <div className="mb-8 flex flex-col gap-3 rounded-2xl border border-brand/40 bg-brand-soft/50 p-5 sm:flex-row sm:items-center">
          <Rocket className="size-6 shrink-0 text-brand" aria-hidden="true" />
          <p className="flex-1 text-sm text-fg">This site has no super admin yet, so nobody can make admins. Finish setup to become the super admin.</p>
          <Link to="/admin/setup" className={buttonClasses('primary', 'sm', 'shrink-0')}>
            Finish setup
          </Link>
        </div>
      )}
      <nav aria-label="Admin tools" className="mb-8 grid gap-3 sm:grid-cols-2">
        <Link to="/admin/withdrawals" className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-4 hover:border-brand/60 hover:bg-surface-muted">
          <Wallet className="size-6 shrink-0 text-brand" aria-hidden="true" />
          <span>
            <span className="block font-semibold text-fg">Withdrawals</span>
            <span className="block text-sm text-fg-muted">Approve, reject and pay creators' withdrawal requests.</span>
          </span>
        </Link>
        <Link to="/admin/reports?status=pending" className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-4 hover:border-brand/60 hover:bg-surface-muted">
          <Flag className="size-6 shrink-0 text-brand" aria-hidden="true" />
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-fg">Reports</span>
            <span className="block text-sm text-fg-muted">Review reported content and DMCA notices.</span>
          </span>
          {pending !== undefined && (
            <span className={pending > 0 ? 'shrink-0 rounded-full bg-brand px-2.5 py-0.5 text-sm font-semibold text-brand-fg' : 'shrink-0 text-sm text-fg-muted'}>
              {pending} pending
            </span>
          )}
        </Link>
        <Link to="/admin/revenue" className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-4 hover:border-brand/60 hover:bg-surface-muted">
          <PiggyBank className="size-6 shrink-0 text-brand" aria-hidden="true" />
          <span>
            <span className="block font-semibold text-fg">Revenue</span>
            <span className="block text-sm text-fg-muted">Fees, platform tips, refunds and payouts, from the ledger.</span>
          </span>
        </Link>
        <Link to="/admin/alerts" className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-4 hover:border-brand/60 hover:bg-surface-muted">
          <Bell className="size-6 shrink-0 text-brand" aria-hidden="true" />
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-fg">Alerts</span>
            <span className="block text-sm text-fg-muted">Failed jobs, payouts, the ledger and report spikes.</span>
          </span>
          {unreadAlerts !== undefined && (
            <span className={unreadAlerts > 0 ? 'shrink-0 rounded-full bg-brand px-2.5 py-0.5 text-sm font-semibold text-brand-fg' : 'shrink-0 text-sm text-fg-muted'}>
              {unreadAlerts} unread
            </span>
          )}
        </Link>
        <Link to="/admin/moderation" className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-4 hover:border-brand/60 hover:bg-surface-muted">
          <ShieldAlert className="size-6 shrink-0 text-brand" aria-hidden="true" />
          <span>
            <span className="block font-semibold text-fg">Moderation</span>
            <span className="block text-sm text-fg-muted">The queue in figures, and the models the moderators hid.</span>
          </span>
        </Link>
        {isSuperAdmin && (
          <Link to="/admin/audit" className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-4 hover:border-brand/60 hover:bg-surface-muted">
            <ScrollText className="size-6 shrink-0 text-brand" aria-hidden="true" />
            <span>
              <span className="block font-semibold text-fg">Audit log</span>
              <span className="block text-sm text-fg-muted">Every admin action, with what it changed.</span>
            </span>
          </Link>
        )}
      </nav>
      <UsersSection actor={account} />
    </div>
  );
}
