import { z } from 'zod';
import { defineContract } from '../define-contract';
import { ModelCardItem } from '../models/model-shapes';

/** A member's id in a follow call; the message names the field, as every 400 does. */
export const FollowUserId = z.string().trim().min(1, 'userId is required').max(64, 'userId is at most 64 characters');

const Cursor = z.string().max(200).optional();
const Limit = z.number().int().min(1).max(48);

/** One person in a followers or following list: their card, their follower count, and whether the viewer follows them. */
export const FollowListItem = z.object({
  uid: z.string(),
  username: z.string().nullable(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  isVerified: z.boolean(),
  followersCount: z.number().int(),
  /** Whether the signed-in viewer follows this person; false for a visitor. */
  followedByMe: z.boolean(),
});
export type FollowListItem = z.infer<typeof FollowListItem>;

const FollowAnswer = z.object({
  success: z.literal(true),
  following: z.boolean(),
  /** The followed member's follower count as of this call. */
  followersCount: z.number().int(),
});

export const followUser = defineContract({
  name: 'followUser',
  summary:
    "Follow a member (SPEC §4). Following twice changes nothing; both members' counts move by exactly one with the row. 'Cannot follow yourself'; 'User not found' for an unknown id.",
  access: 'user',
  rateLimit: 'community',
  input: z.object({ userId: FollowUserId }),
  output: FollowAnswer,
});

export const unfollowUser = defineContract({
  name: 'unfollowUser',
  summary: "Stop following a member (SPEC §4); not following them already changes nothing. 'Cannot unfollow yourself'; 'User not found' for an unknown id.",
  access: 'user',
  rateLimit: 'community',
  input: z.object({ userId: FollowUserId }),
  output: FollowAnswer,
});

export const getFollowStatus = defineContract({
  name: 'getFollowStatus',
  summary: 'Whether the caller follows a member, with their own profile reported separately (SPEC §4). A visitor is answered following false.',
  access: 'public',
  input: z.object({ userId: FollowUserId }),
  output: z.object({ isOwnProfile: z.boolean(), following: z.boolean() }),
});

const FollowListInput = z.object({ userId: FollowUserId, cursor: Cursor, limit: Limit.default(24) });
const FollowListOutput = z.object({ users: z.array(FollowListItem), nextCursor: z.string().nullable() });

export const listFollowers = defineContract({
  name: 'listFollowers',
  summary: "The people who follow a member, most recent follow first, a page at a time. 'User not found' for an unknown id.",
  access: 'public',
  input: FollowListInput,
  output: FollowListOutput,
});

export const listFollowing = defineContract({
  name: 'listFollowing',
  summary: "The people a member follows, most recent follow first, a page at a time. 'User not found' for an unknown id.",
  access: 'public',
  input: FollowListInput,
  output: FollowListOutput,
});

export const listFollowedModels = defineContract({
  name: 'listFollowedModels',
  summary: "\"From people you follow\": the newest public models of the members the caller follows, as cards, a page at a time.",
  access: 'user',
  input: z.object({ cursor: Cursor, limit: Limit.default(12) }).default({ limit: 12 }),
  output: z.object({ models: z.array(ModelCardItem), nextCursor: z.string().nullable() }),
});
