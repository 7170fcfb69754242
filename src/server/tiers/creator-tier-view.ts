import { eq } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import { TIER_BENEFITS, TIER_REQUIREMENTS, nextTier, tierEarned } from '../../shared/constants/creator-tiers';
import type { CreatorTierView } from '../../shared/contracts/tiers/creator-tiers';
import type { Db } from '../db/database';
import { creatorTiers } from '../db/schema';
import { tierOfRow } from './creator-tier-of';
import { monthlyUploadAllowance } from './monthly-upload-allowance';
import { tierInputs } from './tier-inputs';

/** A creator's tier as getCreatorTier and updateCreatorTier answer it: the tier, its benefits, the inputs and the next step. */
export async function creatorTierView(db: Db, userId: string): Promise<CreatorTierView> {
  const [inputs, [row], uploads] = await Promise.all([tierInputs(db, userId), db.select().from(creatorTiers).where(eq(creatorTiers.userId, userId)), monthlyUploadAllowance(db, userId)]);
  if (!inputs) throw new AppError('not-found', 'userId: no such member');
  const tier = tierOfRow(row);
  const above = nextTier(tier);
  return {
    userId,
    tier,
    benefits: TIER_BENEFITS[tier],
    setBy: row ? (row.setBy === 'admin' ? 'admin' : 'review') : 'default',
    reason: row?.reason ?? null,
    since: row?.since.toISOString() ?? null,
    keepsUntil: row?.keepsUntil?.toISOString() ?? null,
    uploads: { used: uploads.used, limit: uploads.limit, resetsAt: uploads.resetsAt.toISOString() },
    inputs,
    earned: tierEarned(inputs),
    next: above ? { tier: above, benefits: TIER_BENEFITS[above], requires: TIER_REQUIREMENTS[above] } : null,
  };
}
