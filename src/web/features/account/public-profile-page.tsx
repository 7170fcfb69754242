import { CalendarDays, Pencil, UserX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AppError } from '../../../shared/app-error';
import type { PublicProfile } from '../../../shared/contracts/accounts/user-profile';
import { isAdminUser } from '../../../shared/constants/roles';
import { LoadErrorScreen } from '../../components/status-screen/load-error-screen';
import { NotFoundScreen } from '../../components/status-screen/not-found-screen';
import { buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { UserAvatar } from '../../components/ui/user-avatar';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { useUserProfile } from './api/get-user-profile';
import { AdminBadge, VerifiedBadge } from './profile/badges';
import { CreatorModels } from './profile/creator-models';
import { ProfileStats } from './profile/profile-stats';
import { LocalDate } from '../../components/ui/local-date';

function NotFound() {
  return (
    <NotFoundScreen visual={<UserX className="size-12 text-fg-muted" aria-hidden="true" />} title="Profile not found">
      There is no Meshmandi member at this address. The account may have been deleted, or the link may be mistyped.
    </NotFoundScreen>
  );
}

function ProfileView({ profile, isOwn }: { profile: PublicProfile; isOwn: boolean }) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <header className="flex flex-col items-center gap-5 border-b border-border pb-8 text-center sm:flex-row sm:items-start sm:text-left">
        <UserAvatar name={profile.displayName} photoURL={profile.photoURL} size="lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
            {/* overflow-wrap:anywhere (not break-words) also lets the flex row shrink, so one long word wraps at 375 px. */}
            <h1 className="min-w-0 text-3xl font-bold tracking-tight text-fg [overflow-wrap:anywhere]">{profile.displayName}</h1>
            {profile.isVerified && <VerifiedBadge />}
            {isAdminUser(profile) && <AdminBadge role={profile.role} />}
          </div>
          {profile.username && <p className="mt-1 text-fg-muted [overflow-wrap:anywhere]">@{profile.username}</p>}
          {profile.bio && <p className="mt-4 max-w-2xl whitespace-pre-line text-fg [overflow-wrap:anywhere]">{profile.bio}</p>}
          <p className="mt-4 flex items-center justify-center gap-1.5 text-sm text-fg-muted sm:justify-start">
            <CalendarDays className="size-4" aria-hidden="true" />
            Joined <LocalDate iso={profile.createdAt} style="month-year" />
          </p>
        </div>
        {isOwn && (
          <Link to="/profile/edit" className={buttonClasses('secondary', 'sm', 'shrink-0')}>
            <Pencil className="size-4" aria-hidden="true" /> Edit profile
          </Link>
        )}
      </header>
      <section aria-labelledby="stats-heading" className="mt-8">
        <h2 id="stats-heading" className="mb-3 text-lg font-semibold text-fg">
          Totals
        </h2>
        <ProfileStats totals={profile} headingId="stats-heading" />
      </section>
      <CreatorModels uid={profile.uid} name={profile.displayName} isOwn={isOwn} />
    </div>
  );
}

export default function PublicProfilePage() {
  const { userId = '' } = useParams();
  const { account } = useSession();
  const query = useUserProfile(userId);
  const notFound = query.error instanceof AppError && query.error.code === 'not-found';
  usePageTitle(query.data ? query.data.profile.displayName : notFound ? 'Profile not found' : 'Profile');

  if (query.isPending) return <Spinner />;
  if (notFound) return <NotFound />;
  if (query.isError) return <LoadErrorScreen title="Could not load this profile" error={query.error} onRetry={() => void query.refetch()} />;
  const { profile } = query.data;
  return <ProfileView profile={profile} isOwn={account?.uid === profile.uid} />;
}
