import { CalendarDays, Pencil, Store, UserX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AppError } from '../../../shared/app-error';
import type { PublicProfile } from '../../../shared/contracts/accounts/user-profile';
import { isAdminUser } from '../../../shared/constants/roles';
import { AdSlot } from '../../components/ad-slot/ad-slot';
import { LoadErrorScreen } from '../../components/status-screen/load-error-screen';
import { NotFoundScreen } from '../../components/status-screen/not-found-screen';
import { buttonClasses } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { UserAvatar } from '../../components/ui/user-avatar';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { useUserProfile } from './api/get-user-profile';
import { AdminBadge, VerifiedCreatorBadge } from './profile/badges';
import { CreatorModels } from './profile/creator-models';
import { LocalDate } from '../../components/ui/local-date';
import { formatCount } from '../../lib/indian-numbers';
import { UserCollections } from '../../components/collections/user-collections';
import { useUserStats } from '../../lib/user-stats';
import { useFollowers } from './api/list-followers';
import { useFollowing } from './api/list-following';
import { AchievementBadges } from '../../components/achievements/achievement-badges';
import { FollowButton } from '../../components/follow-button/follow-button';
import { ReportLink } from '../../components/report-link/report-link';
import { TipButton } from '../../components/tip-button/tip-button';
import { PeopleList } from './profile/people-list';
import { ProfileTabs, type ProfileTab } from './profile/profile-tabs';
import { UserLikes } from './profile/user-likes';
import { UserMakes } from './profile/user-makes';
import { UserStats } from './profile/user-stats';

function NotFound() {
  return (
    <NotFoundScreen visual={<UserX className="size-12 text-fg-muted" aria-hidden="true" />} title="Profile not found">
      There is no Meshmandi member at this address. The account may have been deleted, or the link may be mistyped.
    </NotFoundScreen>
  );
}

function Followers({ userId, name, isOwn }: { userId: string; name: string; isOwn: boolean }) {
  const query = useFollowers(userId);
  return <PeopleList query={query} label={`Followers of ${name}`} empty={isOwn ? 'Nobody follows you yet.' : `Nobody follows ${name} yet.`} />;
}

function Following({ userId, name, isOwn }: { userId: string; name: string; isOwn: boolean }) {
  const query = useFollowing(userId);
  return <PeopleList query={query} label={`People ${name} follows`} empty={isOwn ? 'You do not follow anyone yet.' : `${name} does not follow anyone yet.`} />;
}

/**
 * The profile's tabs (issue 12, item 8): Models, Collections, Makes (decision 090), Likes when the member shows them (or
 * to themself), Followers and Following.
 */
function profileTabs(profile: PublicProfile, isOwn: boolean, stats: ReturnType<typeof useUserStats>['data']): ProfileTab[] {
  const name = profile.displayName;
  const count = (n: number | undefined) => (n === undefined ? undefined : formatCount(n));
  const tabs: ProfileTab[] = [
    {
      id: 'models',
      label: 'Models',
      count: count(stats?.stats.models),
      // CreatorModels is a section of its own, with its heading; inside a tab it needs no top margin.
      panel: () => (
        <div className="[&>section]:mt-0">
          <CreatorModels uid={profile.uid} name={name} isOwn={isOwn} />
        </div>
      ),
    },
    { id: 'collections', label: 'Collections', panel: () => <UserCollections userId={profile.uid} isOwn={isOwn} /> },
    { id: 'makes', label: 'Makes', panel: () => <UserMakes userId={profile.uid} name={name} isOwn={isOwn} /> },
  ];
  const likesPublic = stats?.stats.likesPublic ?? false;
  if (isOwn || likesPublic) {
    tabs.push({ id: 'likes', label: 'Likes', panel: () => <UserLikes userId={profile.uid} name={name} isOwn={isOwn} likesPublic={likesPublic} /> });
  }
  tabs.push(
    { id: 'followers', label: 'Followers', count: count(stats?.stats.followers), panel: () => <Followers userId={profile.uid} name={name} isOwn={isOwn} /> },
    { id: 'following', label: 'Following', count: count(stats?.stats.following), panel: () => <Following userId={profile.uid} name={name} isOwn={isOwn} /> },
  );
  return tabs;
}

function ProfileView({ profile, isOwn, storefrontPath }: { profile: PublicProfile; isOwn: boolean; storefrontPath: string | null }) {
  const stats = useUserStats(profile.uid);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <header className="flex flex-col items-center gap-5 border-b border-border pb-8 text-center sm:flex-row sm:items-start sm:text-left">
        <UserAvatar name={profile.displayName} photoURL={profile.photoURL} size="lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
            {/* overflow-wrap:anywhere (not break-words) also lets the flex row shrink, so one long word wraps at 375 px. */}
            <h1 className="min-w-0 text-3xl font-bold tracking-tight text-fg [overflow-wrap:anywhere]">{profile.displayName}</h1>
            {profile.isVerified && <VerifiedCreatorBadge />}
            {isAdminUser(profile) && <AdminBadge role={profile.role} />}
          </div>
          {profile.username && <p className="mt-1 text-fg-muted [overflow-wrap:anywhere]">@{profile.username}</p>}
          {profile.bio && <p className="mt-4 max-w-2xl whitespace-pre-line text-fg [overflow-wrap:anywhere]">{profile.bio}</p>}
          <p className="mt-4 flex items-center justify-center gap-1.5 text-sm text-fg-muted sm:justify-start">
            <CalendarDays className="size-4" aria-hidden="true" />
            Joined <LocalDate iso={profile.createdAt} style="month-year" />
          </p>
          {storefrontPath && (
            <p className="mt-2 flex justify-center sm:justify-start">
              <Link to={storefrontPath} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand underline-offset-2 hover:underline">
                <Store className="size-4" aria-hidden="true" />
                {isOwn ? 'Your storefront' : `Visit ${profile.displayName}’s storefront`}
              </Link>
            </p>
          )}
        </div>
        {isOwn ? (
          <Link to="/profile/edit" className={buttonClasses('secondary', 'sm', 'shrink-0')}>
            <Pencil className="size-4" aria-hidden="true" /> Edit profile
          </Link>
        ) : (
          <div className="flex w-48 shrink-0 flex-col gap-2">
            <FollowButton userId={profile.uid} name={profile.displayName} />
            <TipButton variant="large" creatorId={profile.uid} creatorName={profile.displayName} className="w-full" />
            <ReportLink path={`/profile/${profile.uid}`} what={`profile of ${profile.displayName}`} className="self-center" />
          </div>
        )}
      </header>
      <section aria-labelledby="stats-heading" className="mt-8">
        <h2 id="stats-heading" className="mb-3 text-lg font-semibold text-fg">
          Totals
        </h2>
        {stats.isError ? (
          <LoadFailed error={stats.error} onRetry={() => void stats.refetch()} lead="Could not load the totals." />
        ) : (
          <UserStats stats={stats.data?.stats} headingId="stats-heading" />
        )}
      </section>
      <AchievementBadges userId={profile.uid} isOwn={isOwn} />
      <ProfileTabs label={`${profile.displayName}'s profile`} tabs={profileTabs(profile, isOwn, stats.data)} />
      {/* After the tabs, not in the header: an answer arriving after the first paint moves nothing already read (decision 084). */}
      <AdSlot placement="profile_header" className="mt-10" />
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
  const { profile, storefrontPath } = query.data;
  return <ProfileView profile={profile} isOwn={account?.uid === profile.uid} storefrontPath={storefrontPath} />;
}
