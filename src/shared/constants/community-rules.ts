/** SPEC §9: the view counts at which a model records a milestone, once each. */
export const VIEW_MILESTONES = [100, 500, 1000, 2500, 5000, 10000, 25000, 50000, 100000] as const;

/** SPEC §9: the thresholds of each kind of achievement, unlocked once each. */
export const ACHIEVEMENT_MILESTONES = {
  models_uploaded: [1, 5, 10, 25, 50, 100],
  followers: [10, 50, 100, 500, 1000, 5000],
  total_views: [1000, 5000, 10000, 50000, 100000, 500000],
} as const satisfies Record<string, readonly number[]>;

export type AchievementType = keyof typeof ACHIEVEMENT_MILESTONES;
export const ACHIEVEMENT_TYPES = Object.keys(ACHIEVEMENT_MILESTONES) as AchievementType[];

/** ORIGINAL-FACTS: a comment is 1–1000 characters; so are a collaboration request's message and a review's comment at most. */
export const COMMENT_MAX_LENGTH = 1000;
export const REVIEW_COMMENT_MAX_LENGTH = 1000;
export const COLLABORATION_MESSAGE_MAX_LENGTH = 1000;
/** Issue 12: a comment may be edited for 15 minutes after it is written, and is marked edited. */
export const COMMENT_EDIT_WINDOW_MS = 15 * 60 * 1000;
/** Issue 12: the same text on the same model by the same person within a minute is refused. */
export const DUPLICATE_COMMENT_WINDOW_MS = 60 * 1000;
/** SPEC §3 comment: the name shown for an author who has none. */
export const ANONYMOUS_NAME = 'Anonymous';
export const COLLECTION_NAME_MAX_LENGTH = 100;
export const COLLECTION_DESCRIPTION_MAX_LENGTH = 1000;
