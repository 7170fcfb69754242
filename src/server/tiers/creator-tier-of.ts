import { eq } from 'drizzle-orm';
import { TIER_BENEFITS, isCreatorTier, type CreatorTier, type TierBenefits } from '../../shared/constants/creator-tiers';
import type { Db, Tx } from '../db/database';
import { creatorTiers } from '../db/schema';

/**
 * The tier a creator is on now: their row's, or basic when they have none. Money reads it inside
 * the transaction that posts (a tip's capture, a withdrawal's request), so what is paid follows the
 * tier at that moment.
 */
export async function creatorTierOf(db: Db | Tx, userId: string): Promise<{ tier: CreatorTier; benefits: TierBenefits }> {
  const [row] = await db.select({ tier: creatorTiers.tier }).from(creatorTiers).where(eq(creatorTiers.userId, userId));
  const tier: CreatorTier = row && isCreatorTier(row.tier) ? row.tier : 'basic';
  return { tier, benefits: TIER_BENEFITS[tier] };
}
