import { Box, Eye, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import type { Achievement } from '../../../shared/contracts/community/profiles';
import { LocalDate } from '../ui/local-date';
import { useAchievements } from './achievements-api';
import { ACHIEVEMENT_KIND, achievementLabel } from './achievement-label';

const ICONS: Record<Achievement['type'], ComponentType<{ className?: string }>> = {
  models_uploaded: Box,
  followers: Users,
  total_views: Eye,
};

/** The owner's way to every badge, earned or ahead (the creator badge screen). */
function AllBadgesLink() {
  return (
    <Link to="/creator-tier/badges" className="text-sm font-medium text-brand underline-offset-2 hover:underline">
      All your badges
    </Link>
  );
}

/**
 * The achievements a member earned (SPEC §9), newest first, as badges. Nothing at all while
 * loading or when there are none: an empty "Achievements" heading says nothing to a visitor.
 */
export function AchievementBadges({ userId, isOwn, className = 'mt-8' }: { userId: string; isOwn: boolean; className?: string }) {
  const query = useAchievements(userId);
  const earned = query.data?.achievements ?? [];
  if (earned.length === 0) {
    if (!isOwn || !query.isSuccess) return null;
    return (
      <section aria-labelledby="achievements-heading" className={className}>
        <h2 id="achievements-heading" className="mb-2 text-lg font-semibold text-fg">
          Achievements
        </h2>
        <p className="text-sm text-fg-muted">
          Your first badge comes with your first published model, your first 10 followers or 1,000 views. <AllBadgesLink />
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="achievements-heading" className={className}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id="achievements-heading" className="text-lg font-semibold text-fg">
          Achievements
        </h2>
        {isOwn && <AllBadgesLink />}
      </div>
      <ul className="flex flex-wrap gap-2">
        {earned.map((achievement) => {
          const Icon = ICONS[achievement.type];
          return (
            <li
              key={`${achievement.type}-${achievement.milestone}`}
              className="flex items-center gap-2 rounded-full border border-border bg-surface py-1.5 pl-2 pr-4"
            >
              <span className="flex size-8 items-center justify-center rounded-full bg-brand-soft text-brand">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <span className="flex flex-col leading-tight">
                <span className="text-sm font-semibold text-fg">{achievementLabel(achievement)}</span>
                <span className="text-xs text-fg-muted">
                  {ACHIEVEMENT_KIND[achievement.type]} · <LocalDate iso={achievement.unlockedAt} style="month-year" />
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
