import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { PREMIUM_STATS_FROM, TIER_BENEFITS, hasPremiumStats } from '../../../shared/constants/creator-tiers';
import { isAdminUser } from '../../../shared/constants/roles';
import { getPremiumCreatorStats } from '../../../shared/contracts/tiers/premium-creator-stats';
import { readCreatorStats } from '../../analytics';
import { implement } from '../../callables/implement';
import { creatorTiers, users } from '../../db/schema';
import { tierOfRow } from '../creator-tier-of';

/**
 * Issue 30 item 5 (decision 079): a Pro or Elite creator's figures over time, from the analytics
 * roll-up. The tier is read on every call, so a creator who steps down below Pro loses them at once.
 * Admins may read anyone's, whatever their tier (support looks at what the creator would see).
 */
export const getPremiumCreatorStatsFunction = implement(getPremiumCreatorStats, async ({ userId, range }, ctx) => {
  const subject = userId ?? ctx.user.id;
  const admin = isAdminUser(ctx.user);
  if (subject !== ctx.user.id && !admin) throw new AppError('permission-denied', 'You can only see your own premium stats');
  // The member and their tier in one look: no row in creator_tiers is basic.
  const [member] = await ctx.db.select({ tier: creatorTiers.tier }).from(users).leftJoin(creatorTiers, eq(creatorTiers.userId, users.id)).where(eq(users.id, subject));
  if (!member) throw new AppError('not-found', 'userId: no such member');
  const tier = tierOfRow(member.tier === null ? undefined : { tier: member.tier });
  if (!hasPremiumStats(tier) && !admin) {
    throw new AppError(
      'permission-denied',
      `Premium stats are for Pro and Elite creators. You are a ${TIER_BENEFITS[tier].label}: reaching ${TIER_BENEFITS[PREMIUM_STATS_FROM].label} unlocks them, and your Creator Tier page shows what it asks.`,
    );
  }
  return { success: true as const, userId: subject, tier, range, ...(await readCreatorStats(ctx.db, subject, range)) };
});
