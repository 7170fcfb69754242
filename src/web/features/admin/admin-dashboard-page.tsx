import { BadgeCheck, Bell, ChartLine, Eraser, Flag, Gift, Lock, Megaphone, Mail, PiggyBank, Rocket, ScrollText, ShieldAlert, Wallet, Layers } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { PageHeader } from '../../components/ui/page-header';
import { ROLE_LABELS } from './components/role-rules';
import { UsersSection } from './components/users-section';
import { AdminToolLink } from './components/admin-tool-link';
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
        <AdminToolLink to="/admin/withdrawals" icon={Wallet} title="Withdrawals" text="Approve, reject and pay creators' withdrawal requests." />
        <AdminToolLink to="/admin/reports?status=pending" icon={Flag} title="Reports" text="Review reported content and DMCA notices." count={{ value: pending, label: 'pending' }} />
        <AdminToolLink to="/admin/revenue" icon={PiggyBank} title="Revenue" text="Fees, platform tips, refunds and payouts, from the ledger." />
        <AdminToolLink to="/admin/analytics" icon={ChartLine} title="Analytics" text="Sign-ups, activity, downloads, views, tips and the top models and creators." />
        <AdminToolLink to="/admin/alerts" icon={Bell} title="Alerts" text="Failed jobs, payouts, the ledger and report spikes." count={{ value: unreadAlerts, label: 'unread' }} />
        <AdminToolLink to="/admin/campaigns" icon={Mail} title="E-mail campaigns" text="Write announcements in Markdown and send them to a segment of members." />
        <AdminToolLink to="/admin/moderation" icon={ShieldAlert} title="Moderation" text="The queue in figures, and the models the moderators hid." />
        <AdminToolLink to="/admin/verifications" icon={BadgeCheck} title="Creator verification" text="Creators who asked for the verified badge: their links and work, to approve or decline." />
        <AdminToolLink to="/admin/referrals" icon={Gift} title="Held referrals" text="Sign-ups that looked farmed, waiting for a look before their referral rewards are paid." />
        <AdminToolLink to="/admin/adsense" icon={Megaphone} title="Sponsored placements" text="Creators' paid placements waiting for approval, and each one's spend and click-through." />
        <AdminToolLink to="/admin/bulk-upload" icon={Layers} title="Bulk upload" text="Many platform models at once from a CSV or JSON manifest, scored and checked for duplicates." />
        <AdminToolLink to="/admin/security" icon={Lock} title="Security" text="Sign-ins, paused accounts, and IP block and allow lists." />
        {isSuperAdmin && <AdminToolLink to="/admin/audit" icon={ScrollText} title="Audit log" text="Every admin action, with what it changed." />}
        {isSuperAdmin && <AdminToolLink to="/admin/cleanup" icon={Eraser} title="Cleanup" text="Orphaned files, abandoned uploads and accounts never verified, after a dry run." />}
      </nav>
      <UsersSection actor={account} />
    </div>
  );
}
