import { and, eq } from 'drizzle-orm';
import { getFollowStatus } from '../../../../shared/contracts/community/follows';
import { follows } from '../../../db/schema';
import { requireUser } from '../../follows/require-user';
import { implement } from '../../../callables/implement';

/** SPEC §4: follow status, own profile reported separately; a visitor follows no one, which is an answer, not an error. */
export const getFollowStatusFunction = implement(getFollowStatus, async ({ userId }, ctx) => {
  await requireUser(ctx.db, userId);
  const viewer = ctx.user;
  if (viewer === null) return { isOwnProfile: false, following: false };
  if (viewer.id === userId) return { isOwnProfile: true, following: false };
  const [row] = await ctx.db
    .select({ followedId: follows.followedId })
    .from(follows)
    .where(and(eq(follows.followerId, viewer.id), eq(follows.followedId, userId)))
    .limit(1);
  return { isOwnProfile: false, following: row !== undefined };
});
