import { and, count, eq } from 'drizzle-orm';
import { getUserStats } from '../../../../shared/contracts/community/profiles';
import { models } from '../../../db/schema';
import { requireUser } from '../../follows/require-user';
import { LISTED_PUBLICLY } from '../../../policies';
import { implement } from '../../../callables/implement';

/**
 * A member's profile totals. Downloads, likes and views are the member's own totals, which the
 * counter roll-up keeps (decision 027, as getUserProfile shows them); followers and following
 * move with each follow row. Models: what everyone else may see of theirs on the profile (public
 * and listed), or all of them for the member themself.
 */
export const getUserStatsFunction = implement(getUserStats, async ({ userId }, ctx) => {
  const user = await requireUser(ctx.db, userId);
  const own = ctx.user?.id === user.id;
  const [row] = await ctx.db
    .select({ n: count() })
    .from(models)
    .where(and(eq(models.userId, user.id), own ? undefined : LISTED_PUBLICLY));
  return {
    success: true as const,
    stats: {
      models: row?.n ?? 0,
      downloads: user.totalDownloads,
      likes: user.totalLikes,
      views: user.totalViews,
      followers: user.followersCount,
      following: user.followingCount,
      likesPublic: user.likesPublic,
    },
  };
});
