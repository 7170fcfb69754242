import { desc, eq } from 'drizzle-orm';
import { listAchievements } from '../../../../shared/contracts/community/profiles';
import { achievements } from '../../../db/schema';
import { requireUser } from '../../follows/require-user';
import { implement } from '../../../callables/implement';

/** A member's achievements, newest first (achievements_user_recent_idx); public, as the profile that shows them. */
export const listAchievementsFunction = implement(listAchievements, async ({ userId }, ctx) => {
  await requireUser(ctx.db, userId);
  const rows = await ctx.db
    .select()
    .from(achievements)
    .where(eq(achievements.userId, userId))
    .orderBy(desc(achievements.unlockedAt), desc(achievements.milestone));
  return { achievements: rows.map((row) => ({ type: row.type, milestone: row.milestone, unlockedAt: row.unlockedAt.toISOString() })) };
});
