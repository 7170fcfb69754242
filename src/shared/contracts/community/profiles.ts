import { z } from 'zod';
import type { AchievementType } from '../../constants/community-rules';
import { defineContract } from '../define-contract';
import { ModelCardItem } from '../models/model-shapes';
import { FollowUserId } from './follows';

/** The answer to another member's Likes when they have not made them public. */
export const LIKES_PRIVATE = 'This member keeps their likes private';

export const UserStats = z.object({
  /** Public, listed models for everyone else; all of their own models for the member themself. */
  models: z.number().int(),
  downloads: z.number().int(),
  likes: z.number().int(),
  views: z.number().int(),
  followers: z.number().int(),
  following: z.number().int(),
  /** Whether the member shows the models they liked on their profile. */
  likesPublic: z.boolean(),
});
export type UserStats = z.infer<typeof UserStats>;

export const getUserStats = defineContract({
  name: 'getUserStats',
  summary: "A member's totals for their profile: models, downloads, likes, views, followers and following. 'User not found' for an unknown id (SPEC §5).",
  access: 'public',
  input: z.object({ userId: FollowUserId }),
  output: z.object({ success: z.literal(true), stats: UserStats }),
});

export const listUserLikes = defineContract({
  name: 'listUserLikes',
  summary:
    "The models a member liked, newest like first, as cards: only when they show their likes (or to themself), and never a model that is private to the caller.",
  access: 'public',
  input: z.object({ userId: FollowUserId, cursor: z.string().max(200).optional(), limit: z.number().int().min(1).max(48).default(24) }),
  output: z.object({ models: z.array(ModelCardItem), nextCursor: z.string().nullable() }),
});

export const Achievement = z.object({
  type: z.enum(['models_uploaded', 'followers', 'total_views'] as const satisfies readonly AchievementType[]),
  milestone: z.number().int(),
  unlockedAt: z.string(),
});
export type Achievement = z.infer<typeof Achievement>;

export const listAchievements = defineContract({
  name: 'listAchievements',
  summary: "A member's achievements (SPEC §3, §9), newest first. 'User not found' for an unknown id.",
  access: 'public',
  input: z.object({ userId: FollowUserId }),
  output: z.object({ achievements: z.array(Achievement) }),
});
