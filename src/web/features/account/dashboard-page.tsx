import { BadgeCheck, CalendarDays, Rocket } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { UserAvatar } from '../../components/ui/user-avatar';
import { displayNameOf, useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { DashboardShortcuts } from './profile/dashboard-shortcuts';
import { PageHeader } from '../../components/ui/page-header';
import { ProfileStats } from './profile/profile-stats';
import { SavedModels } from './profile/saved-models';
import { MyCollectionsSection } from '../../components/collections/my-collections-section';
import { CollaborationRequestsSection } from '../../components/collaboration/collaboration-requests-section';
import { FollowedModels } from './profile/followed-models';
import { ModelActivityFeed } from './profile/model-activity-feed';
import { AchievementBadges } from '../../components/achievements/achievement-badges';
import { useSetupStatus } from '../../lib/use-setup-status';
import { VerificationNotice } from './profile/verification-notice';
import { LocalDate } from '../../components/ui/local-date';
import { PremiumStatsSection } from './premium-stats/premium-stats-section';
import { CommerceStatsSection } from './commerce-stats/commerce-stats-section';

function SetupCallout() {
  return (
    <section aria-labelledby="setup-heading" className="flex flex-col gap-4 rounded-2xl bg-brand p-5 text-brand-fg sm:flex-row sm:items-center">
      <Rocket className="size-8 shrink-0" aria-hidden="true" />
      <div className="flex-1">
        <h2 id="setup-heading" className="font-semibold">
          This site still needs its first admin
        </h2>
        <p className="mt-1 text-sm opacity-90">Finish setup to become the super admin, who can make other people admins.</p>
      </div>
      <Link to="/admin/setup" className={buttonClasses('secondary', 'md', 'shrink-0 border-transparent')}>
        Finish setup
      </Link>
    </section>
  );
}

export default function DashboardPage() {
  usePageTitle('Dashboard');
  const { account, isAdmin } = useSession();
  const setup = useSetupStatus();
  if (!account) return <Spinner />;
  const name = displayNameOf(account);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <PageHeader title={`Hello, ${name}`} description="Your Meshmandi at a glance: your totals, your account and where to go next." />
      <div className="space-y-8">
        {setup.data?.needsSetup && <SetupCallout />}
        {!account.isVerified && <VerificationNotice email={account.email} />}
        <section aria-labelledby="account-heading" className="flex flex-wrap items-center gap-4 rounded-2xl border border-border bg-surface p-5">
          <UserAvatar name={name} photoURL={account.photoURL} size="md" />
          <div className="min-w-0 flex-1 basis-48">
            <h2 id="account-heading" className="truncate text-lg font-semibold text-fg">
              {name}
            </h2>
            <p className="truncate text-sm text-fg-muted">
              {account.username ? `@${account.username} · ` : ''}
              {account.email}
            </p>
          </div>
          <ul className="flex basis-full flex-col gap-1 text-sm text-fg-muted sm:basis-auto sm:items-end">
            <li className="flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden="true" />
              Member since <LocalDate iso={account.createdAt} style="long" />
            </li>
            <li className={account.isVerified ? 'flex items-center gap-1.5 text-success' : 'flex items-center gap-1.5'}>
              <BadgeCheck className="size-4" aria-hidden="true" />
              {account.isVerified ? 'E-mail verified' : 'E-mail not verified yet'}
            </li>
          </ul>
        </section>
        <section aria-labelledby="totals-heading">
          <h2 id="totals-heading" className="mb-3 text-lg font-semibold text-fg">
            Your totals
          </h2>
          <ProfileStats totals={account} headingId="totals-heading" />
        </section>
        <PremiumStatsSection />
        <CommerceStatsSection />
        <AchievementBadges userId={account.uid} isOwn className="" />
        <ModelActivityFeed />
        <section aria-labelledby="shortcuts-heading">
          <h2 id="shortcuts-heading" className="mb-3 text-lg font-semibold text-fg">
            Shortcuts
          </h2>
          <DashboardShortcuts uid={account.uid} isAdmin={isAdmin} />
        </section>
        <FollowedModels />
        <SavedModels />
        <MyCollectionsSection userId={account.uid} />
        <CollaborationRequestsSection />
      </div>
    </div>
  );
}
