import type { CreatorTier } from '../../shared/constants/creator-tiers';
import { creatorTiers } from '../db/schema';
import type { TestApp } from './test-app';

/**
 * Puts a creator on a tier as if the review had earned it: for tests that publish more models than
 * a Basic Creator's month allows (10), or that need a tier's terms, without the inputs behind it.
 */
export async function putOnTier(t: TestApp, userId: string, tier: CreatorTier): Promise<void> {
  const row = { tier, setBy: 'review', reason: null, setByUserId: null, since: new Date(), keepsUntil: null };
  await t.services.db.insert(creatorTiers).values({ userId, ...row }).onConflictDoUpdate({ target: creatorTiers.userId, set: row });
}
