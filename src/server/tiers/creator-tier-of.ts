import { eq } from 'drizzle-orm';
import { TIER_BENEFITS, isCreatorTier, type CreatorTier, type TierBenefits } from '../../shared/constants/creator-tiers';
import type { Db, Tx } from '../db/database';
import { creatorTiers } from '../db/schema';

/** A creator's tier from their row: no row (or a value the code does not know) is basic. */
export function tierOfRow(row: { tier: string } | undefined): CreatorTier {
  return row && isCreatorTier(row.tier) ? row.tier : 'basic';
}

/**
 * The tier a creator is on now: their row's, or basic when they have none. Money reads it inside
 * the transaction that posts (a tip's capture, a withdrawal's request), so what is paid follows the
 * tier at that moment.
 */
export async function creatorTierOf(db: Db | Tx, userId: string): Promise<{ tier: CreatorTier; benefits: TierBenefits }> {
  const [row] = await db.select({ tier: creatorTiers.tier }).from(creatorTiers).where(eq(creatorTiers.userId, userId));
  const tier = tierOfRow(row);
  return { tier, benefits: TIER_BENEFITS[tier] };
}
