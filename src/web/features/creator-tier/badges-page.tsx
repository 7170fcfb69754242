import { Award, BadgeCheck, Box, Eye, Lock, Users } from 'lucide-react';
import { useId, type ComponentType } from 'react';
import { Link } from 'react-router';
import type { AchievementType } from '../../../shared/constants/community-rules';
import { achievementLabel } from '../../components/achievements/achievement-label';
import { useAchievements } from '../../components/achievements/achievements-api';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { LoadFailed } from '../../components/ui/load-failed';
import { LocalDate } from '../../components/ui/local-date';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { useCreatorTier } from '../../lib/creator-tier';
import { formatCount } from '../../lib/indian-numbers';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { useUserStats } from '../../lib/user-stats';
import { achievementTracks, type AchievementTrack, type MilestoneState } from './badge-progress';
import { CreatorTierTabs } from './creator-tier-tabs';
import { useCreatorVerification } from './verification-api';

const ICONS: Record<AchievementType, ComponentType<{ className?: string }>> = { models_uploaded: Box, followers: Users, total_views: Eye };
/** Each kind as its owner reads it. */
const YOUR_KIND: Record<AchievementType, string> = { models_uploaded: 'Models you published', followers: 'Your followers', total_views: 'Views on your models' };

function TierBadge() {
  const tier = useCreatorTier();
  const view = tier.data;
  return (
    <Card className="flex items-center gap-4">
      <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand text-brand-fg">
        <Award className="size-7" aria-hidden="true" />
      </span>
      {tier.isPending && <Spinner label="Loading your creator tier" />}
      {tier.isError && <LoadFailed error={tier.error} onRetry={() => void tier.refetch()} lead="Could not load your creator tier." />}
      {view && (
        <div className="min-w-0">
          <h2 className="text-sm font-normal text-fg-muted">Tier badge</h2>
          <p className="text-xl font-semibold text-fg">{view.benefits.label}</p>
          <p className="text-sm text-fg-muted">
            {view.since ? (
              <>
                Since <LocalDate iso={view.since} style="long" />.{' '}
              </>
            ) : null}
            You keep {view.benefits.tipShareBps / 100}% of each tip.
          </p>
        </div>
      )}
    </Card>
  );
}

function VerifiedBadge() {
  const query = useCreatorVerification();
  const data = query.data;
  const carried = data?.verified === true;
  return (
    <Card className="flex items-center gap-4">
      <span className={cn('flex size-14 shrink-0 items-center justify-center rounded-full', carried ? 'bg-brand text-brand-fg' : 'border-2 border-dashed border-border text-fg-muted')}>
        <BadgeCheck className="size-7" aria-hidden="true" />
      </span>
      {query.isPending && <Spinner label="Loading your verification" />}
      {query.isError && <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load your verification." />}
      {data && (
        <div className="min-w-0">
          <h2 className="text-sm font-normal text-fg-muted">Verified creator badge</h2>
          {carried && data.verifiedAt ? (
            <>
              <p className="text-xl font-semibold text-fg">Verified creator</p>
              <p className="text-sm text-fg-muted">
                Since <LocalDate iso={data.verifiedAt} style="long" />: it shows beside your name wherever your work does.
              </p>
            </>
          ) : (
            <>
              <p className="text-xl font-semibold text-fg">{data.request?.status === 'pending' ? 'Asked for, awaiting the team' : 'Not yet yours'}</p>
              <p className="text-sm text-fg-muted">
                {data.request?.status === 'pending' ? 'You will be told their answer. ' : 'The team checks that your work is yours. '}
                <Link to="/creator-tier" className="font-medium text-brand underline-offset-2 hover:underline">
                  {data.request?.status === 'pending' ? 'See your request' : 'Ask for the badge'}
                </Link>
              </p>
            </>
          )}
        </div>
      )}
    </Card>
  );
}

function Milestone({ type, m }: { type: AchievementType; m: MilestoneState }) {
  const Icon = m.state === 'earned' ? ICONS[type] : Lock;
  const label = achievementLabel({ type, milestone: m.milestone });
  return (
    <li
      className={cn(
        'flex min-w-0 items-center gap-3 rounded-xl border p-3',
        m.state === 'earned' ? 'border-border bg-surface' : m.state === 'next' ? 'border-brand/60 bg-surface' : 'border-dashed border-border bg-surface-muted',
      )}
    >
      <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', m.state === 'earned' ? 'bg-brand-soft text-brand' : 'bg-surface-muted text-fg-muted')}>
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1 leading-tight">
        <span className={cn('text-sm font-semibold', m.state === 'later' ? 'text-fg-muted' : 'text-fg')}>{label}</span>
        {m.state === 'earned' && (
          <span className="text-xs text-fg-muted">
            Earned <LocalDate iso={m.unlockedAt} style="month-year" />
          </span>
        )}
        {m.state === 'next' && (
          <>
            <span className="text-xs text-fg-muted">Next: {m.text}</span>
            <span role="progressbar" aria-label={`Toward ${label}`} aria-valuemin={0} aria-valuemax={m.milestone} aria-valuenow={m.have} aria-valuetext={m.text} className="block h-1.5 overflow-hidden rounded-full bg-surface-muted">
              <span className="block h-full rounded-full bg-brand" style={{ width: `${m.percent}%` }} />
            </span>
          </>
        )}
        {m.state === 'later' && <span className="text-xs text-fg-muted">Not yet</span>}
      </span>
    </li>
  );
}

function Track({ track }: { track: AchievementTrack }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="flex flex-wrap items-baseline justify-between gap-x-4 text-base font-semibold text-fg">
        {YOUR_KIND[track.type]}
        <span className="text-sm font-normal text-fg-muted">
          {formatCount(track.have)} now · {track.earned} of {track.milestones.length} badges
        </span>
      </h3>
      <ul aria-labelledby={headingId} className="grid grid-cols-2 gap-2 lg:grid-cols-3">
        {track.milestones.map((m) => (
          <Milestone key={m.milestone} type={track.type} m={m} />
        ))}
      </ul>
    </section>
  );
}

function Achievements({ userId }: { userId: string }) {
  const headingId = useId();
  const achievements = useAchievements(userId);
  const stats = useUserStats(userId);
  const failed = achievements.isError ? achievements : stats.isError ? stats : null;
  const tracks = achievements.data && stats.data ? achievementTracks(stats.data.stats, achievements.data.achievements) : null;
  const earned = tracks?.reduce((sum, t) => sum + t.earned, 0) ?? 0;
  const total = tracks?.reduce((sum, t) => sum + t.milestones.length, 0) ?? 0;
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-fg">
          Achievements
        </h2>
        {tracks && (
          <p className="text-sm text-fg-muted">
            {earned} of {total} earned. Your profile shows the ones you have.{' '}
            <Link to={`/profile/${userId}`} className="font-medium text-brand underline-offset-2 hover:underline">
              See your profile
            </Link>
          </p>
        )}
      </div>
      {!tracks && !failed && <Spinner label="Loading your achievements" />}
      {failed && <LoadFailed error={failed.error} onRetry={() => void Promise.all([achievements.refetch(), stats.refetch()])} lead="Could not load your achievements." />}
      {tracks?.map((track) => <Track key={track.type} track={track} />)}
    </section>
  );
}

/**
 * The creator badge screen (SPEC §2's "creator badge screen", issue 30 item 3): the tier badge, the
 * verified creator badge and every achievement, those earned and how far the next one is.
 */
export default function BadgesPage() {
  usePageTitle('Your badges');
  const { account } = useSession();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <PageHeader title="Your badges" description="Your tier, the verified creator badge and every achievement: what you carry and what comes next." />
      <CreatorTierTabs />
      {account && (
        <div className="space-y-8">
          <div className="grid gap-4 md:grid-cols-2">
            <TierBadge />
            <VerifiedBadge />
          </div>
          <Achievements userId={account.uid} />
        </div>
      )}
    </div>
  );
}
