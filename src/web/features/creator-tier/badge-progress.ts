import { ACHIEVEMENT_MILESTONES, ACHIEVEMENT_TYPES, type AchievementType } from '../../../shared/constants/community-rules';
import type { Achievement } from '../../../shared/contracts/community/profiles';
import { formatCount } from '../../lib/indian-numbers';

/** Where one milestone stands: earned (and when), the one being worked toward, or one further on. */
export type MilestoneState = { milestone: number; state: 'earned'; unlockedAt: string } | { milestone: number; state: 'next'; have: number; percent: number; text: string } | { milestone: number; state: 'later' };

export interface AchievementTrack {
  type: AchievementType;
  /** What the member has now: models published, followers, views on their models. */
  have: number;
  milestones: MilestoneState[];
  earned: number;
}

/** The counts the achievements are unlocked by, as the profile's totals give them to their owner. */
export interface AchievementCounts {
  models: number;
  followers: number;
  views: number;
}

const COUNT_OF: Record<AchievementType, keyof AchievementCounts> = { models_uploaded: 'models', followers: 'followers', total_views: 'views' };

/**
 * Every milestone of every kind of achievement (SPEC §9), in order, with what is earned and how far
 * the next one is. An unlocked row is earned even when the count has since fallen below it (a model
 * deleted, a follower gone): a badge, once given, stays. A count past a milestone whose row has not
 * arrived yet (the roll-up runs a moment behind) shows as the next one, full.
 */
export function achievementTracks(counts: AchievementCounts, unlocked: readonly Achievement[]): AchievementTrack[] {
  return ACHIEVEMENT_TYPES.map((type) => {
    const have = counts[COUNT_OF[type]];
    const when = new Map(unlocked.filter((a) => a.type === type).map((a) => [a.milestone, a.unlockedAt]));
    let nextTaken = false;
    const milestones = ACHIEVEMENT_MILESTONES[type].map((milestone): MilestoneState => {
      const unlockedAt = when.get(milestone);
      if (unlockedAt) return { milestone, state: 'earned', unlockedAt };
      if (nextTaken) return { milestone, state: 'later' };
      nextTaken = true;
      const shown = Math.min(have, milestone);
      return { milestone, state: 'next', have: shown, percent: Math.floor((shown / milestone) * 100), text: `${formatCount(shown)} of ${formatCount(milestone)}` };
    });
    return { type, have, milestones, earned: milestones.filter((m) => m.state === 'earned').length };
  });
}
