import { AppError } from '../../shared/app-error';
import { TIER_BENEFITS, tierRank, type CreatorTier } from '../../shared/constants/creator-tiers';
import { STOREFRONT_TIER } from '../../shared/constants/storefront-rules';
import { tierWithArticle } from '../../shared/tier-notice-text';
import type { Db, Tx } from '../db/database';
import { creatorTierOf } from '../tiers';

export const hasStorefrontTier = (tier: CreatorTier) => tierRank(tier) >= tierRank(STOREFRONT_TIER);

/** A creator's tier and whether it lets them keep a storefront (ORIGINAL-FACTS: Pro and above). */
export async function storefrontTierOf(db: Db | Tx, userId: string) {
  const { tier, benefits } = await creatorTierOf(db, userId);
  return { tier, tierLabel: benefits.label, canHaveStorefront: hasStorefrontTier(tier) };
}

/** Refuses a creator below Pro, saying what they are and where to see what Pro asks. */
export async function refuseBelowStorefrontTier(db: Db | Tx, user: { id: string }): Promise<void> {
  const { tier, canHaveStorefront } = await storefrontTierOf(db, user.id);
  if (!canHaveStorefront) {
    throw new AppError(
      'permission-denied',
      `Storefronts are for ${TIER_BENEFITS.pro.label}s and above; you are ${tierWithArticle(tier)}. Your creator tier page shows what Pro asks.`,
    );
  }
}
